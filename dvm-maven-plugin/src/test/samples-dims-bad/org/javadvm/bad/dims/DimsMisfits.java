package org.javadvm.bad.dims;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** One misuse of @ParallelLoop(dims) per method; the weaver must name each of them. */
public class DimsMisfits {
    @Distributed(format = {WHOLE, BLOCK})
    double[][] c = new double[2][8];
    @Distributed(format = {BLOCK, BLOCK})
    double[][] m = new double[4][4];
    @Distributed(format = {WHOLE, WHOLE})
    double[][] everywhere = new double[4][4];

    @ParallelLoop(on = "c", dims = 2)
    void beyondTheArray(int k0, int k1) {
    }

    @ParallelLoop(on = "c", dims = -1)
    void negativeDimension(int k0, int k1) {
    }

    @ParallelLoop(on = "m", dims = {1, 1})
    void sameDimensionTwice(int i0, int i1, int j0, int j1) {
    }

    @ParallelLoop(on = "m", rank = 2, dims = 1)
    void rankDisagrees(int i0, int i1, int j0, int j1) {
    }

    @ParallelLoop(on = "c", dims = {1, 0, 1})
    void moreDimensionsThanTheArray(int a0, int a1, int b0, int b1, int c0, int c1) {
    }

    @ParallelLoop(on = "c", dims = 0)
    void onlyAlongWhole(int r0, int r1) {
    }

    @ParallelLoop(on = "c", rank = 1)
    void leadingDimensionIsWhole(int r0, int r1) {
    }

    @ParallelLoop(on = "c", dims = 1, offset = {0, 1})
    void offsetPerArrayDimension(int k0, int k1) {
    }

    @ParallelLoop(on = "m", dims = {1, 0})
    void boundsForOneDimension(int j0, int j1) {
    }

    /** Fits: the array is on every processor, there is no BLOCK dimension to map. */
    @ParallelLoop(on = "everywhere", dims = 1)
    void replicatedArray(int j0, int j1) {
    }
}
