package org.javadvm.benchmark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The benchmark's table, ratios and checks over all runs. */
final class Report {
    /** Largest relative difference allowed between any run's checksum and variant a's first run. */
    static final double TOLERANCE = 1e-12;

    private final int rounds;
    private final int repeats;
    private final List<String> heap;
    private final Map<KernelSetup, Map<Variant, List<RunResult>>> results;

    Report(int rounds, int repeats, List<String> heap, Map<KernelSetup, Map<Variant, List<RunResult>>> results) {
        this.rounds = rounds;
        this.repeats = repeats;
        this.heap = heap;
        this.results = results;
    }

    String table() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%nJava-DVM foundation benchmark on %s %s, %d processors.%n"
                        + "%d interleaved rounds of variants a b c d (d where a kernel has it), each run in its own JVM (%s): warm-up, then the"
                        + " median of %d timed solves.%nTable: median, min and max over the rounds.%n",
                System.getProperty("java.vm.name"), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), rounds, String.join(" ", heap), repeats));
        for (Map.Entry<KernelSetup, Map<Variant, List<RunResult>>> kernel : results.entrySet()) {
            out.append(String.format("%n%s%n", kernel.getKey().description()));
            out.append(String.format("  %-36s %9s %9s %9s   %s%n", "variant", "median s", "min s", "max s",
                    "checksums"));
            for (Map.Entry<Variant, List<RunResult>> variant : kernel.getValue().entrySet()) {
                double[] times = variant.getValue().stream().mapToDouble(RunResult::seconds).sorted().toArray();
                out.append(String.format("  %-36s %9.3f %9.3f %9.3f   %s%n",
                        variant.getKey().key() + "  " + variant.getKey().label(), median(times), times[0],
                        times[times.length - 1], checksums(variant.getValue().get(0))));
            }
            double a = median(kernel.getValue(), "a");
            double b = median(kernel.getValue(), "b");
            double c = median(kernel.getValue(), "c");
            double d = median(kernel.getValue(), "d");
            KernelSetup setup = kernel.getKey();
            boolean jacobi = setup.name().equals("jacobi");
            boolean probe = setup.name().equals("tiny"); // measures a call's cost: its figure is per call
            out.append(ratio("b/a", "release-woven overhead on 1 processor", b / a, "<=", 1.03, !probe));
            out.append(ratio("c/b", "2 processors against 1", c / b, "<", 1.0, !probe));
            out.append(ratio("a/c", "speed-up on 2 processors", a / c, ">=", 1.7, jacobi));
            if (setup.streams()) {
                out.append(ratio("c/d", "Java-DVM on 2 vs parallel streams", c / d, "<=", 1.0, true));
            }
            out.append(pairs(kernel.getValue(), "b", "a"));
            out.append(pairs(kernel.getValue(), "c", "b"));
            if (kernel.getValue().keySet().stream().anyMatch(Variant::baseline)) {
                out.append(pairs(kernel.getValue(), "B", "a"));
                out.append(pairs(kernel.getValue(), "C", "B"));
                out.append(pairs(kernel.getValue(), "b", "B"));
                out.append(pairs(kernel.getValue(), "c", "C"));
            }
            double aCpu = medianCpu(kernel.getValue(), "a");
            double bCpu = medianCpu(kernel.getValue(), "b");
            double cCpu = medianCpu(kernel.getValue(), "c");
            out.append(String.format("  CPU of the calling thread, median s: a %.3f, b %.3f, c %.3f; b/a = %.4f, c/b = %.4f%n",
                    aCpu, bCpu, cCpu, bCpu / aCpu, cCpu / bCpu));
            double calls = (double) setup.iterations() * setup.callsPerIteration();
            out.append(String.format("  per construct call (%.0f calls): b %.3f us, c %.3f us; overhead b-a %.3f us,"
                            + " c-a %.3f us; calling thread's CPU b-a %.3f us, c-a %.3f us%n", calls, b / calls * 1e6,
                    c / calls * 1e6, (b - a) / calls * 1e6, (c - a) / calls * 1e6, (bCpu - aCpu) / calls * 1e6,
                    (cCpu - aCpu) / calls * 1e6));
        }
        List<String> problems = problems();
        out.append(String.format("%nchecks: %s%n", problems.isEmpty()
                ? "all variants' checksums agree within " + TOLERANCE + " relative; b and c ran woven classes,"
                        + " a and d plain ones"
                : problems.size() + " problem(s), see below"));
        return out.toString();
    }

    /** Runs whose checksums disagree with variant a's, and runs of the wrong kind of classes. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<KernelSetup, Map<Variant, List<RunResult>>> kernel : results.entrySet()) {
            double[] reference = kernel.getValue().entrySet().stream().filter(e -> e.getKey().key().equals("a"))
                    .findFirst().orElseThrow().getValue().get(0).checksums();
            for (Map.Entry<Variant, List<RunResult>> variant : kernel.getValue().entrySet()) {
                String where = kernel.getKey().name() + " variant " + variant.getKey().key();
                for (RunResult run : variant.getValue()) {
                    if (run.woven() != variant.getKey().woven()) {
                        problems.add(where + " ran " + (run.woven() ? "woven" : "un-woven") + " classes");
                    }
                    if (!agree(reference, run.checksums())) {
                        problems.add(where + " checksums " + checksums(run) + " differ from variant a's "
                                + Arrays.toString(reference) + " by more than " + TOLERANCE + " relative");
                    }
                }
            }
        }
        return problems;
    }

    private static boolean agree(double[] expected, double[] actual) {
        if (expected.length != actual.length) {
            return false;
        }
        for (int i = 0; i < expected.length; i++) {
            double scale = Math.max(Math.abs(expected[i]), Math.abs(actual[i]));
            // The negated form also rejects NaN.
            if (!(Math.abs(expected[i] - actual[i]) <= TOLERANCE * scale)) {
                return false;
            }
        }
        return true;
    }

    private static String ratio(String name, String meaning, double value, String relation, double target,
                                boolean targeted) {
        String verdict;
        if (!targeted) {
            verdict = "(no target for this kernel)";
        } else {
            boolean met = switch (relation) {
                case "<=" -> value <= target;
                case "<" -> value < target;
                default -> value >= target;
            };
            verdict = String.format("(target %s %.2f) %s", relation, target, met ? "met" : "MISSED");
        }
        return String.format("  %s = %6.4f  %-40s %s%n", name, value, meaning, verdict);
    }

    /**
     * The ratio {@code top/bottom} of each round's two runs (run one after the other, so that a drift of the
     * machine's speed hits both): median, min and max over the rounds. Steadier than the ratio of the medians
     * when the machine is shared.
     */
    private static String pairs(Map<Variant, List<RunResult>> runs, String top, String bottom) {
        List<RunResult> tops = runsOf(runs, top);
        List<RunResult> bottoms = runsOf(runs, bottom);
        double[] ratios = new double[Math.min(tops.size(), bottoms.size())];
        for (int r = 0; r < ratios.length; r++) {
            ratios[r] = tops.get(r).seconds() / bottoms.get(r).seconds();
        }
        Arrays.sort(ratios);
        return String.format("  %s pair by pair over %d rounds: median %.4f, min %.4f, max %.4f%n", top + "/" + bottom,
                ratios.length, median(ratios), ratios[0], ratios[ratios.length - 1]);
    }

    private static List<RunResult> runsOf(Map<Variant, List<RunResult>> runs, String key) {
        return runs.entrySet().stream().filter(e -> e.getKey().key().equals(key)).findFirst()
                .map(Map.Entry::getValue).orElseThrow();
    }

    private static double median(Map<Variant, List<RunResult>> runs, String key) {
        return runs.entrySet().stream().filter(e -> e.getKey().key().equals(key)).findFirst()
                .map(e -> median(e.getValue().stream().mapToDouble(RunResult::seconds).sorted().toArray()))
                .orElse(Double.NaN);
    }

    private static double medianCpu(Map<Variant, List<RunResult>> runs, String key) {
        return runs.entrySet().stream().filter(e -> e.getKey().key().equals(key)).findFirst()
                .map(e -> median(e.getValue().stream().mapToDouble(RunResult::mainCpu).sorted().toArray()))
                .orElse(Double.NaN);
    }

    private static double median(double[] sorted) {
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static String checksums(RunResult run) {
        return Arrays.stream(run.checksums()).mapToObj(c -> String.format("%.15g", c))
                .collect(Collectors.joining(" "));
    }
}
