package org.javadvm.samples.loops;

import java.util.Arrays;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Every loop shape javac writes, each run once by {@link #run()}. The comment on a loop's line names it for
 * the test (a do-while's and a while(true)'s line is the first line of the body: their header).
 */
public class Shapes {
    @Distributed
    int[] a = new int[3];
    long total;

    static int forLoop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) { // loop:for
            s += i;
        }
        return s;
    }

    static int whileLoop(int n) {
        int i = 0;
        while (i < n) { // loop:while
            i += 2;
        }
        return i;
    }

    static int doWhile(int n) {
        int i = 0;
        do {
            i++; // loop:do
        } while (i < n);
        return i;
    }

    static int eachOfArray(int[] values) {
        int s = 0;
        for (int v : values) { // loop:eachArray
            s += v;
        }
        return s;
    }

    static int eachOfIterable(List<Integer> values) {
        int s = 0;
        for (int v : values) { // loop:eachIterable
            s += v;
        }
        return s;
    }

    static int nested(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) { // loop:outer
            for (int j = 0; j < i; j++) { // loop:inner
                s++;
            }
        }
        return s;
    }

    static int breaks(int n) {
        int i = 0;
        for (; i < n; i++) { // loop:breaks
            if (i == 2) {
                break;
            }
        }
        return i;
    }

    static int labelledContinue(int n) {
        int s = 0;
        rows:
        for (int i = 0; i < n; i++) { // loop:rows
            for (int j = 0; j < n; j++) { // loop:columns
                if (j > i) {
                    continue rows;
                }
                s++;
            }
        }
        return s;
    }

    static int returnInside(int[] values, int key) {
        for (int i = 0; i < values.length; i++) { // loop:search
            if (values[i] == key) {
                return i;
            }
        }
        return -1;
    }

    static int throwsFromLoop(int n) {
        for (int i = 0; i < n; i++) { // loop:throwing
            if (i == 1) {
                throw new IllegalStateException("at " + i);
            }
        }
        return n;
    }

    static int thrownThrough(int n) {
        try {
            return throwsFromLoop(n);
        } catch (IllegalStateException e) {
            return -1;
        }
    }

    static int caughtOutside(int n) {
        int i = 0;
        try {
            for (; i < n; i++) { // loop:caught
                if (i == 1) {
                    throw new IllegalStateException("at " + i);
                }
            }
        } catch (IllegalStateException e) {
            i = -i;
        }
        return i;
    }

    static int caughtInside(int n) {
        int failures = 0;
        for (int i = 0; i < n; i++) { // loop:caughtInside
            try {
                if (i % 2 == 0) {
                    throw new IllegalStateException("at " + i);
                }
            } catch (IllegalStateException e) {
                failures++;
            }
        }
        return failures;
    }

    static int leftByBreak() {
        int i = 0;
        while (true) {
            i++; // loop:infinite
            if (i == 3) {
                break;
            }
        }
        return i;
    }

    static int recursive(int depth) {
        int s = 0;
        for (int i = 0; i < 2 && depth > 0; i++) { // loop:recursive
            s += 1 + recursive(depth - 1);
        }
        return s;
    }

    @ParallelLoop(on = "a")
    void fill(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int s = 0;
            for (int k = 0; k < i; k++) { // loop:body
                s += k;
            }
            a[i] = s + helper(i);
        }
    }

    /** A reduction: the body keeps {@code total} in a local, its calls and its end under handlers of its own. */
    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void sumRows(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            for (int k = 0; k <= i; k++) { // loop:reduced
                total += helper(k);
                if (k == 1) {
                    break;
                }
            }
        }
    }

    int helper(int n) {
        int s = 0;
        for (int k = 0; k < n; k++) { // loop:helper
            s += 2;
        }
        return s;
    }

    public static String run() {
        Shapes shapes = new Shapes();
        shapes.fill(0, 3);
        shapes.sumRows(0, 3);
        return forLoop(2) + " " + whileLoop(3) + " " + doWhile(2) + " " + eachOfArray(new int[] {5, 6}) + " "
                + eachOfIterable(Arrays.asList(1, 2, 3)) + " " + nested(3) + " " + breaks(5) + " " + labelledContinue(2)
                + " " + returnInside(new int[] {4, 7, 9}, 7) + " " + thrownThrough(3) + " " + caughtOutside(3) + " "
                + caughtInside(3) + " " + leftByBreak() + " " + recursive(2) + " " + Arrays.toString(shapes.a) + " " + shapes.total;
    }
}
