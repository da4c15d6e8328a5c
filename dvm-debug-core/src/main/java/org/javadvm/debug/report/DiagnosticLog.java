package org.javadvm.debug.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

import org.javadvm.debug.config.DebugParameters;

/**
 * Collects a run's diagnostics: counts identical ones instead of repeating them, prints each new one at
 * once when {@code DebugOptions.ErrorToScreen} is on, stops taking new ones after
 * {@code DebugOptions.MaxErrors} distinct errors, keeps at most {@code DebugOptions.MaxKeptErrors} distinct
 * ones (later new ones are only counted), and at the end writes the text report, the SARIF file and one
 * summary line. The reports are written as they are produced, never built in memory, so the memory a run
 * needs for them is bounded by the kept errors. Files are written to a temporary file first
 * ({@code <name><digits>.tmp} beside it, with the permissions any new file gets) and moved into place, so an
 * interrupted run never leaves half a report. Thread-safe.
 */
public final class DiagnosticLog {
    private static final String POM_PROPERTIES = "/META-INF/maven/org.javadvm/dvm-debug-core/pom.properties";
    private final DebugParameters parameters;
    private final PrintStream screen;
    private final Path base;
    private final String version;
    /** The kept distinct errors by {@link Diagnostic#key()}, in the order found. */
    private final Map<String, Kept> kept = new LinkedHashMap<>();
    private final Map<String, Long> statistics = new LinkedHashMap<>();
    private final List<String> notChecked = new ArrayList<>();
    /** What ended before the run did, one text each ({@link #addIncomplete}). */
    private final List<String> incomplete = new ArrayList<>();
    /** What the checkers note of the run beside its errors, one text each ({@link #addNote}). */
    private final List<String> notes = new ArrayList<>();
    /**
     * For each text of {@link #incomplete}, the cause it shares with others (the point where a reference stops) and
     * who it is about, or {@code null}s: the screen says a shared cause once.
     */
    private final List<String[]> incompleteCauses = new ArrayList<>();
    /** Occurrences of errors not kept, once {@code DebugOptions.MaxKeptErrors} distinct ones were. */
    private long dropped;
    private boolean full;
    private boolean finished;
    /** How many lines {@link #addNotChecked} names in the reports; the count covers all. */
    static final int NOT_CHECKED_LISTED = 20;

    /** A kept error: its first occurrence and how often it was seen. */
    private static final class Kept {
        final Diagnostic diagnostic;
        long count = 1;

        Kept(Diagnostic diagnostic) {
            this.diagnostic = diagnostic;
        }
    }

    /** Something written to a report file. */
    private interface Content {
        void writeTo(Writer out) throws IOException;
    }

    public DiagnosticLog(DebugParameters parameters) {
        this(parameters, System.err, Paths.get(System.getProperty("dvm.basedir", "")).toAbsolutePath(), version());
    }

    DiagnosticLog(DebugParameters parameters, PrintStream screen, Path base, String version) {
        this.parameters = parameters;
        this.screen = screen;
        this.base = base;
        this.version = version;
    }

    /**
     * Records a diagnostic; returns {@code false} once the error limit is reached (the checker then stops).
     */
    public synchronized boolean report(Diagnostic diagnostic) {
        String key = diagnostic.key();
        Kept seen = kept.get(key);
        if (seen != null) {
            seen.count++;
            return !full;
        }
        if (full) {
            return false;
        }
        int keepLimit = parameters.maxKeptErrors();
        if (keepLimit > 0 && kept.size() >= keepLimit) {
            if (dropped == 0 && parameters.errorToScreen()) {
                screen.println((checker() == null ? "Java-DVM" : checker()) + ": " + keepLimit + " distinct errors kept "
                        + "(DebugOptions.MaxKeptErrors); further errors are counted, not kept or printed");
            }
            dropped++;
            return true;
        }
        kept.put(key, new Kept(diagnostic));
        if (parameters.errorToScreen()) {
            screen.println(TextFormat.line(diagnostic, 1));
        }
        if (parameters.maxErrors() > 0 && kept.size() >= parameters.maxErrors()) {
            full = true;
            return false;
        }
        return true;
    }

    public synchronized boolean isFull() {
        return full;
    }

    /** How the names of the trace method's statistics begin ({@code TraceOptions.PrintStatistic} prints these). */
    public static final String TRACE_STATISTICS = "trace ";

    public synchronized void addStatistic(String name, long value) {
        statistics.put(name, value);
    }

    /**
     * Lines of parallel loop bodies with checked accesses that no checked iteration reached, when only
     * boundary iterations were checked ({@code File.java:17 (Class.method)}): the dissertation's statement
     * coverage of the checked iterations, telling the user which statements a wider boundary would check.
     */
    public synchronized void addNotChecked(List<String> lines) {
        for (String line : lines) { // dynamic control and the trace each report theirs: one split, the same lines
            if (!notChecked.contains(line)) {
                notChecked.add(line);
            }
        }
    }

    /**
     * Says that a check ended before the run did, for instance a trace comparison that stopped where its
     * reference stops: the summary, the text report and the SARIF file (as a warning) carry it, so that "no
     * errors" never reads as a complete check.
     */
    public synchronized void addIncomplete(String text) {
        addIncomplete(text, null, null);
    }

    /**
     * As {@link #addIncomplete(String)}, for one of several checks that ended at the same point for the same cause
     * (the processors of a grid compared with a reference that stops early): the reports keep every text, the
     * screen shows the first and names the others in one line.
     */
    public synchronized void addIncomplete(String text, String cause, String who) {
        incomplete.add(text);
        incompleteCauses.add(new String[] {cause, who});
    }

    /** The screen's lines for {@link #incomplete}: a shared cause's first text, then the others by name. */
    private List<String> incompleteOnScreen() {
        List<String> lines = new ArrayList<>();
        Map<String, List<String>> likewise = new LinkedHashMap<>();
        for (int i = 0; i < incomplete.size(); i++) {
            String cause = incompleteCauses.get(i)[0];
            List<String> others = cause == null ? null : likewise.get(cause);
            if (others == null) {
                lines.add(incomplete.get(i));
                if (cause != null) {
                    likewise.put(cause, new ArrayList<>());
                }
            } else {
                others.add(incompleteCauses.get(i)[1]);
            }
        }
        for (List<String> others : likewise.values()) {
            if (!others.isEmpty()) {
                lines.add("likewise " + (others.size() == 1 ? others.get(0) : String.join(", ",
                        others.subList(0, others.size() - 1)) + " and " + others.get(others.size() - 1))
                        + ", at the same point of the reference (the report names each)");
            }
        }
        return lines;
    }

    /**
     * Something the reader should know of the run that is no error of the program: a construct that ended by an
     * exception, a program thread the debugger did not follow. The summary, the text report and the SARIF file
     * (as a note, which {@code dvm:check} logs without failing) carry it; "no errors" stays no errors.
     */
    public synchronized void addNote(String text) {
        notes.add(text);
    }

    /** The kept distinct errors, in the order found. */
    public synchronized List<Diagnostic> distinct() {
        List<Diagnostic> found = new ArrayList<>(kept.size());
        for (Kept k : kept.values()) {
            found.add(k.diagnostic);
        }
        return found;
    }

    public synchronized long count(Diagnostic diagnostic) {
        Kept seen = kept.get(diagnostic.key());
        return seen == null ? 0 : seen.count;
    }

    /** Occurrences of errors beyond the {@code DebugOptions.MaxKeptErrors} kept ones. */
    public synchronized long dropped() {
        return dropped;
    }

    /** Writes the reports and the summary line; later calls do nothing. */
    public synchronized void finish() {
        if (finished) {
            return;
        }
        finished = true;
        List<Diagnostic> found = new ArrayList<>(kept.size());
        List<Long> times = new ArrayList<>(kept.size());
        long total = dropped;
        Set<String> classes = new LinkedHashSet<>();
        for (Kept k : kept.values()) {
            found.add(k.diagnostic);
            times.add(k.count);
            total += k.count;
            classes.add(k.diagnostic.className);
        }
        String checker = checker();
        if (checker == null && found.isEmpty()) {
            // a trace recording alone checks nothing: no report, so that no goal reads it as a check that passed
            screen.println("Java-DVM: nothing was checked in this run (EnableDynControl=0, TraceOptions.TraceMode="
                    + parameters.traceMode() + " records without comparing); no report written");
            for (String text : notes) {
                screen.println("Java-DVM note: " + text);
            }
            if (!notChecked.isEmpty()) { // the reference's boundary iterations: what a comparison with it can check
                screen.println("Java-DVM: " + notCheckedText());
            }
            printStatistics();
            return;
        }
        checker = checker == null ? "Java-DVM" : checker;
        String toolName = checker;
        ReportScope scope = new ReportScope(full ? parameters.maxErrors() : 0, partialCheck(),
                dropped > 0 ? parameters.maxKeptErrors() : 0, dropped, List.copyOf(incomplete), List.copyOf(notes));
        List<String> written = new ArrayList<>();
        boolean shown = parameters.errorToScreen();
        String errorFile = parameters.errorFile();
        if (!errorFile.isEmpty()) {
            Path file = base.resolve(errorFile);
            try {
                Path previous = parameters.appendErrorFile() && Files.isRegularFile(file) ? file : null;
                writeAtomically(file, previous, out -> text(out, found, times, scope));
                written.add("report " + errorFile);
                shown = true;
            } catch (IOException | UncheckedIOException e) {
                screen.println("Java-DVM: cannot write " + file + " (" + e + "); the report follows");
                printText(found, times, scope);
                shown = true;
            }
        }
        if (!shown && !found.isEmpty()) {
            printText(found, times, scope); // neither printed as found nor written to a file: the errors must go somewhere
        }
        String sarifFile = parameters.sarifFile();
        if (!sarifFile.isEmpty()) {
            Path file = base.resolve(sarifFile);
            try {
                writeAtomically(file, null, out -> SarifReport.write(out, found, times, new SourcePaths(base), version,
                        scope, toolName));
                written.add("SARIF " + sarifFile);
            } catch (IOException | UncheckedIOException e) {
                screen.println("Java-DVM: cannot write " + file + ": " + e);
            }
        }
        String where = (notChecked.isEmpty() ? "" : "; " + notChecked.size() + (notChecked.size() == 1
                ? " line of parallel loops" : " lines of parallel loops") + " reached by no checked iteration")
                + (written.isEmpty() ? "" : "; " + String.join(", ", written));
        if (found.isEmpty()) {
            screen.println(checker + scope() + ": no errors" + (incomplete.isEmpty() ? "" : " up to where it stopped")
                    + where);
        } else {
            screen.println(checker + scope() + ": " + total + (total == 1 ? " error" : " errors") + " ("
                    + found.size() + " distinct" + (dropped > 0 ? " kept" : "") + ") in " + classes.size()
                    + (classes.size() == 1 ? " class" : " classes")
                    + (full ? ", checking stopped after DebugOptions.MaxErrors=" + scope.stoppedAfter() : "")
                    + (dropped > 0 ? ", " + scope.droppedText() : "") + where);
        }
        for (String text : incompleteOnScreen()) {
            screen.println("Java-DVM: " + text);
        }
        for (String text : notes) {
            screen.println("Java-DVM note: " + text);
        }
        printStatistics();
    }

    /**
     * {@code DebugOptions.PrintStatistic}: every statistic and parameter; else {@code TraceOptions.PrintStatistic}:
     * the trace method's statistics alone, on one line.
     */
    private void printStatistics() {
        if (parameters.printStatistic()) {
            screen.print(statisticsText());
        } else if (parameters.tracePrintStatistic()) {
            StringBuilder line = new StringBuilder("Java-DVM trace statistics:");
            String separator = " ";
            for (Map.Entry<String, Long> entry : statistics.entrySet()) {
                if (entry.getKey().startsWith(TRACE_STATISTICS)) {
                    line.append(separator).append(entry.getKey()).append(" = ").append(entry.getValue());
                    separator = ", ";
                }
            }
            screen.println(separator.equals(" ") ? line.append(" nothing was traced") : line);
        }
    }

    /**
     * Who checked, for the reports' first words: {@code null} when nothing did (a trace recorded without dynamic
     * control).
     */
    private String checker() {
        boolean dyn = parameters.enableDynControl();
        boolean compared = parameters.enableTrace() && parameters.traceMode() == 3;
        return dyn && compared ? "Java-DVM dynamic control and trace comparison" : dyn ? "Java-DVM dynamic control"
                : compared ? "Java-DVM trace comparison" : null;
    }

    private void printText(List<Diagnostic> found, List<Long> times, ReportScope scope) {
        try {
            text(screen, found, times, scope);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a PrintStream does not throw
        }
    }

    private void text(Appendable out, List<Diagnostic> found, List<Long> times, ReportScope scope)
            throws IOException {
        String checker = checker();
        out.append(checker == null ? "Java-DVM" : checker).append(scope()).append(", ")
                .append(java.time.Instant.now().toString()).append('\n');
        for (int i = 0; i < found.size(); i++) {
            out.append(TextFormat.line(found.get(i), times.get(i))).append('\n');
        }
        out.append(found.isEmpty() ? "no errors" : found.size() + (found.size() == 1 ? " distinct error" : " distinct errors"));
        out.append(scope.stoppedAfter() > 0 ? "; checking stopped after DebugOptions.MaxErrors=" + scope.stoppedAfter()
                + ", later errors are not reported\n" : "\n");
        if (scope.droppedText() != null) {
            out.append(scope.droppedText()).append('\n');
        }
        if (!notChecked.isEmpty()) {
            out.append(notCheckedText()).append('\n');
        }
        for (String text : scope.incomplete()) {
            out.append(text).append('\n');
        }
        for (String text : scope.notes()) {
            out.append("note: ").append(text).append('\n');
        }
        if (parameters.printStatistic()) {
            out.append(statisticsText());
        }
    }

    /** What was checked when not every iteration was: the summary must not read as a full check. */
    private String scope() {
        return parameters.boundaryOnly() ? " of boundary iterations " + boundaryText() : "";
    }

    private String boundaryText() {
        return "(" + (parameters.boundaryCorners() ? "corners" : "faces") + ", Ig_left=" + parameters.igLeft()
                + ", Ig_right=" + parameters.igRight() + ")";
    }

    /** The SARIF note of a check of boundary iterations only; {@code null} for a full check. */
    private String partialCheck() {
        if (!parameters.boundaryOnly()) {
            return null;
        }
        return "only boundary iterations were checked " + boundaryText() + "; errors in interior iterations, and "
                + "never-written reads after the first of them, are not reported"
                + (notChecked.isEmpty() ? "" : ". " + notCheckedText());
    }

    private String notCheckedText() {
        List<String> listed = notChecked.subList(0, Math.min(NOT_CHECKED_LISTED, notChecked.size()));
        return "Lines of parallel loops reached by no checked iteration (" + notChecked.size() + "): "
                + String.join(", ", listed) + (listed.size() < notChecked.size()
                ? " and " + (notChecked.size() - listed.size()) + " more" : "");
    }

    private String statisticsText() {
        StringBuilder text = new StringBuilder("Java-DVM statistics (parameters from ")
                .append(parameters.source()).append("):\n");
        for (Map.Entry<String, Long> entry : statistics.entrySet()) {
            text.append("  ").append(entry.getKey()).append(" = ").append(entry.getValue()).append('\n');
        }
        for (String line : parameters.toString().split("\n")) {
            text.append("  ").append(line).append('\n');
        }
        return text.toString();
    }

    /**
     * Writes {@code previous}'s bytes (when not {@code null}) and then {@code content} to a temporary file
     * beside {@code file}, then moves it into place.
     */
    private static void writeAtomically(Path file, Path previous, Content content) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temporary = newTemporary(parent, file.getFileName().toString());
        try {
            try (OutputStream bytes = Files.newOutputStream(temporary)) {
                if (previous != null) {
                    Files.copy(previous, bytes);
                }
                Writer out = new BufferedWriter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8));
                content.writeTo(out);
                out.flush();
            }
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * A new empty file {@code <name><digits>.tmp} in {@code directory}. Not {@link Files#createTempFile}: that
     * one is readable by its owner only, and the report would keep that mode; created plainly, it gets the mode
     * every new file of the build gets (the umask's).
     */
    static Path newTemporary(Path directory, String name) throws IOException {
        while (true) {
            Path candidate = directory.resolve(name + (ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE) + ".tmp");
            try {
                return Files.createFile(candidate);
            } catch (FileAlreadyExistsException e) {
                // another run drew the same digits: draw again
            }
        }
    }

    /** The jar's version for the SARIF driver: the manifest's, else the one Maven records in the jar. */
    static String version() {
        Package p = DiagnosticLog.class.getPackage();
        String version = p == null ? null : p.getImplementationVersion();
        if (version != null) {
            return version;
        }
        try (java.io.InputStream in = DiagnosticLog.class.getResourceAsStream(POM_PROPERTIES)) {
            if (in != null) {
                java.util.Properties pom = new java.util.Properties();
                pom.load(in);
                version = pom.getProperty("version");
            }
        } catch (IOException e) {
            // no version to show: not worth failing the report for
        }
        return version == null ? "development" : version;
    }
}
