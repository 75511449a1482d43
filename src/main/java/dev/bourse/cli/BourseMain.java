package dev.bourse.cli;

/**
 * The main job of {@code target/bourse.jar}.
 */
public final class BourseMain {
    private BourseMain() {
    }

    /**
     * Runs the main job.
     *
     * @param args command-line arguments
     */
    public static void main(final String[] args) {
        System.out.println("Bourse");
    }
}
