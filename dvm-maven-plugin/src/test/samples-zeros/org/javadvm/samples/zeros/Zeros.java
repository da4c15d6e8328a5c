package org.javadvm.samples.zeros;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;

/**
 * MIN and MAX over data holding 0.0 and -0.0 (equal to a comparison, told apart by the sign) and NaN: the grid keeps
 * the value the sequential loop keeps, which its body decides (a comparison keeps the first or last of equal values
 * and never takes a NaN; Math.min and Math.max prefer -0.0 and 0.0 and propagate NaN).
 */
public class Zeros {
    @Distributed
    double[] d = new double[100];
    @Distributed(alignWith = "d")
    float[] f = new float[100];
    double min;
    double max;
    float minF;
    float maxF;
    double[] lows = new double[4];
    final ReductionGroup group = new ReductionGroup();

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minFirst(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (d[i] < min) {
                min = d[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minLast(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (d[i] <= min) {
                min = d[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minVariableLeft(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (min > d[i]) {
                min = d[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minDownward(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            if (d[i] < min) {
                min = d[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "max", op = ReductionOp.MAX)
    void maxFirst(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (d[i] > max) {
                max = d[i];
            }
        }
    }

    @ParallelLoop(on = "f")
    @Reduction(var = "maxF", op = ReductionOp.MAX)
    void maxLastFloat(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (f[i] >= maxF) {
                maxF = f[i];
            }
        }
    }

    @ParallelLoop(on = "f")
    @Reduction(var = "minF", op = ReductionOp.MIN)
    void minFirstFloat(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (f[i] < minF) {
                minF = f[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minMath(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            min = Math.min(min, d[i]);
        }
    }

    @ParallelLoop(on = "f")
    @Reduction(var = "maxF", op = ReductionOp.MAX)
    void maxMathFloat(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            maxF = Math.max(maxF, f[i]);
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN, group = "group")
    void minGrouped(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (d[i] < min) {
                min = d[i];
            }
        }
    }

    @ParallelLoop(on = "d")
    @Reduction(var = "lows", op = ReductionOp.MIN)
    void lowsMath(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            lows[i % 4] = Math.min(lows[i % 4], d[i]);
        }
    }

    /** A body the weaver does not read: correct unless two parts tie with different signs. */
    @ParallelLoop(on = "d")
    @Reduction(var = "min", op = ReductionOp.MIN)
    void minTernary(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            min = d[i] < min ? d[i] : min;
        }
    }

    /** An array's guarded update: the body records no iteration per element. */
    @ParallelLoop(on = "d")
    @Reduction(var = "lows", op = ReductionOp.MIN)
    void lowsGuarded(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (d[i] < lows[i % 4]) {
                lows[i % 4] = d[i];
            }
        }
    }

    /** d: 0.0 in the first half, -0.0 in the second (or the mirror); f the same. */
    private void zeros(boolean positiveFirst) {
        for (int i = 0; i < d.length; i++) {
            d[i] = (i < d.length / 2) == positiveFirst ? 0.0 : -0.0;
            f[i] = (float) d[i];
        }
    }

    /** Positive values with a NaN at 70. */
    private void withNaN() {
        for (int i = 0; i < d.length; i++) {
            d[i] = i == 70 ? Double.NaN : 100 - i;
        }
    }

    public static String run() {
        Zeros z = new Zeros();
        StringBuilder out = new StringBuilder();
        z.zeros(true);
        z.min = Double.POSITIVE_INFINITY;
        z.minFirst(0, 100);
        out.append("minFirst ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minLast(0, 100);
        out.append("minLast ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minVariableLeft(0, 100);
        out.append("minVariableLeft ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minDownward(0, 100);
        out.append("minDownward ").append(z.min).append('\n');
        z.minF = Float.POSITIVE_INFINITY;
        z.minFirstFloat(0, 100);
        out.append("minFirstFloat ").append(z.minF).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minMath(0, 100);
        out.append("minMath ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minGrouped(0, 100);
        z.group.start();
        z.group.waitDone();
        out.append("minGrouped ").append(z.min).append('\n');
        z.min = 0.0; // the value before the loop ties with the -0.0 the loop finds: a strict comparison keeps it
        z.zeros(false);
        z.minFirst(0, 100);
        out.append("minFirst from 0.0 ").append(z.min).append('\n');
        z.max = Double.NEGATIVE_INFINITY;
        z.maxFirst(0, 100);
        out.append("maxFirst ").append(z.max).append('\n');
        z.maxF = Float.NEGATIVE_INFINITY;
        z.maxLastFloat(0, 100);
        out.append("maxLastFloat ").append(z.maxF).append('\n');
        z.maxF = Float.NEGATIVE_INFINITY;
        z.maxMathFloat(0, 100);
        out.append("maxMathFloat ").append(z.maxF).append('\n');
        java.util.Arrays.fill(z.lows, Double.POSITIVE_INFINITY);
        z.lowsMath(0, 100);
        out.append("lowsMath ").append(java.util.Arrays.toString(z.lows)).append('\n');
        z.withNaN();
        z.min = Double.POSITIVE_INFINITY;
        z.minFirst(0, 100);
        out.append("minFirst over a NaN ").append(z.min).append('\n');
        z.min = Double.NaN;
        z.minFirst(0, 100);
        out.append("minFirst from NaN ").append(z.min).append('\n');
        z.min = Double.NaN;
        z.minLast(0, 100);
        out.append("minLast from NaN ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minMath(0, 100);
        out.append("minMath over a NaN ").append(z.min).append('\n');
        z.min = Double.POSITIVE_INFINITY;
        z.minTernary(0, 100);
        out.append("minTernary over a NaN ").append(z.min).append('\n');
        java.util.Arrays.fill(z.lows, Double.POSITIVE_INFINITY);
        z.lowsGuarded(0, 100);
        out.append("lowsGuarded over a NaN ").append(java.util.Arrays.toString(z.lows)).append('\n');
        return out.toString();
    }

    /** The unread scalar body over signed zeros. */
    public static String ternaryOverZeros() {
        Zeros z = new Zeros();
        z.zeros(true);
        z.min = Double.POSITIVE_INFINITY;
        z.minTernary(0, 100);
        return "minTernary " + z.min + "\n";
    }

    /** The unread array body over signed zeros. */
    public static String guardedArrayOverZeros() {
        Zeros z = new Zeros();
        z.zeros(true);
        java.util.Arrays.fill(z.lows, Double.POSITIVE_INFINITY);
        z.lowsGuarded(0, 100);
        return "lowsGuarded " + java.util.Arrays.toString(z.lows) + "\n";
    }

    public static void main(String[] args) {
        System.out.print(run());
    }
}
