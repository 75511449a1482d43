package dev.bourse.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * What {@code bourse --version} prints: the version in the jar's manifest, or that the classes run from a build
 * directory. Thread-safety: stateless.
 */
final class BourseVersion implements IVersionProvider {
    @Override
    public String[] getVersion() {
        final String version = BourseVersion.class.getPackage().getImplementationVersion();
        return new String[] {"bourse " + (version == null ? "(classes outside a jar)" : version),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"};
    }
}
