package org.javadvm.benchmark;

import java.util.List;

/**
 * A kernel with its problem size and iteration counts (chosen so that each timed solve runs for about 1 s or more, long enough to resolve a few per cent),
 * how many construct calls one iteration makes, and whether it has a parallel-streams version (variant d).
 */
record KernelSetup(String name, String description, int size, int iterations, int warmUpIterations,
                   long callsPerIteration, boolean streams) {

    /** The kernels run by default: the foundation's two, then the real-code kinds of issue 11. */
    static final List<KernelSetup> ALL = List.of(
            new KernelSetup("jacobi", "Jacobi 2D, n = 2000, 200 sweeps", 2000, 200, 30, 2, true),
            new KernelSetup("cg", "CG, 5-point matrix of 1000 x 1000 rows, 150 iterations", 1000, 150, 50, 3, true),
            new KernelSetup("sor", "SOR red-black, n = 400, 6000 sweeps (2 loops each)", 400, 6000, 1000, 2, false),
            new KernelSetup("sparse", "sparse y += A x, 200000 rows x 5 random columns, 500 products", 200_000,
                    500, 100, 1, false),
            new KernelSetup("series", "Fourier coefficients of (x+1)^x, 2000 coefficients x 500 steps, 30 times",
                    2000, 30, 6, 1, false),
            new KernelSetup("lufact", "LU with pivoting, n = 500 by columns, 120 factorisations (499 loops each)",
                    500, 120, 20, 499, false),
            new KernelSetup("tiny", "a loop over 200 elements, 100 x 1000 calls", 200, 100, 100, TinyDvm.CALLS,
                    false));

    /** The kernels a run takes when none are named. */
    static final String DEFAULT = "jacobi,cg,sor,sparse,series,lufact,tiny";

    /** For the dynamic-control driver: one call per iteration counted, with the streams version. */
    KernelSetup(String name, String description, int size, int iterations, int warmUpIterations) {
        this(name, description, size, iterations, warmUpIterations, 1, true);
    }

    static KernelSetup named(String name) {
        return ALL.stream().filter(k -> k.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown kernel: " + name));
    }

    /** The variants this kernel runs: all, or all but parallel streams; then b and c on the baseline if asked. */
    List<Variant> variants(boolean baseline) {
        List<Variant> variants = new java.util.ArrayList<>(streams ? Variant.ALL : Variant.ALL.subList(0, 3));
        if (baseline) {
            variants.addAll(Variant.BASELINE);
        }
        return variants;
    }
}
