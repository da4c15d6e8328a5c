package org.javadvm.benchmark;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.javadvm.internal.WovenClass;

/**
 * The runs of one variant in a fresh JVM (also the heap the kernel's data and the whole run hold):
 * {@code <kernel> <dvm|streams> <size> <iterations> <warm-up iterations> <repeats>}. Warms up on the same
 * data, then {@code repeats} times resets it and times {@code solve(iterations)}; prints one result line,
 * with the median of those times, that {@link BenchmarkDriver} parses. (Timing several solves per JVM
 * damps this machine's run-to-run noise of several per cent.)
 */
public final class VariantMain {
    private VariantMain() {
    }

    public static void main(String[] args) {
        if (args.length != 6) {
            throw new IllegalArgumentException("usage: VariantMain <kernel> <dvm|streams> <size> <iterations>"
                    + " <warm-up iterations> <repeats>");
        }
        String kernelName = args[0];
        String implementation = args[1];
        int size = Integer.parseInt(args[2]);
        int iterations = Integer.parseInt(args[3]);
        int warmUp = Integer.parseInt(args[4]);
        int repeats = Integer.parseInt(args[5]);
        long heapBefore = usedHeapAfterGc();
        Kernel kernel = create(kernelName, implementation, size);

        kernel.reset();
        kernel.solve(warmUp);
        double[] seconds = new double[repeats];
        double[] cpuSeconds = new double[repeats];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int repeat = 0; repeat < repeats; repeat++) {
            kernel.reset();
            System.gc();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            kernel.solve(iterations);
            seconds[repeat] = (System.nanoTime() - start) / 1e9;
            cpuSeconds[repeat] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        }
        Arrays.sort(cpuSeconds);
        Arrays.sort(seconds);
        double median = repeats % 2 == 1 ? seconds[repeats / 2]
                : (seconds[repeats / 2 - 1] + seconds[repeats / 2]) / 2;

        String checksums = Arrays.stream(kernel.checksums()).mapToObj(Double::toString)
                .collect(Collectors.joining(","));
        boolean woven = kernel.getClass().isAnnotationPresent(WovenClass.class);
        long heapTotal = usedHeapAfterGc();
        System.out.println("RESULT woven=" + woven + " seconds=" + median + " checksums=" + checksums
                + " mainCpu=" + cpuSeconds[repeats / 2] + " heapData=" + (heapTotal - heapBefore) + " heapTotal=" + heapTotal);
        java.lang.ref.Reference.reachabilityFence(kernel);
    }

    /** Used heap after a full collection (System.gc() is one with the JVM's default collector). */
    private static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 2; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    static Kernel create(String kernel, String implementation, int size) {
        return switch (kernel + "/" + implementation) {
            case "jacobi/dvm" -> new JacobiDvm(size);
            case "jacobi/streams" -> new JacobiStreams(size);
            case "cg/dvm" -> new CgDvm(size);
            case "cg/streams" -> new CgStreams(size);
            case "sor/dvm" -> new SorDvm(size);
            case "sparse/dvm" -> new SparseDvm(size);
            case "series/dvm" -> new SeriesDvm(size);
            case "lufact/dvm" -> new LuDvm(size);
            case "tiny/dvm" -> new TinyDvm(size);
            default -> throw new IllegalArgumentException("unknown kernel/implementation: " + kernel + "/" + implementation);
        };
    }
}
