package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.javadvm.Format;
import org.javadvm.ParallelLoop;

/**
 * Which dimensions of its ON array a parallel loop runs along ({@code @ParallelLoop(dims)}, DVM's
 * {@code ON a(*, k)}): resolved and checked against the array, and written as the spec's {@code dims=} field.
 */
final class LoopDims {
    private LoopDims() {
    }

    /**
     * Per loop dimension, the dimension of {@code on} it runs along: {@code dims} as declared, else the leading
     * {@code rank} dimensions; {@code null} after a problem, which goes to {@code fail}.
     */
    static int[] of(ParallelLoop loop, DistributedArray on, Consumer<String> fail) {
        int[] dims = loop.dims();
        if (dims.length == 0) {
            int rank = loop.rank() == 0 ? on.rank() : loop.rank();
            if (rank < 1 || rank > on.rank()) {
                fail.accept("@ParallelLoop rank " + loop.rank() + " does not fit \"" + on.name() + "\" of rank "
                        + on.rank());
                return null;
            }
            dims = new int[rank];
            Arrays.setAll(dims, d -> d);
            return dims;
        }
        String declared = "@ParallelLoop dims = " + braces(dims);
        if (loop.rank() != 0 && loop.rank() != dims.length) {
            fail.accept(declared + " maps " + dims.length + " loop dimension" + (dims.length == 1 ? "" : "s")
                    + ", but rank says " + loop.rank() + "; the loop has one dimension per entry of dims, drop rank");
            return null;
        }
        if (dims.length > on.rank()) {
            fail.accept(declared + " maps " + dims.length + " loop dimensions onto \"" + on.name() + "\" of rank "
                    + on.rank());
            return null;
        }
        boolean[] taken = new boolean[on.rank()];
        for (int dim : dims) {
            if (dim < 0 || dim >= on.rank()) {
                fail.accept(declared + " names dimension " + dim + " of \"" + on.name() + "\", which has dimensions 0 to "
                        + (on.rank() - 1));
                return null;
            }
            if (taken[dim]) {
                fail.accept(declared + " names dimension " + dim + " of \"" + on.name() + "\" twice; each loop "
                        + "dimension runs along its own dimension");
                return null;
            }
            taken[dim] = true;
        }
        return dims.clone();
    }

    /**
     * Whether the loop runs along a BLOCK dimension of its template, in its declared format or in one a
     * {@code @Redistribute} of the class gives it, or the template has none. Otherwise every iteration would run on
     * one processor: refused through {@code fail}, naming the BLOCK dimensions to map.
     */
    static boolean mapsBlock(int[] dims, String on, DistributedArray template, List<Format[]> redistributed,
                             Consumer<String> fail) {
        for (Format[] other : redistributed) {
            for (int dim : dims) {
                if (other[dim] == Format.BLOCK) {
                    return true;
                }
            }
        }
        Format[] format = template.format();
        List<Integer> block = new ArrayList<>();
        for (int t = 0; t < format.length; t++) {
            if (format[t] == Format.BLOCK) {
                block.add(t);
            }
        }
        for (int dim : dims) {
            if (format[dim] == Format.BLOCK) {
                return true;
            }
        }
        if (block.isEmpty()) {
            return true; // every dimension WHOLE: the array is on every processor, the loop runs on processor 0
        }
        String along = dims.length == 1 ? "dimension " + dims[0] : "dimensions " + braces(dims);
        String blocks = block.size() == 1 ? "dimension " + block.get(0)
                : "dimensions " + block.toString().replace('[', '{').replace(']', '}');
        fail.accept("@ParallelLoop runs along " + along + " of \"" + on + "\", WHOLE in its format "
                + Arrays.toString(format).replace('[', '{').replace(']', '}') + ", and along no BLOCK dimension"
                + (redistributed.isEmpty() ? "" : " of it or of the formats its @Redistribute methods give it")
                + ": every iteration would run on one processor; map a loop dimension onto BLOCK " + blocks + " with dims");
        return false;
    }

    /** {@code ;dims=t0,t1,...}, or nothing when the loop runs along the leading dimensions (the spec's default). */
    static String specField(int[] dims) {
        StringBuilder field = new StringBuilder(";dims=");
        boolean leading = true;
        for (int d = 0; d < dims.length; d++) {
            field.append(d == 0 ? "" : ",").append(dims[d]);
            leading &= dims[d] == d;
        }
        return leading ? "" : field.toString();
    }

    private static String braces(int[] values) {
        return Arrays.toString(values).replace('[', '{').replace(']', '}');
    }
}
