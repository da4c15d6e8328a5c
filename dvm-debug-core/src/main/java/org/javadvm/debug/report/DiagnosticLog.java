package org.javadvm.debug.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
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

import org.javadvm.debug.config.DebugParameters;

/**
 * Collects a run's diagnostics: counts identical ones instead of repeating them, prints each new one at
 * once when {@code DebugOptions.ErrorToScreen} is on, stops taking new ones after
 * {@code DebugOptions.MaxErrors} distinct errors, and at the end writes the text report, the SARIF file and
 * one summary line. Files are written to a temporary file first and moved into place, so an interrupted
 * run never leaves half a report. Thread-safe.
 */
public final class DiagnosticLog {
    private static final String POM_PROPERTIES = "/META-INF/maven/org.javadvm/dvm-debug-core/pom.properties";
    private final DebugParameters parameters;
    private final PrintStream screen;
    private final Path base;
    private final String version;
    private final Map<String, Diagnostic> distinct = new LinkedHashMap<>();
    private final Map<String, Integer> counts = new LinkedHashMap<>();
    private final Map<String, Long> statistics = new LinkedHashMap<>();
    private final List<String> notChecked = new ArrayList<>();
    private boolean full;
    private boolean finished;
    /** How many lines {@link #addNotChecked} names in the reports; the count covers all. */
    static final int NOT_CHECKED_LISTED = 20;

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
        Integer count = counts.get(key);
        if (count != null) {
            counts.put(key, count + 1);
            return !full;
        }
        if (full) {
            return false;
        }
        distinct.put(key, diagnostic);
        counts.put(key, 1);
        if (parameters.errorToScreen()) {
            screen.println(TextFormat.line(diagnostic, 1));
        }
        if (parameters.maxErrors() > 0 && distinct.size() >= parameters.maxErrors()) {
            full = true;
            return false;
        }
        return true;
    }

    public synchronized boolean isFull() {
        return full;
    }

    public synchronized void addStatistic(String name, long value) {
        statistics.put(name, value);
    }

    /**
     * Lines of parallel loop bodies with checked accesses that no checked iteration reached, when only
     * boundary iterations were checked ({@code File.java:17 (Class.method)}): the dissertation's statement
     * coverage of the checked iterations, telling the user which statements a wider boundary would check.
     */
    public synchronized void addNotChecked(List<String> lines) {
        notChecked.addAll(lines);
    }

    public synchronized List<Diagnostic> distinct() {
        return new ArrayList<>(distinct.values());
    }

    public synchronized int count(Diagnostic diagnostic) {
        return counts.getOrDefault(diagnostic.key(), 0);
    }

    /** Writes the reports and the summary line; later calls do nothing. */
    public synchronized void finish() {
        if (finished) {
            return;
        }
        finished = true;
        List<Diagnostic> found = new ArrayList<>(distinct.values());
        List<Integer> times = new ArrayList<>();
        long total = 0;
        Set<String> classes = new LinkedHashSet<>();
        for (Diagnostic d : found) {
            int count = counts.get(d.key());
            times.add(count);
            total += count;
            classes.add(d.className);
        }
        List<String> written = new ArrayList<>();
        int stoppedAfter = full ? parameters.maxErrors() : 0;
        String text = text(found, times, stoppedAfter);
        boolean shown = parameters.errorToScreen();
        String errorFile = parameters.errorFile();
        if (!errorFile.isEmpty()) {
            Path file = base.resolve(errorFile);
            try {
                String previous = parameters.appendErrorFile() && Files.isRegularFile(file)
                        ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
                writeAtomically(file, previous + text);
                written.add("report " + errorFile);
                shown = true;
            } catch (IOException e) {
                screen.println("Java-DVM: cannot write " + file + " (" + e + "); the report follows");
                screen.print(text);
                shown = true;
            }
        }
        if (!shown && !found.isEmpty()) {
            screen.print(text); // neither printed as found nor written to a file: the errors must go somewhere
        }
        String sarifFile = parameters.sarifFile();
        if (!sarifFile.isEmpty()) {
            Path file = base.resolve(sarifFile);
            try {
                writeAtomically(file, SarifReport.write(found, times, new SourcePaths(base), version, stoppedAfter,
                        partialCheck()));
                written.add("SARIF " + sarifFile);
            } catch (IOException e) {
                screen.println("Java-DVM: cannot write " + file + ": " + e);
            }
        }
        String where = (notChecked.isEmpty() ? "" : "; " + notChecked.size() + (notChecked.size() == 1
                ? " line of parallel loops" : " lines of parallel loops") + " reached by no checked iteration")
                + (written.isEmpty() ? "" : "; " + String.join(", ", written));
        if (found.isEmpty()) {
            screen.println("Java-DVM dynamic control" + scope() + ": no errors" + where);
        } else {
            screen.println("Java-DVM dynamic control" + scope() + ": " + total + (total == 1 ? " error" : " errors") + " ("
                    + found.size() + " distinct) in " + classes.size() + (classes.size() == 1 ? " class" : " classes")
                    + (full ? ", checking stopped after DebugOptions.MaxErrors=" + stoppedAfter : "") + where);
        }
        if (parameters.printStatistic()) {
            screen.print(statisticsText());
        }
    }

    private String text(List<Diagnostic> found, List<Integer> times, int stoppedAfter) {
        StringBuilder text = new StringBuilder("Java-DVM dynamic control").append(scope()).append(", ")
                .append(java.time.Instant.now()).append('\n');
        for (int i = 0; i < found.size(); i++) {
            text.append(TextFormat.line(found.get(i), times.get(i))).append('\n');
        }
        text.append(found.isEmpty() ? "no errors" : found.size() + (found.size() == 1 ? " distinct error" : " distinct errors"));
        text.append(stoppedAfter > 0 ? "; checking stopped after DebugOptions.MaxErrors=" + stoppedAfter
                + ", later errors are not reported\n" : "\n");
        if (!notChecked.isEmpty()) {
            text.append(notCheckedText()).append('\n');
        }
        if (parameters.printStatistic()) {
            text.append(statisticsText());
        }
        return text.toString();
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
        StringBuilder text = new StringBuilder("Java-DVM dynamic control statistics (parameters from ")
                .append(parameters.source()).append("):\n");
        for (Map.Entry<String, Long> entry : statistics.entrySet()) {
            text.append("  ").append(entry.getKey()).append(" = ").append(entry.getValue()).append('\n');
        }
        for (String line : parameters.toString().split("\n")) {
            text.append("  ").append(line).append('\n');
        }
        return text.toString();
    }

    private static void writeAtomically(Path file, String content) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temporary = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
        try {
            Files.write(temporary, content.getBytes(StandardCharsets.UTF_8));
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
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
