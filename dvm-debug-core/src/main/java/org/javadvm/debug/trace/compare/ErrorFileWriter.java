package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The trace comparison's diagnostics in the original's message style ({@code TraceOptions.ErrorFile}): each
 * distinct difference when it is found, then per processor a summary with the repeated ones' counts.
 * {@code TraceOptions.ErrorToScreen=1} prints them on standard error instead, as DVM does. Each message is
 * appended and the file closed at once, so a killed run keeps what was found. Shared by the comparers of all
 * processors (synchronized); a failure to write throws, naming the file.
 *
 * <pre>
 * *** CMPTRACE *** : Loop( No(3) ); processor 0 of 4
 *   DVM18 different-values (reduction): lowest: run 99.97, reference -99.99, difference 199.96 - result of ...
 *   File: Extremes.java Line: 37
 * </pre>
 */
public final class ErrorFileWriter implements CompareListener {
    private final Path file;
    private final PrintStream screen;

    private ErrorFileWriter(Path file, PrintStream screen) {
        this.file = file;
        this.screen = screen;
    }

    /**
     * Writes to {@code file}, emptied now unless {@code append} (its directory is made).
     *
     * @throws IOException naming the file when it cannot be made or emptied
     */
    public static ErrorFileWriter toFile(Path file, boolean append) throws IOException {
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            if (append) {
                Files.write(file, new byte[0], StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } else {
                Files.write(file, new byte[0]);
            }
        } catch (IOException | RuntimeException e) {
            throw new IOException("the trace error file " + file.toAbsolutePath() + " cannot be written: " + e, e);
        }
        return new ErrorFileWriter(file, null);
    }

    /** Prints on {@code screen} (standard error) instead of a file. */
    public static ErrorFileWriter toScreen(PrintStream screen) {
        return new ErrorFileWriter(null, screen);
    }

    @Override
    public synchronized void difference(Difference difference) {
        if (difference.occurrence() == 1) {
            emit(message(difference));
        }
    }

    @Override
    public synchronized void finished(CompareOutcome outcome) {
        StringBuilder text = new StringBuilder("*** CMPTRACE *** : ").append(outcome.runName())
                .append(" compared with ").append(outcome.referenceName()).append(": ")
                .append(outcome.occurrences()).append(outcome.occurrences() == 1 ? " difference (" : " differences (")
                .append(outcome.distinct().size()).append(" distinct), ").append(outcome.substitutions())
                .append(outcome.substitutions() == 1 ? " value" : " values").append(" continued from the reference")
                .append(outcome.stoppedAfter() > 0 ? "; stopped after MaxErrors=" + outcome.stoppedAfter() : "")
                .append('\n');
        if (outcome.referenceCut() != null) {
            text.append("  ").append(ProtocolWriter.cutText(outcome)).append('\n');
        } else if (outcome.stop() != null && outcome.stoppedAfter() == 0) {
            text.append("  comparison ").append(outcome.stop().text()).append('\n');
        }
        for (CompareOutcome.Counted counted : outcome.distinct()) {
            if (counted.count() > 1) {
                Difference d = counted.difference();
                text.append("  Count(").append(counted.count()).append("): ").append(d.errorClass().ruleId())
                        .append(' ').append(d.errorClass().ruleName()).append(' ').append(d.element())
                        .append(" File: ").append(d.file()).append(" Line: ").append(d.line()).append('\n');
            }
        }
        emit(text.toString());
    }

    static String message(Difference d) {
        StringBuilder text = new StringBuilder("*** CMPTRACE *** : ");
        if (d.construct() == null) {
            text.append("sequential part");
        } else {
            text.append(switch (d.construct().kind()) {
                case PL -> "Loop";
                case TR -> "TaskRegion";
                case SL -> "SeqLoop";
            }).append("( No(").append(d.construct().number()).append(')');
            if (d.iteration() != null) {
                text.append(", Iter").append(d.iteration().replace(" ", ""));
            }
            text.append(" )");
        }
        text.append(d.run().isEmpty() ? "" : "; " + d.run()).append('\n');
        text.append("  ").append(d.errorClass().ruleId()).append(' ').append(d.errorClass().ruleName());
        if (!d.kind().isEmpty()) {
            text.append(" (").append(d.kind()).append(')');
        }
        text.append(": ").append(d.element());
        if (d.runValue() != null || d.referenceValue() != null) {
            text.append(": run ").append(d.runValue()).append(", reference ").append(d.referenceValue());
            if (!Double.isNaN(d.absolute())) {
                text.append(", difference ").append(ValueText.number(d.absolute()));
                if (!Double.isNaN(d.relative())) {
                    text.append(" (relative ").append(ValueText.number(d.relative())).append(')');
                }
            }
        }
        if (!d.detail().isEmpty()) {
            text.append(" - ").append(d.detail());
        }
        text.append("\n  File: ").append(d.file().isEmpty() ? "?" : d.file()).append(" Line: ").append(d.line())
                .append('\n');
        return text.toString();
    }

    private void emit(String text) {
        if (screen != null) {
            screen.print(text);
            screen.flush();
            return;
        }
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace error file " + file.toAbsolutePath() + ": " + e,
                    e);
        }
    }
}
