package org.javadvm.benchmark;

import java.util.Arrays;

/**
 * One kernel run for the trace benchmark ({@code trace-bench.sh}): {@code <kernel> <size> <iterations>}: the data
 * set up, {@code iterations} steps, the checksums printed. Nothing the run measures is in the program's data, so a
 * comparison with the reference trace has nothing to report on a correct kernel.
 */
public final class TraceBenchMain {
    private TraceBenchMain() {
    }

    public static void main(String[] args) {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: TraceBenchMain <kernel> <size> <iterations>");
        }
        Kernel kernel = VariantMain.create(args[0], "dvm", Integer.parseInt(args[1]));
        kernel.reset();
        kernel.solve(Integer.parseInt(args[2]));
        System.out.println("checksums=" + Arrays.toString(kernel.checksums()));
    }
}
