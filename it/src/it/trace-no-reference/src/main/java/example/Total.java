package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** A sum over a distributed array; the IT never lets it run: its comparison has no reference. */
public class Total {
    @Distributed
    double[] a = new double[16];
    double total;

    @ParallelLoop(on = "a")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            total += a[i];
        }
    }

    public static void main(String[] args) {
        Total t = new Total();
        t.sum(0, 16);
        System.out.println("total " + t.total);
    }
}
