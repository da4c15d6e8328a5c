package org.javadvm.benchmark;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs every variant of every kernel in its own JVM, in interleaved rounds (a, b, c, d, a, b, c, d, ...),
 * so that JIT profiles never mix and slow drifts of the machine hit every variant alike; then prints
 * the medians, the ratios against their targets, and fails if any two variants' results disagree.
 *
 * <p>Arguments: {@code --plain DIR --woven DIR --libs CLASSPATH [--rounds N] [--repeats N] [--kernels jacobi,cg,...]
 * [--baseline CLASSPATH]}; each JVM times {@code repeats} solves and reports their median. {@code --baseline}
 * (another build of the run-time, in place of {@code --libs}) adds variants B and C: b and c on that run-time, in
 * the same rounds, to compare two run-times on the same woven classes.
 */
public final class BenchmarkDriver {
    /** The same fixed heap for every child, so that no variant pays for heap growth. */
    private static final List<String> HEAP = List.of("-Xms1g", "-Xmx1g");

    private final String plainClasses;
    private final String wovenClasses;
    private final String libraries;
    private final int repeats;
    private final String baselineLibraries;

    private BenchmarkDriver(String plainClasses, String wovenClasses, String libraries, int repeats,
                            String baselineLibraries) {
        this.plainClasses = plainClasses;
        this.wovenClasses = wovenClasses;
        this.libraries = libraries;
        this.repeats = repeats;
        this.baselineLibraries = baselineLibraries;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Map<String, String> options = options(args);
        int rounds = Integer.parseInt(options.getOrDefault("rounds", "5"));
        int repeats = Integer.parseInt(options.getOrDefault("repeats", "3"));
        List<KernelSetup> kernels = new ArrayList<>();
        for (String name : options.getOrDefault("kernels", KernelSetup.DEFAULT).split(",")) {
            kernels.add(KernelSetup.named(name));
        }
        BenchmarkDriver driver = new BenchmarkDriver(required(options, "plain"), required(options, "woven"),
                required(options, "libs"), repeats, options.get("baseline"));

        Map<KernelSetup, Map<Variant, List<RunResult>>> results = new LinkedHashMap<>();
        for (int round = 1; round <= rounds; round++) {
            for (KernelSetup kernel : kernels) {
                for (Variant variant : kernel.variants(driver.baselineLibraries != null)) {
                    RunResult result = driver.run(kernel, variant);
                    System.err.printf("round %d/%d  %-6s %s  %.3f s%n", round, rounds, kernel.name(), variant.key(),
                            result.seconds());
                    results.computeIfAbsent(kernel, k -> new LinkedHashMap<>())
                            .computeIfAbsent(variant, v -> new ArrayList<>()).add(result);
                }
            }
        }
        Report report = new Report(rounds, repeats, HEAP, results);
        System.out.print(report.table());
        List<String> problems = report.problems();
        if (!problems.isEmpty()) {
            System.out.println();
            problems.forEach(p -> System.out.println("FAILED: " + p));
            System.exit(1);
        }
    }

    private RunResult run(KernelSetup kernel, Variant variant) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(HEAP);
        command.addAll(variant.jvmOptions());
        command.add("-cp");
        command.add((variant.woven() ? wovenClasses : plainClasses) + File.pathSeparator
                + (variant.baseline() ? baselineLibraries : libraries));
        command.add(VariantMain.class.getName());
        command.addAll(List.of(kernel.name(), variant.implementation(), String.valueOf(kernel.size()),
                String.valueOf(kernel.iterations()), String.valueOf(kernel.warmUpIterations()),
                String.valueOf(repeats)));

        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = process.waitFor();
        String resultLine = output.lines().filter(l -> l.startsWith("RESULT ")).findFirst().orElse(null);
        if (exit != 0 || resultLine == null) {
            throw new IllegalStateException("variant " + variant.key() + " of " + kernel.name() + " failed (exit "
                    + exit + "): " + String.join(" ", command) + "\n" + output);
        }
        return RunResult.parse(resultLine);
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("expected --name value pairs, got " + Arrays.toString(args));
            }
            options.put(args[i].substring(2), args[i + 1]);
        }
        return options;
    }

    private static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException("missing --" + name);
        }
        return value;
    }
}
