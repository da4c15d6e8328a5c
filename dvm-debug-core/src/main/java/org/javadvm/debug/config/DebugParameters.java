package org.javadvm.debug.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The debugger's parameters, DVM style ({@code <name>=<value>}): read from a properties file (the system
 * property {@code dvm.parameters} names it, else {@code dvm-debug.properties} in the working directory if
 * it exists), then from system properties of the same names, which win. Every name must be known and
 * every value fit: problems are collected and thrown together as one {@link ParameterException}.
 * Immutable.
 */
public final class DebugParameters {
    /** The system property naming the parameter file. */
    public static final String FILE_PROPERTY = "dvm.parameters";
    /** The parameter file used when {@link #FILE_PROPERTY} is not set, if it exists. */
    public static final String DEFAULT_FILE = "dvm-debug.properties";
    private static final List<String> PREFIXES = List.of("DebugOptions.", "TraceOptions.");

    private final Map<String, String> values;
    private final Set<Check> enabled;
    private final String source;

    private DebugParameters(Map<String, String> values, String source) {
        this.values = Collections.unmodifiableMap(values);
        this.source = source;
        EnumSet<Check> on = EnumSet.noneOf(Check.class);
        for (Check check : Check.values()) {
            if (flag(values.getOrDefault(check.parameterName(), "1"))) {
                on.add(check);
            }
        }
        this.enabled = Collections.unmodifiableSet(on);
    }

    /** Parameters of this JVM: the file, then the system properties. */
    public static DebugParameters load() {
        String named = System.getProperty(FILE_PROPERTY);
        Path file = named != null ? Paths.get(named) : Paths.get(DEFAULT_FILE);
        if (named == null && !Files.isRegularFile(file)) {
            file = null;
        }
        return load(file, System.getProperties());
    }

    /** Parameters from a file (may be {@code null}) and a set of properties standing for the system properties. */
    public static DebugParameters load(Path file, Properties systemProperties) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        if (file != null) {
            readFile(file, values, problems);
        }
        for (String name : new java.util.TreeSet<>(systemProperties.stringPropertyNames())) {
            if (!looksLikeOurs(name)) {
                continue;
            }
            String value = systemProperties.getProperty(name);
            String problem = problem(name, value);
            if (problem != null) {
                problems.add("system property -D" + name + "=" + value + ": " + problem);
            } else {
                values.put(name, value.trim());
            }
        }
        if (!problems.isEmpty()) {
            throw new ParameterException(problems);
        }
        return new DebugParameters(values, file == null ? "defaults and system properties" : file.toString());
    }

    private static void readFile(Path file, Map<String, String> values, List<String> problems) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            problems.add(file + ": no such parameter file (system property " + FILE_PROPERTY + ")");
            return;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Java-DVM parameter file " + file, e);
        }
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).trim();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            int eq = line.indexOf('=');
            String where = file + ":" + (n + 1) + ": ";
            if (eq <= 0) {
                problems.add(where + "expected <name>=<value>, found '" + line + "'");
                continue;
            }
            String name = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim();
            String problem = problem(name, value);
            if (problem != null) {
                problems.add(where + problem);
            } else {
                values.put(name, value);
            }
        }
    }

    /** Whether a system property is meant for us: our prefixes, or a known name up to case. */
    private static boolean looksLikeOurs(String name) {
        for (String prefix : PREFIXES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        if (Parameter.isKnown(name)) {
            return true;
        }
        for (Parameter parameter : Parameter.values()) {
            if (parameter.name.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    private static String problem(String name, String value) {
        if (!Parameter.isKnown(name)) {
            return "unknown parameter '" + name + "'" + suggestion(name);
        }
        String problem = Parameter.typeOf(name).check(value);
        return problem == null ? null : name + " " + problem + ", found '" + value + "'";
    }

    private static String suggestion(String name) {
        for (Parameter parameter : Parameter.values()) {
            if (parameter.name.equalsIgnoreCase(name)) {
                return " (did you mean " + parameter.name + "?)";
            }
        }
        for (Check check : Check.values()) {
            if (check.parameterName().equalsIgnoreCase(name)) {
                return " (did you mean " + check.parameterName() + "?)";
            }
        }
        return "";
    }

    private static boolean flag(String value) {
        return Long.parseLong(value.trim()) != 0;
    }

    private String value(Parameter parameter) {
        return values.getOrDefault(parameter.name, parameter.defaultValue);
    }

    public boolean enableDynControl() {
        return flag(value(Parameter.ENABLE_DYN_CONTROL));
    }

    public boolean enabled(Check check) {
        return enabled.contains(check);
    }

    /** The text report's file; empty: none. */
    public String errorFile() {
        return value(Parameter.ERROR_FILE);
    }

    public boolean errorToScreen() {
        return flag(value(Parameter.ERROR_TO_SCREEN));
    }

    public boolean appendErrorFile() {
        return flag(value(Parameter.APPEND_ERROR_FILE));
    }

    /** Distinct errors after which checking stops; 0: no limit. */
    public int maxErrors() {
        return Integer.parseInt(value(Parameter.MAX_ERRORS));
    }

    public boolean printStatistic() {
        return flag(value(Parameter.PRINT_STATISTIC));
    }

    /** The SARIF file with {@code {pid}} replaced; empty: none. */
    public String sarifFile() {
        return value(Parameter.SARIF_FILE).replace("{pid}", String.valueOf(ProcessHandle.current().pid()));
    }

    /** Where the values came from, for the statistics. */
    public String source() {
        return source;
    }

    /** Every parameter with its effective value, one per line. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Parameter parameter : Parameter.values()) {
            text.append(parameter.name).append('=').append(value(parameter)).append('\n');
        }
        for (Check check : Check.values()) {
            text.append(check.parameterName()).append('=').append(enabled(check) ? 1 : 0).append('\n');
        }
        return text.toString();
    }

}
