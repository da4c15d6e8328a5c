package org.javadvm.bad.nest;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Loop bodies that would give another result on a part of the range than on the whole. */
public class Misshapen {
    @Distributed(shadow = 1)
    double[] a = new double[101];
    @Distributed(format = {org.javadvm.Format.BLOCK, org.javadvm.Format.BLOCK})
    double[][] m = new double[10][10];
    double s;
    int found = -1;

    @ParallelLoop(on = "a")
    void stepsByTwo(int lo, int hi) {
        for (int i = lo; i < hi; i += 2) {
            a[i] += 1;
        }
    }

    @ParallelLoop(on = "a")
    void startsAfterItsBound(int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            a[i] += 10;
        }
    }

    @ParallelLoop(on = "a")
    void includesItsUpperBound(int lo, int hi) {
        for (int i = lo; i <= hi; i++) {
            a[i] += 100;
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "s", op = ReductionOp.SUM)
    void scalesByItsRange(int lo, int hi) {
        double h = 1.0 / (hi - lo);
        for (int i = lo; i < hi; i++) {
            s += a[i] * h;
        }
    }

    @ParallelLoop(on = "a")
    void returnsAtTheFirstMatch(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (a[i] == 7) {
                found = i;
                return;
            }
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "s", op = ReductionOp.SUM)
    void breaksAtANegative(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (a[i] < 0) {
                break;
            }
            s += a[i];
        }
    }

    @ParallelLoop(on = "a")
    void assignsItsBound(int lo, int hi) {
        hi = Math.min(hi, 50);
        for (int i = lo; i < hi; i++) {
            a[i] = 1;
        }
    }

    @ParallelLoop(on = "a")
    void changesItsVariable(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (a[i] > 0) {
                i++;
            }
        }
    }

    @ParallelLoop(on = "a")
    void catchesOutsideTheLoop(int lo, int hi) {
        try {
            for (int i = lo; i < hi; i++) {
                a[i] = 1 / (int) a[i];
            }
        } catch (ArithmeticException e) {
            found = 0;
        }
    }

    @ParallelLoop(on = "a")
    void repeatsTheNest(int lo, int hi) {
        for (int sweep = 0; sweep < 3; sweep++) {
            for (int i = lo; i < hi; i++) {
                a[i] += a[i] * 0.5;
            }
        }
    }

    @ParallelLoop(on = "m")
    void loopsOneAfterTheOther(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            m[i][0] = i;
        }
        for (int j = j0; j < j1; j++) {
            m[0][j] = j;
        }
    }

    @ParallelLoop(on = "m")
    void ignoresASecondDimension(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = 0; j < 10; j++) {
                m[i][j] += 1;
            }
        }
    }

    @ParallelLoop(on = "a", across = "a")
    void downwardAcrossUndeclared(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            a[i] = a[i + 1] * 0.5;
        }
    }

    @ParallelLoop(on = "a")
    void leavesWithAnExtraCondition(int lo, int hi) {
        for (int i = lo; i < hi && found < 0; i++) {
            a[i] = 2;
        }
    }
}
