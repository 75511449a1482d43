package dev.bourse.testkit;

/** Counts the live threads of one name, to check which background threads a core runs. */
public final class LiveThreads {
    private LiveThreads() {
    }

    /**
     * @param name a thread name, such as {@code bourse-clock}
     * @return how many live threads have it now
     */
    public static int named(final String name) {
        int n = 0;
        for (final Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals(name) && t.isAlive()) {
                n++;
            }
        }
        return n;
    }
}
