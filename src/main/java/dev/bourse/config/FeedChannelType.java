package dev.bourse.config;

/**
 * An Aeron channel for the market-data feed, or empty for none: {@code aeron:ipc} (optionally with parameters) or an
 * {@code aeron:udp?...} channel naming an {@code endpoint}. Only the form is checked here; Aeron checks the rest when
 * the publication opens.
 *
 * <p>Thread-safety: immutable.
 */
final class FeedChannelType extends SettingType<String> {
    /** The one instance: the type has no parameters. */
    static final FeedChannelType INSTANCE = new FeedChannelType();

    private FeedChannelType() {
    }

    @Override
    String parse(final String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i)) || Character.isISOControl(text.charAt(i))) {
                throw new IllegalArgumentException("must be one channel, without spaces");
            }
        }
        return text;
    }

    @Override
    String normalize(final String value) {
        return value.trim();
    }

    @Override
    String refusal(final String value) {
        if (value.isEmpty() || value.equals("aeron:ipc") || value.startsWith("aeron:ipc?")
                || value.startsWith("aeron:udp?") && value.contains("endpoint=")) {
            return null;
        }
        return "must be " + range();
    }

    @Override
    String kind() {
        return "Aeron channel";
    }

    @Override
    String range() {
        return "empty, aeron:ipc or aeron:udp?endpoint=HOST:PORT";
    }
}
