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
 * What dynamic control costs: each kernel run release-woven on one processor ({@code r}), dyn-woven with
 * every iteration checked ({@code y}) and dyn-woven checking boundary iterations only ({@code b}: faces of
 * width 2, {@code DebugOptions.Ig_left=2 Ig_right=2}), side by side in interleaved rounds, each run in its own
 * JVM. Full checking runs at reduced sizes (it is slow); boundary checking runs at those sizes and at the
 * foundation benchmark's sizes, where it is meant to be used. Reports each slowdown against the release run
 * of the same size, their geometric means per mode, and the heap dynamic control adds relative to the
 * program's own data ((heap - heap of r) / data of r). Fails if a run reported a diagnostic (the kernels are
 * correct) or a checksum differs from the release run's.
 *
 * <p>Arguments: {@code --release DIR --dyn DIR --libs CLASSPATH [--rounds N] [--repeats N] [--only small|large]}.
 */
public final class DynOverheadDriver {
    private static final List<String> HEAP = List.of("-Xms2g", "-Xmx2g");
    private static final List<String> BOUNDARY = List.of("-DDebugOptions.Ig_left=2", "-DDebugOptions.Ig_right=2");

    /** One way of running a kernel: its key, what it is, and whether it runs the dyn-woven classes with which options. */
    private record Variant(String key, String description, boolean dyn, List<String> options) {
    }

    private static final Variant RELEASE = new Variant("r", "release-woven, dvm.procs=1", false, List.of());
    private static final Variant FULL = new Variant("y", "dyn-woven, every iteration checked", true, List.of());
    private static final Variant FACES = new Variant("b", "dyn-woven, boundary iterations (faces, width 2)", true,
            BOUNDARY);
    /** What the hooks cost with nothing checked (a {@code -debug} jar run normally): constructs run their plain body. */
    private static final Variant OFF = new Variant("n", "dyn-woven, EnableDynControl=0", true,
            List.of("-DEnableDynControl=0"));

    /**
     * A kernel at one size with the variants measured there. Warm-up: 30 sweeps or iterations at the small
     * sizes, 20 at the large ones, so that the checker's code is compiled before the timed solves even
     * where it runs for a few boundary iterations only (with 2 it was still partly interpreted and boundary
     * checking measured up to twice its steady cost).
     */
    private record Case(KernelSetup kernel, String group, List<Variant> variants) {
    }

    private static final List<Case> CASES = List.of(
            new Case(new KernelSetup("jacobi", "Jacobi 2D, n = 500, 20 sweeps", 500, 20, 30), "small",
                    List.of(RELEASE, FULL, FACES, OFF)),
            new Case(new KernelSetup("cg", "CG, 5-point matrix of 250 x 250 rows, 20 iterations", 250, 20, 30), "small",
                    List.of(RELEASE, FULL, FACES, OFF)),
            new Case(new KernelSetup("jacobi", "Jacobi 2D, n = 2000, 50 sweeps", 2000, 50, 20), "large",
                    List.of(RELEASE, FACES)),
            new Case(new KernelSetup("cg", "CG, 5-point matrix of 1000 x 1000 rows, 50 iterations", 1000, 50, 20),
                    "large", List.of(RELEASE, FACES)));

    private DynOverheadDriver() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        int rounds = Integer.parseInt(options.getOrDefault("rounds", "3"));
        int repeats = Integer.parseInt(options.getOrDefault("repeats", "3"));
        String only = options.get("only");
        String libs = options.get("libs");
        List<Case> cases = new ArrayList<>();
        for (Case c : CASES) {
            if (only == null || only.equals(c.group())) {
                cases.add(c);
            }
        }
        Map<Case, Map<Variant, List<RunResult>>> results = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Case c : cases) {
                for (Variant variant : c.variants()) {
                    String classes = options.get(variant.dyn() ? "dyn" : "release");
                    RunResult result = run(c.kernel(), variant, classes, libs, repeats, problems);
                    System.err.printf("round %d/%d  %-6s %-5s %s  %.3f s%n", round, rounds, c.kernel().name(),
                            c.group(), variant.key(), result.seconds());
                    results.computeIfAbsent(c, k -> new LinkedHashMap<>())
                            .computeIfAbsent(variant, v -> new ArrayList<>()).add(result);
                }
            }
        }
        System.out.printf("%nDynamic control overhead on %s %s: %d interleaved rounds, each run in its own JVM (%s),"
                        + " median of %d timed solves per run; table: medians over the rounds.%n",
                System.getProperty("java.vm.name"), System.getProperty("java.version"), rounds,
                String.join(" ", HEAP), repeats);
        Map<String, List<Double>> slowdowns = new LinkedHashMap<>();
        double worstHeap = 0;
        for (Map.Entry<Case, Map<Variant, List<RunResult>>> entry : results.entrySet()) {
            Case c = entry.getKey();
            List<RunResult> release = entry.getValue().get(RELEASE);
            double r = median(release, RunResult::seconds);
            double data = median(release, run -> (double) run.heapData());
            double releaseHeap = median(release, run -> (double) run.heapTotal());
            System.out.printf("%n%s%n", c.kernel().description());
            double[] reference = release.get(0).checksums();
            for (Variant variant : c.variants()) {
                List<RunResult> runs = entry.getValue().get(variant);
                double seconds = median(runs, RunResult::seconds);
                double heap = median(runs, run -> (double) run.heapTotal());
                if (variant == RELEASE) {
                    System.out.printf("  r  %-48s %8.3f s   heap %7.1f MB (data %.1f MB)%n", variant.description(),
                            seconds, heap / 1e6, data / 1e6);
                    continue;
                }
                double added = (heap - releaseHeap) / data;
                worstHeap = Math.max(worstHeap, added);
                System.out.printf("  %s  %-48s %8.3f s   heap %7.1f MB   slowdown %s/r = %6.2f   added heap / data"
                        + " = %.2f%n", variant.key(), variant.description(), seconds, heap / 1e6, variant.key(),
                        seconds / r, added);
                slowdowns.computeIfAbsent(variant.key() + " " + c.group(), k -> new ArrayList<>()).add(seconds / r);
                for (RunResult run : runs) {
                    for (int k = 0; k < reference.length; k++) {
                        double difference = Math.abs(run.checksums()[k] - reference[k]);
                        if (difference > 1e-12 * Math.max(1, Math.abs(reference[k]))) {
                            problems.add(c.kernel().description() + ": " + variant.key() + " checksum "
                                    + run.checksums()[k] + " differs from " + reference[k]);
                        }
                    }
                }
            }
        }
        System.out.println();
        for (Map.Entry<String, List<Double>> mode : slowdowns.entrySet()) {
            double logSum = 0;
            for (double slowdown : mode.getValue()) {
                logSum += Math.log(slowdown);
            }
            String[] keyAndGroup = mode.getKey().split(" ");
            String what = keyAndGroup[0].equals("y") ? "every iteration checked"
                    : keyAndGroup[0].equals("b") ? "boundary iterations (faces, width 2)" : "nothing checked (hooks only)";
            System.out.printf("slowdown, geometric mean, %-38s %-5s sizes: %6.2f (target <= 3)%n", what,
                    keyAndGroup[1], Math.exp(logSum / mode.getValue().size()));
        }
        System.out.printf("largest added heap / data = %.2f (target <= 2)%n", worstHeap);
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.out.println("FAILED: " + p));
            System.exit(1);
        }
    }

    private static RunResult run(KernelSetup kernel, Variant variant, String classes, String libs, int repeats,
                                 List<String> problems) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(HEAP);
        command.add("-Ddvm.procs=1");
        File errors = File.createTempFile("dvm-dyn-errors", ".txt");
        errors.deleteOnExit();
        command.add("-DDebugOptions.ErrorFile=" + errors.getPath());
        command.add("-DDebugOptions.SarifFile=");
        command.addAll(variant.options());
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
            throw new IllegalStateException(kernel.name() + "/" + variant.key() + " failed (exit " + exit + "): "
                    + String.join(" ", command) + "\n" + output + stderr);
        }
        if (variant.dyn() && variant != OFF && !stderr.contains("no errors")) {
            problems.add(kernel.name() + ": dynamic control reported: " + stderr.trim());
        }
        return RunResult.parse(resultLine);
    }

    private static double median(List<RunResult> runs, java.util.function.ToDoubleFunction<RunResult> value) {
        double[] sorted = runs.stream().mapToDouble(value).toArray();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
