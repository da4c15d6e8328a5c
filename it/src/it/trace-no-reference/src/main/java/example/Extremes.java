package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Two reductions over one distributed array: the sum is right; "lowest" is declared MIN but its update keeps
 * the larger value. Sequentially it gives the maximum, so dynamic control has nothing to say; on a grid each
 * processor but the first starts from MIN's identity and never updates, so the result is processor 0's maximum.
 */
public class Extremes {
    @Distributed
    double[] a = new double[64];
    double total;
    double lowest = -1e300;

    @ParallelLoop(on = "a")
    void fill(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = 100 * Math.sin(0.1 * i) + 0.001 * i;
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            total += a[i] / 3;
        }
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "lowest", op = ReductionOp.MIN)
    void lowest(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (a[i] > lowest) {
                lowest = a[i];
            }
        }
    }

    public static void main(String[] args) {
        Extremes e = new Extremes();
        e.fill(0, 64);
        e.sum(0, 64);
        e.lowest(0, 64);
        System.out.println("total " + e.total + " lowest " + e.lowest);
    }
}
