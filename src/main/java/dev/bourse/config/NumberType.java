package dev.bourse.config;

import java.util.function.LongFunction;

/**
 * Whole numbers in a range: counts, byte sizes and durations in seconds, as {@code int} or {@code long}. The text is a
 * plain decimal integer (no suffix, no separator), so {@code 256MiB} is refused rather than guessed at. A range may
 * allow only powers of two, and may allow 0 beside it with a meaning of its own: "off", or "auto" (the configuration
 * then derives the value from other settings and says how in the row's doc).
 *
 * <p>Thread-safety: immutable.
 *
 * @param <T> {@link Integer} or {@link Long}
 */
final class NumberType<T extends Number> extends SettingType<T> {
    /** What the numbers count, which decides how {@link #describe} annotates them. */
    enum Unit {
        /** Items: powers of two and of ten from 2^20 and 10^6 up are annotated as such. */
        COUNT,
        /** Bytes: exact multiples of 1024 are annotated in KiB, MiB or GiB. */
        BYTES,
        /** Seconds: exact multiples of a day, an hour or a minute are annotated in those. */
        SECONDS
    }

    private static final long[] BYTE_SIZES = {1L << 30, 1L << 20, 1L << 10};
    private static final String[] BYTE_NAMES = {"GiB", "MiB", "KiB"};
    private static final long[] SECOND_SIZES = {24 * 60 * 60, 60 * 60, 60};
    private static final String[] SECOND_NAMES = {"day", "hour", "minute"};
    private static final long POWER_ANNOTATED_FROM = 1 << 20;
    private static final long DECIMAL_ANNOTATED_FROM = 1_000_000;

    private final LongFunction<T> box;
    private final long typeMin;
    private final long typeMax;
    private final long min;
    private final long max;
    private final boolean powerOfTwo;
    /** What 0 means beside the range ("off", "auto"), or null when 0 is not special. */
    private final String zeroMeans;
    private final Unit unit;

    private NumberType(final LongFunction<T> box, final long typeMax, final long min, final long max,
                       final boolean powerOfTwo, final String zeroMeans, final Unit unit) {
        this.box = box;
        this.typeMin = -typeMax - 1;
        this.typeMax = typeMax;
        this.min = min;
        this.max = max;
        this.powerOfTwo = powerOfTwo;
        this.zeroMeans = zeroMeans;
        this.unit = unit;
    }

    static NumberType<Integer> ints(final int min, final int max, final Unit unit) {
        return new NumberType<>(v -> (int) v, Integer.MAX_VALUE, min, max, false, null, unit);
    }

    static NumberType<Integer> powersOfTwo(final int min, final int max) {
        return new NumberType<>(v -> (int) v, Integer.MAX_VALUE, min, max, true, null, Unit.COUNT);
    }

    static NumberType<Integer> autoOrPowersOfTwo(final int min, final int max) {
        return new NumberType<>(v -> (int) v, Integer.MAX_VALUE, min, max, true, "auto", Unit.COUNT);
    }

    static NumberType<Long> longs(final long min, final long max, final Unit unit) {
        return new NumberType<>(v -> v, Long.MAX_VALUE, min, max, false, null, unit);
    }

    static NumberType<Long> offOrLongs(final long min, final long max, final Unit unit) {
        return new NumberType<>(v -> v, Long.MAX_VALUE, min, max, false, "off", unit);
    }

    /**
     * The smallest value in the range besides the 0 that means off, for rules between settings that narrow it.
     *
     * @param setting a setting of this type
     * @return the minimum
     */
    static long min(final Setting<? extends Number> setting) {
        return ((NumberType<?>) setting.type()).min;
    }

    @Override
    String kind() {
        return switch (unit) {
            case BYTES -> "byte size";
            case SECONDS -> "duration";
            case COUNT -> powerOfTwo ? "power-of-two int" : typeMax == Integer.MAX_VALUE ? "int" : "long";
        };
    }

    @Override
    T parse(final String text) {
        final long value;
        try {
            value = Long.parseLong(text);
        } catch (final NumberFormatException e) {
            throw notANumber();
        }
        if (value < typeMin || value > typeMax) {
            throw notANumber();
        }
        return box.apply(value);
    }

    private IllegalArgumentException notANumber() {
        return new IllegalArgumentException("must be a decimal integer in " + typeMin + ".." + typeMax);
    }

    @Override
    String refusal(final T value) {
        final long v = value.longValue();
        final boolean allowed = zeroMeans != null && v == 0
            || v >= min && v <= max && (!powerOfTwo || Long.bitCount(v) == 1);
        return allowed ? null : "must be " + range();
    }

    @Override
    String describe(final T value) {
        return annotated(value.longValue());
    }

    @Override
    String range() {
        return rangeText(Long.toString(min), Long.toString(max), "in ");
    }

    @Override
    String describeRange() {
        return rangeText(annotated(min), annotated(max), "");
    }

    private String rangeText(final String low, final String high, final String in) {
        final String zero = zeroMeans == null ? "" : "0 (" + zeroMeans + ") or ";
        final String prefix = zero + (powerOfTwo ? "a power of two " : "");
        if (max == typeMax) {
            return prefix + ">= " + low;
        }
        return prefix + (powerOfTwo ? "in " : in) + low + ".." + high;
    }

    private String annotated(final long v) {
        if (v == 0 && zeroMeans != null) {
            return "0 (" + zeroMeans + ")";
        }
        final String note = switch (unit) {
            case BYTES -> inLargestUnit(v, BYTE_SIZES, BYTE_NAMES, "");
            case SECONDS -> inLargestUnit(v, SECOND_SIZES, SECOND_NAMES, "s");
            case COUNT -> asPower(v);
        };
        return note == null ? Long.toString(v) : v + " (" + note + ")";
    }

    private static String inLargestUnit(final long v, final long[] sizes, final String[] names,
                                        final String plural) {
        for (int i = 0; i < sizes.length; i++) {
            if (v >= sizes[i] && v % sizes[i] == 0) {
                final long count = v / sizes[i];
                return count + " " + names[i] + (count == 1 ? "" : plural);
            }
        }
        return null;
    }

    private static String asPower(final long v) {
        if (v >= POWER_ANNOTATED_FROM && Long.bitCount(v) == 1) {
            return "2^" + Long.numberOfTrailingZeros(v);
        }
        if (v >= DECIMAL_ANNOTATED_FROM) {
            int exponent = 0;
            long rest = v;
            while (rest % 10 == 0) {
                rest /= 10;
                exponent++;
            }
            return rest == 1 ? "10^" + exponent : null;
        }
        return null;
    }
}
