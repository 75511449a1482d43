/**
 * Running a cluster member: {@link dev.bourse.cluster.node.ClusterNodeConfig} (one properties file per node) and
 * {@link dev.bourse.cluster.node.ClusterNode}, which starts the media driver, archive, consensus module and service
 * container of one member in this JVM.
 */
package dev.bourse.cluster.node;
