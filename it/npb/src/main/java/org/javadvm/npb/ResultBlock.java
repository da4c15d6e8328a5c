package org.javadvm.npb;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import org.javadvm.Dvm;

/**
 * The result block every NPB program prints at its end: benchmark, class, size, iterations, time (NPB's
 * seconds with two decimals, and milliseconds with three for the benchmark's ratios), the processor grid, Mop/s, operation type and the verdict, one {@code name = value} line each. The grid is
 * the one the run-time was given ({@code -Ddvm.procs}); a run of the plain, un-woven classes runs
 * sequentially whatever it says.
 */
public final class ResultBlock {
    private final String benchmark;
    private final ProblemClass problemClass;
    private String size = "";
    private int iterations;
    private double seconds;
    private double mops;
    private String operation = "";
    private boolean verified;

    public ResultBlock(String benchmark, ProblemClass problemClass) {
        this.benchmark = benchmark;
        this.problemClass = problemClass;
    }

    /** The problem size as NPB prints it: {@code 1400}, {@code 64x64x64}. */
    public ResultBlock size(String size) {
        this.size = size;
        return this;
    }

    public ResultBlock iterations(int iterations) {
        this.iterations = iterations;
        return this;
    }

    /** The timed section's seconds; Mop/s are computed from {@code operations} (millions) over them. */
    public ResultBlock time(double seconds, double millionOperations) {
        this.seconds = seconds;
        this.mops = seconds > 0 ? millionOperations / seconds : 0;
        return this;
    }

    /** What Mop/s counts: {@code floating point}, {@code keys ranked}, {@code Random numbers generated}. */
    public ResultBlock operation(String operation) {
        this.operation = operation;
        return this;
    }

    public ResultBlock verified(boolean verified) {
        this.verified = verified;
        return this;
    }

    public void print(PrintStream out) {
        out.println();
        out.println(" " + benchmark + " Benchmark Completed.");
        line(out, "Class", problemClass.name());
        line(out, "Size", size);
        line(out, "Iterations", Integer.toString(iterations));
        line(out, "Time in seconds", String.format(Locale.ROOT, "%.2f", seconds));
        // NPB's two decimals are 10 % of IS's timed section: the benchmark reads this line instead
        line(out, "Time in ms", String.format(Locale.ROOT, "%.3f", seconds * 1e3));
        line(out, "Processors", Integer.toString(Dvm.processors()));
        line(out, "Grid", Arrays.stream(Dvm.grid()).mapToObj(Integer::toString).collect(Collectors.joining("x")));
        line(out, "Mop/s total", String.format(Locale.ROOT, "%.2f", mops));
        line(out, "Operation type", operation);
        line(out, "Verification", verified ? "SUCCESSFUL" : "UNSUCCESSFUL");
        line(out, "Version", "Java-DVM");
    }

    private static void line(PrintStream out, String name, String value) {
        out.printf(Locale.ROOT, " %-15s = %24s%n", name, value);
    }
}
