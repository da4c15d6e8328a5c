package org.javadvm.debug.trace.compare;

import java.util.ArrayList;
import java.util.List;

/** Keeps what a comparer said. */
final class Collecting implements CompareListener {
    final List<Difference> differences = new ArrayList<>();
    CompareOutcome outcome;

    @Override
    public void difference(Difference difference) {
        differences.add(difference);
    }

    @Override
    public void finished(CompareOutcome outcome) {
        this.outcome = outcome;
    }

    /** The first occurrences only: what a report prints. */
    List<Difference> printed() {
        List<Difference> printed = new ArrayList<>();
        for (Difference d : differences) {
            if (d.occurrence() == 1) {
                printed.add(d);
            }
        }
        return printed;
    }
}
