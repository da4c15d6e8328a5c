package org.javadvm.bad;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** One misfit per member; the weaver must name each of them. */
public class Misfits {
    @Distributed
    double[] plain = new double[10];
    @Distributed(shadow = {1})
    double[] shadowed = new double[10];
    @Distributed
    String notAnArray;
    @Distributed(alignWith = "nowhere")
    double[] orphan = new double[10];
    @Distributed(format = {org.javadvm.Format.BLOCK})
    int[][] wrongFormat = new int[3][3];
    String label;
    double total;

    @ParallelLoop(on = "missing")
    void unknownArray(int lo, int hi) {
    }

    @ParallelLoop(on = "plain")
    @Reduction(var = "label", op = ReductionOp.SUM)
    void reductionOnString(int lo, int hi) {
    }

    @ParallelLoop(on = "plain")
    @Reduction(var = "total", op = ReductionOp.XOR)
    void bitwiseOnDouble(int lo, int hi) {
    }

    @ParallelLoop(on = "plain", shadowRenew = "plain")
    void shadowWithoutWidth(int lo, int hi) {
    }

    @ParallelLoop(on = "shadowed")
    void wrongBounds(long lo, long hi) {
    }

    @ParallelLoop(on = "plain")
    int returnsValue(int lo, int hi) {
        return 0;
    }

    @Reduction(var = "total", op = ReductionOp.SUM)
    void reductionWithoutLoop() {
    }

    @ParallelLoop(on = "plain")
    static void staticOnInstance(int lo, int hi) {
    }

    @ParallelLoop(on = "plain")
    synchronized void synchronizedLoop(int lo, int hi) {
    }

    @ParallelLoop(on = "missing", shadowRenew = "plain")
    @Reduction(var = "label", op = ReductionOp.SUM)
    int everythingWrong(long lo, long hi) {
        return 0;
    }
}
