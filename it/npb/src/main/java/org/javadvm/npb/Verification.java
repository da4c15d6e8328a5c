package org.javadvm.npb;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Checks a run's results against the official reference values with the official tolerances, printing one
 * line per check; the run verifies when every check passed and at least one was made.
 */
public final class Verification {
    private final PrintStream out;
    private int checks;
    private int failures;

    public Verification(PrintStream out) {
        this.out = out;
    }

    /** |value - reference| <= tolerance. */
    public boolean absolute(String name, double value, double reference, double tolerance) {
        return report(name, value, reference, Math.abs(value - reference), tolerance, "absolute");
    }

    /** |value - reference| / |reference| <= tolerance. */
    public boolean relative(String name, double value, double reference, double tolerance) {
        return report(name, value, reference, Math.abs((value - reference) / reference), tolerance, "relative");
    }

    /** An exact check (ranks, counts, sortedness), with what was found when it fails. */
    public boolean exact(String name, long value, long reference) {
        boolean ok = value == reference;
        count(ok);
        out.printf(Locale.ROOT, " %-24s = %d, reference %d: %s%n", name, value, reference, ok ? "ok" : "FAILED");
        return ok;
    }

    private boolean report(String name, double value, double reference, double error, double tolerance,
                           String kind) {
        boolean ok = error <= tolerance; // false for NaN
        count(ok);
        out.printf(Locale.ROOT, " %-24s = %.13e, reference %.13e, %s error %.3e (tolerance %.1e): %s%n",
                name, value, reference, kind, error, tolerance, ok ? "ok" : "FAILED");
        return ok;
    }

    private void count(boolean ok) {
        checks++;
        if (!ok) {
            failures++;
        }
    }

    /** True when at least one check was made and none failed. */
    public boolean passed() {
        return checks > 0 && failures == 0;
    }

    /** How many checks failed. */
    public int failures() {
        return failures;
    }
}
