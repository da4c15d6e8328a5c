package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The protocol file of a comparison, written when the run's trace ends: matched-event counts, the first
 * difference, where the divergence started, the distinct differences with their counts, and per variable the
 * largest absolute and relative difference with where each was seen.
 */
public final class ProtocolWriter implements CompareListener {
    /** The line of a comparison that ended before the run did ({@link CompareOutcome.Stop#text()}). */
    public static final String STOPPED = "comparison stopped: ";
    /** The line of where the divergence started ({@link CompareOutcome#divergence()}). */
    public static final String DIVERGENCE = "divergence started at: ";
    /**
     * The line of the divergence's position in the reference (a byte offset): the runs of several processors
     * compared with one reference are ordered by it, so a summary names the earliest.
     */
    public static final String DIVERGENCE_POSITION = "divergence position in the reference: ";
    private final Path file;

    public ProtocolWriter(Path file) {
        this.file = file;
    }

    @Override
    public void difference(Difference difference) {
        // the protocol is written from the outcome at the end
    }

    @Override
    public void finished(CompareOutcome outcome) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                write(out, outcome);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the comparison protocol " + file + ": " + e.getMessage(), e);
        }
    }

    /** That the run was compared only up to where the reference stops, why, and what was left. */
    static String cutText(CompareOutcome outcome) {
        long left = outcome.counts().afterReferenceCut();
        return outcome.runName() + " was compared only up to where the reference stops: "
                + outcome.referenceCut() + "; " + left + (left == 1 ? " event" : " events")
                + " of the run after that point not compared";
    }

    public static void write(Appendable out, CompareOutcome outcome) throws IOException {
        MatchCounts c = outcome.counts();
        out.append("Java-DVM trace comparison protocol\n");
        out.append("reference: ").append(outcome.referenceName()).append('\n');
        out.append("run: ").append(outcome.runName()).append('\n');
        out.append("matched events: ").append(Long.toString(c.matched())).append(" (constructs ")
                .append(Long.toString(c.constructs())).append(", iterations ").append(Long.toString(c.iterations()))
                .append(", reads ").append(Long.toString(c.reads())).append(", writes ")
                .append(Long.toString(c.writes())).append(", reduction results ")
                .append(Long.toString(c.reductionResults())).append(", checksums ")
                .append(Long.toString(c.checksums())).append(", skipped code ").append(Long.toString(c.skips()))
                .append(")\n");
        out.append("reduction variable accesses inside their loops (not compared): ")
                .append(Long.toString(c.reductionAccesses())).append('\n');
        out.append("events not compared (no reference counterpart, or after MaxErrors): ")
                .append(Long.toString(c.notCompared())).append('\n');
        if (outcome.referenceCut() != null) {
            out.append(cutText(outcome)).append('\n');
        }
        if (c.unmatchedBoundaryIterations() > 0) {
            out.append("boundary iterations of this processor's block the reference ran as interior (Iloc_*, not ")
                    .append("compared): ").append(Long.toString(c.unmatchedBoundaryIterations())).append('\n');
        }
        out.append("iterations of reduction loops that took another path than the reference's (compared up to "
                + "there): ").append(Long.toString(c.reductionPaths())).append('\n');
        out.append("values continued from the reference (substitution): ")
                .append(Long.toString(outcome.substitutions())).append('\n');
        out.append("differences: ").append(Long.toString(outcome.occurrences())).append(" (")
                .append(Integer.toString(outcome.distinct().size())).append(" distinct)")
                .append(outcome.stoppedAfter() > 0 ? "; comparison stopped after MaxErrors="
                        + outcome.stoppedAfter() : "").append('\n');
        if (outcome.stop() != null) {
            out.append(STOPPED).append(outcome.stop().text()).append('\n');
        }
        if (outcome.first() != null) {
            out.append("first difference: ").append(outcome.first().message()).append('\n');
            out.append(DIVERGENCE).append(outcome.divergence()).append('\n');
            out.append(DIVERGENCE_POSITION).append(Long.toString(outcome.earliest().referencePosition())).append('\n');
        }
        for (CompareOutcome.Counted counted : outcome.distinct()) {
            out.append("  ").append(counted.difference().message());
            out.append(counted.count() > 1 ? " (seen " + counted.count() + " times)\n" : "\n");
        }
        if (!outcome.variables().isEmpty()) {
            out.append("largest differences per variable (floating values compared):\n");
            for (VariableExtremes v : outcome.variables()) {
                out.append("  ").append(v.variable()).append(": ").append(Long.toString(v.compared()))
                        .append(" compared, largest absolute ").append(Double.toString(v.maxAbsolute()))
                        .append(v.maxAbsoluteAt().isEmpty() ? "" : " (" + v.maxAbsoluteAt() + ")")
                        .append(", largest relative ").append(Double.toString(v.maxRelative()))
                        .append(v.maxRelativeAt().isEmpty() ? "" : " (" + v.maxRelativeAt() + ")").append('\n');
            }
        }
    }
}
