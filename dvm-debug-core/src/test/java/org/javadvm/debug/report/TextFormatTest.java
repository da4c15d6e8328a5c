package org.javadvm.debug.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The text line: every part a person needs, in a fixed order, and nothing printed for what is absent. */
class TextFormatTest {
    @Test
    void aDependenceNamesBothAccessesTheConstructTheIterationsTheHintAndTheCount() {
        Diagnostic d = new Diagnostic(ErrorClass.DEPENDENCE, "flow", "a", "a[3][5]", Diagnostic.READ,
                "example.Jacobi", "Jacobi.java", 44, "loop 2 Jacobi.relax (Jacobi.java:40)", "(4, 5)",
                Diagnostic.WRITE, 44, "(3, 5)", "declare across or fix the loop");
        assertEquals("DVM01 data-dependence (flow): read of a[3][5] at Jacobi.java:44 (example.Jacobi) in loop 2 "
                + "Jacobi.relax (Jacobi.java:40), iteration (4, 5); written by iteration (3, 5) at Jacobi.java:44"
                + " - declare across or fix the loop (seen 1521 times)", TextFormat.line(d, 1521));
        assertEquals("DVM01 data-dependence (flow): read of a[3][5] at Jacobi.java:44 (example.Jacobi) in loop 2 "
                + "Jacobi.relax (Jacobi.java:40), iteration (4, 5); written by iteration (3, 5) at Jacobi.java:44"
                + " - declare across or fix the loop", TextFormat.line(d, 1), "seen once: no count");
    }

    @Test
    void theOtherAccessInAnotherClassNamesItsFile() {
        Diagnostic d = new Diagnostic(ErrorClass.UNDECLARED_MODIFICATION, "undeclared-private", "Stats.sum",
                "Stats.sum", Diagnostic.WRITE, "example.Loop", "Loop.java", 12, "loop 1 Loop.run (Loop.java:10)",
                "(2)", Diagnostic.READ, 30, "(1)", "").relatedIn("example.Stats", "Stats.java");
        assertEquals("DVM03 undeclared-modification (undeclared-private): write of Stats.sum at Loop.java:12 "
                + "(example.Loop) in loop 1 Loop.run (Loop.java:10), iteration (2); read by iteration (1) at "
                + "Stats.java:30", TextFormat.line(d, 1));
    }

    @Test
    void theSequentialPartACallAndMissingFileAndKindAreSpelledOut() {
        Diagnostic sequential = new Diagnostic(ErrorClass.SEQUENTIAL_ACCESS, "write-during-renewal", "a", "a[0]",
                Diagnostic.WRITE, "example.Main", "", 0, null, null, null, 0, null, "");
        assertEquals("DVM10 sequential-access (write-during-renewal): write of a[0] at ?:0 (example.Main) in the "
                + "sequential part", TextFormat.line(sequential, 1));
        Diagnostic call = new Diagnostic(ErrorClass.REDUCTION_ACCESS, "", "grp", "grp", "call", "example.Main",
                "Main.java", 8, "loop 1 Main.sum (Main.java:5)", null, null, 0, null, "wait without start");
        assertEquals("DVM04 reduction-access: call at Main.java:8 (example.Main) in loop 1 Main.sum (Main.java:5)"
                + " - wait without start (seen 2 times)", TextFormat.line(call, 2));
    }
}
