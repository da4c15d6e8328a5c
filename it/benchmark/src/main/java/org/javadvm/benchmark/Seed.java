package org.javadvm.benchmark;

/**
 * Seeded divergences for the trace benchmark ({@code trace-bench.sh} with {@code SEED=...}), chosen by the system
 * property {@code bench.seed}; none unless it is set. Static finals: without a seed the JIT folds the checks away,
 * so the kernels' speed is unchanged, and the woven code reports no access to a final field, so a seed leaves no
 * record of its own in a trace: only its effect on the kernel's data can be found.
 */
final class Seed {
    /**
     * {@code interior}: one value, at a point interior to the loop and to every processor's block of a grid of up
     * to 4 processors, is computed wrongly (the script sets it in the compared run only: a value computed
     * differently by the parallel run).
     */
    static final boolean INTERIOR = "interior".equals(System.getProperty("bench.seed"));
    /**
     * {@code reduction}: the update of a reduction variable is not its declared operation (the script sets it in
     * both runs: the results differ once the loop is split over processors).
     */
    static final boolean REDUCTION = "reduction".equals(System.getProperty("bench.seed"));

    private Seed() {
    }
}
