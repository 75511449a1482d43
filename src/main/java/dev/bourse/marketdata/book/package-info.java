/**
 * The book as the market-data feed shows it, shared by the publisher and its consumers: {@link
 * dev.bourse.marketdata.book.LevelBook} (levels best first with visible size and order count, and orders in time
 * priority) and {@link dev.bourse.marketdata.book.BookHash}, the order-by-order digest that the engine side computes
 * the same way. Imports nothing of Bourse but {@code api} and {@code common}.
 */
package dev.bourse.marketdata.book;
