package dev.bourse.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file-system path, relative to the working directory unless absolute, stored normalized so that
 * {@code ./data/../journal} and {@code journal} are the same setting. Whether the path may exist, and as what, is
 * a rule between settings (it matters only when the component using it is on).
 *
 * <p>Thread-safety: immutable.
 */
final class PathType extends SettingType<Path> {
    /** The one instance: the type has no parameters. */
    static final PathType INSTANCE = new PathType();

    private PathType() {
    }

    @Override
    Path parse(final String text) {
        try {
            return Path.of(text);
        } catch (final InvalidPathException e) {
            throw new IllegalArgumentException("must be a valid path (" + e.getReason() + ")", e);
        }
    }

    @Override
    Path normalize(final Path value) {
        return value.normalize();
    }

    @Override
    String refusal(final Path value) {
        return value.toString().isBlank() ? "must be " + range() : null;
    }

    @Override
    String kind() {
        return "path";
    }

    @Override
    String range() {
        return "a directory path, not blank";
    }
}
