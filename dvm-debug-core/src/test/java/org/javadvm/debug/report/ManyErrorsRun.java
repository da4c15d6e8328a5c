package org.javadvm.debug.report;

import java.nio.file.Paths;

import org.javadvm.debug.config.DebugParameters;

/**
 * A checked run's report with many distinct errors, as a program of its own so that a test can run it in a
 * JVM with a small heap: {@code ManyErrorsRun <base directory> <distinct errors>}, parameters as system
 * properties. Each error is a flow dependence on its own line, reported twice.
 */
public final class ManyErrorsRun {
    private ManyErrorsRun() {
    }

    public static void main(String[] args) {
        DiagnosticLog log = new DiagnosticLog(DebugParameters.load(null, System.getProperties()), System.err,
                Paths.get(args[0]), "test");
        int distinct = Integer.parseInt(args[1]);
        for (int repeat = 0; repeat < 2; repeat++) {
            for (int i = 0; i < distinct; i++) {
                log.report(new Diagnostic(ErrorClass.DEPENDENCE, "flow", "grid", "grid[" + i + "][" + (i + repeat)
                        + "]", Diagnostic.READ, "example.LargeSweep", "LargeSweep.java", i + 1,
                        "loop 1 LargeSweep.sweep (LargeSweep.java:10)", "(" + i + ", " + repeat + ")",
                        Diagnostic.WRITE, i + 2, "(" + (i - 1) + ", " + repeat + ")",
                        "declare across(grid) or fix the loop"));
            }
        }
        log.finish();
    }
}
