package org.javadvm.samples.direct;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;

/**
 * Constructs of every kind the dispatcher's choice meets, each recording which method ran its body: the
 * construct's own name (un-woven), {@code <name>$dvm$sequential} (release on one processor, the code as written)
 * or {@code <name>$dvm$body} (the run-time).
 */
public class Direct {
    /** Synchronized: on a grid every processor's thread records its block's body. */
    static final List<String> RAN = Collections.synchronizedList(new ArrayList<>());

    @Distributed
    double[] a = new double[40];
    @Distributed
    static long[] counts = new long[12];
    @Distributed
    double[] never;
    double sum;
    double groupSum;
    final ReductionGroup group = new ReductionGroup();

    /** The method running the body of construct {@code name}, the innermost frame of this class named so. */
    static void ran(String name) {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            if (frame.getClassName().equals(Direct.class.getName()) && frame.getMethodName().startsWith(name)
                    && !frame.getMethodName().endsWith("$dvm$entry")) {
                RAN.add(frame.getMethodName());
                return;
            }
        }
        RAN.add(name + " not on the stack");
    }

    @ParallelLoop(on = "a")
    void fill(int lo, int hi, double scale) {
        ran("fill");
        for (int i = lo; i < hi; i++) {
            a[i] = scale * (i + 1);
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "sum", op = ReductionOp.SUM)
    void total(int lo, int hi) {
        ran("total");
        for (int i = lo; i < hi; i++) {
            sum += a[i];
        }
    }

    /** A group's loop runs through the run-time, and so does a loop its body calls: its sum is bound. */
    @ParallelLoop(on = "a")
    @Reduction(var = "groupSum", op = ReductionOp.SUM, group = "group")
    void groupTotal(int lo, int hi) {
        ran("groupTotal");
        for (int i = lo; i < hi; i++) {
            groupSum += a[i];
            if (i == 0) {
                scaleSlice(0, 2, 1.0);
            }
        }
    }

    @ParallelLoop(on = "a")
    void scaleSlice(int lo, int hi, double factor) {
        ran("scaleSlice");
        for (int i = lo; i < hi; i++) {
            a[i] *= factor;
        }
    }

    /** Parameters of every size and kind after the bounds: the dispatcher's branch has the method's entry frame. */
    @ParallelLoop(on = "counts")
    static void tally(int lo, int hi, long step, double weight, float part, boolean odd, char mark, byte low,
                      short mid, int[] extra, String label) {
        ran("tally");
        for (int i = lo; i < hi; i++) {
            counts[i] += step * (odd ? 2 : 1) + (long) (weight * part) + mark + low + mid + extra[0] + label.length();
        }
    }

    @ParallelLoop(on = "never")
    void onUnallocated(int lo, int hi) {
        ran("onUnallocated");
        int visited = 0;
        for (int i = lo; i < hi; i++) {
            visited++;
        }
    }

    public static String run() {
        RAN.clear();
        Direct d = new Direct();
        d.fill(0, d.a.length, 0.5);
        d.total(0, d.a.length);
        tally(0, counts.length, 3L, 2.5, 2f, true, 'x', (byte) 1, (short) 2, new int[] {4}, "ab");
        d.groupTotal(0, d.a.length);
        d.group.waitDone();
        StringBuilder out = new StringBuilder();
        out.append("sum=").append(d.sum).append('\n');
        out.append("groupSum=").append(d.groupSum).append('\n');
        long tallied = 0;
        for (long count : counts) {
            tallied += count;
        }
        out.append("tallied=").append(tallied).append('\n');
        // which method ran each body, each name once, in order of first appearance
        out.append("ran=").append(String.join(",", new java.util.LinkedHashSet<>(RAN)));
        return out.toString();
    }

    /** A loop on an array that was never allocated. */
    public static String runOnUnallocated() {
        new Direct().onUnallocated(0, 10);
        return "ran";
    }

    /** A loop reducing the variable a group still holds a result for. */
    public static String reduceWhileGroupHolds() {
        Direct d = new Direct();
        d.groupSum = 0;
        d.groupTotal(0, d.a.length);
        try {
            d.totalOfGroupSum(0, d.a.length);
            return "not refused";
        } finally {
            d.group.waitDone();
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "groupSum", op = ReductionOp.SUM)
    void totalOfGroupSum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            groupSum += a[i];
        }
    }
}
