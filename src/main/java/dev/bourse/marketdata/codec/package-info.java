/**
 * The feed on the wire: {@link dev.bourse.marketdata.codec.SbeFeedEncoder} turns each message into one SBE message
 * of {@code src/main/sbe/market-data.xml} (codecs generated into {@code dev.bourse.marketdata.sbe} at build time)
 * and hands it to a {@link dev.bourse.marketdata.codec.FrameSink}; {@link dev.bourse.marketdata.codec.SbeFeedDecoder}
 * reads it back into the same calls. docs/market-data.md draws the layout.
 */
package dev.bourse.marketdata.codec;
