package dev.bourse.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A comma-separated list of distinct ids &gt;= 0 (CPU ids), possibly empty; order matters. Spaces around an id are
 * allowed. Stored as an unmodifiable list so that equal settings compare equal.
 *
 * <p>Thread-safety: immutable.
 */
final class IntListType extends SettingType<List<Integer>> {
    private final String items;

    /**
     * @param items what the ids are, plural, e.g. {@code CPU ids}
     */
    IntListType(final String items) {
        this.items = items;
    }

    /**
     * The list an {@code int...} argument stands for.
     *
     * @param ids ids in order, or {@code null}
     * @return the list, or {@code null} for {@code null}
     */
    static List<Integer> of(final int... ids) {
        if (ids == null) {
            return null;
        }
        final List<Integer> list = new ArrayList<>(ids.length);
        for (final int id : ids) {
            list.add(id);
        }
        return Collections.unmodifiableList(list);
    }

    /**
     * The list as an array, for the typed accessor.
     *
     * @param list a list without {@code null}
     * @return a fresh array
     */
    static int[] toArray(final List<Integer> list) {
        final int[] ids = new int[list.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = list.get(i);
        }
        return ids;
    }

    @Override
    List<Integer> parse(final String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        final String[] parts = text.split(",", -1);
        final int[] ids = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                ids[i] = Integer.parseInt(parts[i].trim());
            } catch (final NumberFormatException e) {
                throw new IllegalArgumentException(
                    "must be a comma-separated list of " + items + " >= 0, e.g. 0,1 (or empty)", e);
            }
        }
        return of(ids);
    }

    @Override
    List<Integer> normalize(final List<Integer> value) {
        return Collections.unmodifiableList(new ArrayList<>(value));
    }

    @Override
    String format(final List<Integer> value) {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < value.size(); i++) {
            text.append(i == 0 ? "" : ",").append(value.get(i));
        }
        return text.toString();
    }

    @Override
    String refusal(final List<Integer> value) {
        for (int i = 0; i < value.size(); i++) {
            final Integer id = value.get(i);
            if (id == null || id < 0) {
                return "must list " + items + " >= 0, but has " + id;
            }
            if (value.subList(0, i).contains(id)) {
                return "must list distinct " + items + ", but has " + id + " twice";
            }
        }
        return null;
    }

    @Override
    String kind() {
        return "int list";
    }

    @Override
    String range() {
        return "distinct " + items + " >= 0, comma-separated, or empty";
    }
}
