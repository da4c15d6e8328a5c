package org.javadvm.samples.pieces;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Loops whose first call may run each block in pieces (split=) and loops that must not, each called twice: the
 * results of both calls are the plain program's on every grid.
 */
public class Pieces {
    @Distributed
    double[] v = new double[200];
    @Distributed(format = {Format.BLOCK, Format.BLOCK})
    double[][] m = new double[24][36];
    double sum;
    double least;
    int leastAt;
    int lastLength;
    int helped;

    /** A scratch array and Math before the nest, the scratch written before it is read: split along dimension 0. */
    @ParallelLoop(on = "v")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void scratchFirst(int lo, int hi) {
        double[] scratch = new double[Math.max(4, v.length / 8)];
        double scale = Math.sqrt(2.0);
        for (int i = lo; i < hi; i++) {
            scratch[i % scratch.length] = Math.sqrt(i + 1.0) * scale;
            v[i] = scratch[i % scratch.length] * 1e-3 + v[i] * 0.5;
            sum += v[i] * (i % 7 - 3.25);
        }
    }

    /**
     * A running value carried from one iteration to the next (not the same on a part of the range as on the
     * whole: already different on several processors): no split, so that one processor keeps the plain result.
     * Not called by {@link #run()}, whose results are compared on every grid.
     */
    @ParallelLoop(on = "v")
    void runningValue(int lo, int hi) {
        double run = 0;
        for (int i = lo; i < hi; i++) {
            run += v[i];
            v[i] = run;
        }
    }

    /** Ties of MINLOC found scanning upward with a strict test: split, and the first tie still wins. */
    @ParallelLoop(on = "v")
    @Reduction(var = "least", op = ReductionOp.MINLOC, loc = "leastAt")
    void firstTie(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double value = i % 9 == 4 ? -1.5 : v[i];
            if (value < least) {
                least = value;
                leastAt = i;
            }
        }
    }

    /** Scanning downward with <=: no split (pieces run upward), and the smallest tied location still wins. */
    @ParallelLoop(on = "v")
    @Reduction(var = "least", op = ReductionOp.MINLOC, loc = "leastAt")
    void lastTieDownward(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            double value = i % 9 == 4 ? -1.5 : v[i];
            if (value <= least) {
                least = value;
                leastAt = i;
            }
        }
    }

    /** Writes a field before its nest: no split (a second call would write it again). */
    @ParallelLoop(on = "v")
    void writesFirst(int lo, int hi) {
        lastLength = v.length;
        for (int i = lo; i < hi; i++) {
            v[i] += 1;
        }
    }

    /** Calls a method before its nest: no split. */
    @ParallelLoop(on = "v")
    void callsFirst(int lo, int hi) {
        double scale = scale();
        for (int i = lo; i < hi; i++) {
            v[i] *= scale;
        }
    }

    double scale() {
        return 0.75;
    }

    /** The outer loop runs along dimension 1: split along dimension 1. */
    @ParallelLoop(on = "m")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void columnsOutside(int i0, int i1, int j0, int j1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                m[i][j] = m[i][j] * 0.5 + i - j * 0.25;
                sum += m[i][j] / (1 + i + j);
            }
        }
    }

    /** Both calls of every loop on fresh data, a line each: the first call's line is the second's on every grid. */
    public static String run() {
        StringBuilder out = new StringBuilder();
        for (int call = 0; call < 2; call++) {
            Pieces p = new Pieces();
            for (int i = 0; i < p.v.length; i++) {
                p.v[i] = (i * 37 % 101) * 0.25;
            }
            p.scratchFirst(0, 200);
            p.least = Double.POSITIVE_INFINITY;
            p.leastAt = -1;
            p.firstTie(0, 200);
            out.append(Double.doubleToLongBits(p.sum)).append(' ').append(p.least).append('@').append(p.leastAt);
            p.least = Double.POSITIVE_INFINITY;
            p.leastAt = -1;
            p.lastTieDownward(0, 200);
            p.writesFirst(0, 200);
            p.callsFirst(0, 200);
            p.sum = 0;
            p.columnsOutside(0, 24, 0, 36);
            double check = 0;
            for (double x : p.v) {
                check += x;
            }
            out.append(' ').append(p.least).append('@').append(p.leastAt).append(' ')
                    .append(Double.doubleToLongBits(p.sum)).append(' ').append(p.lastLength).append(' ')
                    .append(Double.doubleToLongBits(check)).append('\n');
        }
        return out.toString();
    }
}
