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
 * What dynamic control costs: each kernel run release-woven on one processor (r) and dyn-woven with every
 * check on (y), side by side in interleaved rounds, each run in its own JVM. Reports the slowdown y/r per
 * kernel and their geometric mean, and the heap dynamic control adds relative to the program's own data
 * ((heap of y - heap of r) / data of r). Fails if a run reported a diagnostic (the kernels are correct)
 * or the checksums disagree.
 *
 * <p>Arguments: {@code --release DIR --dyn DIR --libs CLASSPATH [--rounds N] [--repeats N]}.
 */
public final class DynOverheadDriver {
    private static final List<String> HEAP = List.of("-Xms2g", "-Xmx2g");
    /** Smaller than the foundation benchmark's sizes: checked runs are slow, and the ratio is what counts. */
    private static final List<KernelSetup> KERNELS = List.of(
            new KernelSetup("jacobi", "Jacobi 2D, n = 500, 20 sweeps", 500, 20, 2),
            new KernelSetup("cg", "CG, 5-point matrix of 250 x 250 rows, 20 iterations", 250, 20, 2));

    private DynOverheadDriver() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        int rounds = Integer.parseInt(options.getOrDefault("rounds", "3"));
        int repeats = Integer.parseInt(options.getOrDefault("repeats", "3"));
        String libs = options.get("libs");
        Map<String, String> classes = Map.of("r", options.get("release"), "y", options.get("dyn"));
        Map<KernelSetup, Map<String, List<RunResult>>> results = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (KernelSetup kernel : KERNELS) {
                for (String variant : List.of("r", "y")) {
                    RunResult result = run(kernel, variant, classes.get(variant), libs, repeats, problems);
                    System.err.printf("round %d/%d  %-6s %s  %.3f s%n", round, rounds, kernel.name(), variant,
                            result.seconds());
                    results.computeIfAbsent(kernel, k -> new LinkedHashMap<>())
                            .computeIfAbsent(variant, v -> new ArrayList<>()).add(result);
                }
            }
        }
        System.out.printf("%nDynamic control overhead on %s %s: %d interleaved rounds, each run in its own JVM (%s),"
                        + " median of %d timed solves per run; table: medians over the rounds.%n",
                System.getProperty("java.vm.name"), System.getProperty("java.version"), rounds,
                String.join(" ", HEAP), repeats);
        double logSum = 0;
        double worstHeap = 0;
        for (Map.Entry<KernelSetup, Map<String, List<RunResult>>> kernel : results.entrySet()) {
            List<RunResult> release = kernel.getValue().get("r");
            List<RunResult> dyn = kernel.getValue().get("y");
            double r = median(release.stream().mapToDouble(RunResult::seconds).toArray());
            double y = median(dyn.stream().mapToDouble(RunResult::seconds).toArray());
            double data = median(release.stream().mapToDouble(RunResult::heapData).toArray());
            double added = median(dyn.stream().mapToDouble(RunResult::heapTotal).toArray())
                    - median(release.stream().mapToDouble(RunResult::heapTotal).toArray());
            logSum += Math.log(y / r);
            worstHeap = Math.max(worstHeap, added / data);
            System.out.printf("%n%s%n  r  release-woven, dvm.procs=1   %8.3f s   heap %7.1f MB (data %.1f MB)%n"
                            + "  y  dyn-woven, all checks on     %8.3f s   heap %7.1f MB%n"
                            + "  slowdown y/r = %.2f   added heap / data = %.2f%n",
                    kernel.getKey().description(), r, median(release.stream().mapToDouble(RunResult::heapTotal).toArray()) / 1e6,
                    data / 1e6, y, median(dyn.stream().mapToDouble(RunResult::heapTotal).toArray()) / 1e6, y / r,
                    added / data);
            double[] reference = release.get(0).checksums();
            for (RunResult run : dyn) {
                for (int c = 0; c < reference.length; c++) {
                    double difference = Math.abs(run.checksums()[c] - reference[c]);
                    if (difference > 1e-12 * Math.max(1, Math.abs(reference[c]))) {
                        problems.add(kernel.getKey().name() + ": dyn checksum " + run.checksums()[c] + " differs from "
                                + reference[c]);
                    }
                }
            }
        }
        double geometricMean = Math.exp(logSum / results.size());
        System.out.printf("%nslowdown, geometric mean = %.2f (target <= 3)   largest added heap / data = %.2f"
                + " (target <= 2)%n", geometricMean, worstHeap);
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.out.println("FAILED: " + p));
            System.exit(1);
        }
    }

    private static RunResult run(KernelSetup kernel, String variant, String classes, String libs, int repeats,
                                 List<String> problems) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(HEAP);
        command.add("-Ddvm.procs=1");
        File errors = File.createTempFile("dvm-dyn-errors", ".txt");
        errors.deleteOnExit();
        command.add("-DDebugOptions.ErrorFile=" + errors.getPath());
        command.add("-DDebugOptions.SarifFile=");
        command.addAll(List.of("-cp", classes + File.pathSeparator + libs, VariantMain.class.getName(), kernel.name(),
                "dvm", String.valueOf(kernel.size()), String.valueOf(kernel.iterations()),
                String.valueOf(kernel.warmUpIterations()), String.valueOf(repeats)));
        Process process = new ProcessBuilder(command).start();
        byte[] err = process.getErrorStream().readAllBytes();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = process.waitFor();
        String stderr = new String(err, StandardCharsets.UTF_8);
        String resultLine = output.lines().filter(l -> l.startsWith("RESULT ")).findFirst().orElse(null);
        if (exit != 0 || resultLine == null) {
            throw new IllegalStateException(kernel.name() + "/" + variant + " failed (exit " + exit + "): "
                    + String.join(" ", command) + "\n" + output + stderr);
        }
        if (variant.equals("y") && !stderr.contains("no errors")) {
            problems.add(kernel.name() + ": dynamic control reported: " + stderr.trim());
        }
        return RunResult.parse(resultLine);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
