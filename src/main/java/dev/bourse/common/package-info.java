/**
 * Small shared pieces with one job each: state hashing and the self-check switch. Not a dumping ground.
 */
package dev.bourse.common;
