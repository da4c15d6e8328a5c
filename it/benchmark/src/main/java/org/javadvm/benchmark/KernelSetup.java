package org.javadvm.benchmark;

import java.util.List;

/** A kernel with its problem size and iteration counts (chosen so that each variant runs for 1 s or more). */
record KernelSetup(String name, String description, int size, int iterations, int warmUpIterations) {

    static final List<KernelSetup> ALL = List.of(
            new KernelSetup("jacobi", "Jacobi 2D, n = 2000, 200 sweeps", 2000, 200, 30),
            new KernelSetup("cg", "CG, 5-point matrix of 1000 x 1000 rows, 150 iterations", 1000, 150, 50));

    static KernelSetup named(String name) {
        return ALL.stream().filter(k -> k.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown kernel: " + name));
    }
}
