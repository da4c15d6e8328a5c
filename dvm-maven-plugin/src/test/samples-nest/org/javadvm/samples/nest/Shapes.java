package org.javadvm.samples.nest;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;
import org.javadvm.TaskRegion;

/** Loop nests written the ways people write them; each means the plain nest over its bounds. */
public class Shapes {
    @Distributed(format = {Format.BLOCK, Format.BLOCK})
    double[][] m = new double[40][30];
    @Distributed
    double[] v = new double[500];
    double sum;
    int tasks;
    final Object lock = new Object();

    @ParallelLoop(on = "v")
    void whileLoop(int lo, int hi) {
        int i = lo;
        while (i < hi) {
            v[i] = i * 0.5;
            i++;
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void swappedTestContinueInnerBreakCatchAndLock(int lo, int hi) {
        double local = 0;
        for (int i = lo; hi > i; ++i) {
            if (i % 3 == 0) {
                continue;
            }
            for (int k = 0; k < 10; k++) {
                if (k * k > i) {
                    break;
                }
                local += k;
            }
            try {
                local += 10 / (i % 7);
            } catch (ArithmeticException e) {
                local -= 1;
            }
            synchronized (lock) {
                local += v[i];
            }
        }
        sum += local;
    }

    @ParallelLoop(on = "v")
    void downwardWithoutAcross(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            v[i] += 1;
        }
    }

    @ParallelLoop(on = "m", dims = {1, 0})
    void columnsOuter(int j0, int j1, int i0, int i1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                m[i][j] = i * 100 + j;
            }
        }
    }

    @ParallelLoop(on = "m")
    void secondDimensionOuter(int i0, int i1, int j0, int j1) {
        for (int j = j0; j < j1; j++) {
            double shift = j * 0.25;
            for (int i = i0; i < i1; i++) {
                m[i][j] += shift;
            }
        }
    }

    @ParallelLoop(on = "v")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void splitsItself(int lo, int hi) {
        if (hi - lo > 64) {
            int mid = (lo + hi) >>> 1;
            splitsItself(lo, mid);
            splitsItself(mid, hi);
            return;
        }
        for (int i = lo; i < hi; i++) {
            sum += v[i];
        }
    }

    @TaskRegion
    @Reduction(var = "tasks", op = ReductionOp.SUM)
    void region(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            tasks += t + 1;
        }
    }

    public static String run() {
        Shapes p = new Shapes();
        p.whileLoop(0, 500);
        p.swappedTestContinueInnerBreakCatchAndLock(0, 500);
        p.downwardWithoutAcross(0, 500);
        p.columnsOuter(0, 30, 0, 40);
        p.secondDimensionOuter(0, 40, 0, 30);
        p.splitsItself(0, 500);
        p.region(0, 3);
        double ms = 0;
        for (double[] row : p.m) {
            for (double e : row) {
                ms += e;
            }
        }
        double vs = 0;
        for (double e : p.v) {
            vs += e;
        }
        return "sum=" + p.sum + " m=" + ms + " v=" + vs + " tasks=" + p.tasks;
    }
}
