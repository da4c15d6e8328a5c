package org.javadvm.samples.ties;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;
import org.javadvm.TaskRegion;

/**
 * Location reductions over data whose extreme occurs several times, in every shape the sequential answer depends on:
 * which of the equal values the loop keeps follows its comparison and the order it visits the iterations in, not the
 * processors' order or the locations' values.
 */
public class Ties {
    @Distributed
    int[] m = new int[1000];
    @Distributed
    double[][] g = new double[40][40];
    @Distributed
    long[] w = new long[300];
    @Distributed(alignWith = "w")
    float[] f = new float[300];
    long least;
    float leastF;
    int max;
    int at;
    int atJ;
    double low;
    final ReductionGroup group = new ReductionGroup();

    Ties() {
        for (int i = 0; i < m.length; i++) {
            m[i] = i % 250 == 7 ? 99 : i % 50;
        }
        for (int i = 0; i < w.length; i++) {
            w[i] = i % 100 == 42 ? -5 : i;
            f[i] = i % 100 == 42 ? -5f : i;
        }
        g[5][30] = -9;
        g[30][5] = -9;
        g[12][12] = -9;
    }

    void reset() {
        max = Integer.MIN_VALUE;
        at = -1;
        atJ = -1;
        low = Double.POSITIVE_INFINITY;
    }

    /** >=: the last of equal values. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void lastMax(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (m[i] >= max) {
                max = m[i];
                at = i;
            }
        }
    }

    /** Strict, the variable on the left, and a location that is not the index. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void firstMaxMirrored(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int v = m[i];
            if (max < v && v != 1000) {
                max = v;
                at = 999 - i;
            }
        }
    }

    /** The test as a continue: writes when the value is above, strictly, the first of equal values. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void firstMaxContinue(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (m[i] <= max) {
                continue;
            }
            max = m[i];
            at = i;
        }
    }

    /** As a continue that lets equal values through: the last of them. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void lastMaxContinue(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (max > m[i]) {
                continue;
            }
            max = m[i];
            at = i;
        }
    }

    /** Strict, running downward: the highest index of equal values. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void firstMaxDown(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            if (m[i] > max) {
                max = m[i];
                at = i;
            }
        }
    }

    /** MINLOC on doubles, columns outer: the first in the loop's order, which is not the locations' order. */
    @ParallelLoop(on = "g", dims = {1, 0})
    @Reduction(var = "low", op = ReductionOp.MINLOC, loc = {"at", "atJ"})
    void lowestColumnsOuter(int j0, int j1, int i0, int i1) {
        for (int j = j0; j < j1; j++) {
            for (int i = i0; i < i1; i++) {
                if (g[i][j] < low) {
                    low = g[i][j];
                    at = i;
                    atJ = j;
                }
            }
        }
    }

    /** <= on rows, the write after the inner loop: the last row holding the lowest row minimum. */
    @ParallelLoop(on = "g", rank = 1)
    @Reduction(var = "low", op = ReductionOp.MINLOC, loc = "at")
    void lastLowestRow(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            double rowLow = Double.POSITIVE_INFINITY;
            for (int j = 0; j < g[i].length; j++) {
                rowLow = Math.min(rowLow, g[i][j]);
            }
            if (rowLow <= low) {
                low = rowLow;
                at = i;
            }
        }
    }

    /** >=, splitting its range recursively: each half a call of its own, the second's ties winning. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void lastMaxHalving(int lo, int hi) {
        if (hi - lo > 100) {
            int mid = (lo + hi) >>> 1;
            lastMaxHalving(lo, mid);
            lastMaxHalving(mid, hi);
            return;
        }
        for (int i = lo; i < hi; i++) {
            if (m[i] >= max) {
                max = m[i];
                at = i;
            }
        }
    }

    /** Tasks, >=: the last task of the best score, whichever processor or part of the grid ran it. */
    @TaskRegion
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at")
    void lastBestTask(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            int score = t % 3 == 0 ? 5 : 1;
            if (score >= max) {
                max = score;
                at = t;
            }
        }
    }

    /** long, <=: the last of equal values. */
    @ParallelLoop(on = "w")
    @Reduction(var = "least", op = ReductionOp.MINLOC, loc = "at")
    void lastLeast(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (w[i] <= least) {
                least = w[i];
                at = i;
            }
        }
    }

    /** float, strict, the variable on the left: the first of equal values. */
    @ParallelLoop(on = "f")
    @Reduction(var = "leastF", op = ReductionOp.MINLOC, loc = "at")
    void firstLeastFloat(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (leastF > f[i]) {
                leastF = f[i];
                at = i;
            }
        }
    }

    /** >= through a reduction group. */
    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = ReductionOp.MAXLOC, loc = "at", group = "group")
    void lastMaxGrouped(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (m[i] >= max) {
                max = m[i];
                at = i;
            }
        }
    }

    public static String run() {
        Ties t = new Ties();
        StringBuilder out = new StringBuilder();
        t.reset();
        t.lastMax(0, 1000);
        out.append("lastMax ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.firstMaxMirrored(0, 1000);
        out.append("firstMaxMirrored ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.firstMaxDown(0, 1000);
        out.append("firstMaxDown ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.lowestColumnsOuter(0, 40, 0, 40);
        out.append("lowestColumnsOuter ").append(t.low).append(" at ").append(t.at).append(',').append(t.atJ).append('\n');
        t.reset();
        t.lastLowestRow(0, 40);
        out.append("lastLowestRow ").append(t.low).append(" at ").append(t.at).append('\n');
        t.reset();
        t.firstMaxContinue(0, 1000);
        out.append("firstMaxContinue ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.lastMaxContinue(0, 1000);
        out.append("lastMaxContinue ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.lastBestTask(0, 13);
        out.append("lastBestTask ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.lastBestTask(0, 2);
        out.append("lastBestTask of 2 ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.least = Long.MAX_VALUE;
        t.lastLeast(0, 300);
        out.append("lastLeast ").append(t.least).append(" at ").append(t.at).append('\n');
        t.reset();
        t.leastF = Float.POSITIVE_INFINITY;
        t.firstLeastFloat(0, 300);
        out.append("firstLeastFloat ").append(t.leastF).append(" at ").append(t.at).append('\n');
        t.reset();
        t.lastMaxHalving(0, 1000);
        out.append("lastMaxHalving ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.max = 99; // the value before the loop equals the maximum: kept by >, replaced by >=
        t.at = 5000;
        t.lastMaxGrouped(0, 1000);
        t.group.waitDone();
        out.append("lastMaxGrouped ").append(t.max).append(" at ").append(t.at).append('\n');
        t.reset();
        t.max = 99;
        t.at = 5000;
        t.firstMaxDown(0, 1000);
        out.append("firstMaxDown from 99 ").append(t.max).append(" at ").append(t.at).append('\n');
        return out.toString();
    }
}
