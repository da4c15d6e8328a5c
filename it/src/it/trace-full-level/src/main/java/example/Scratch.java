package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * A private scratch field and a SUM reduction, both kept in locals inside their loops' bodies; a FULL trace
 * records their accesses. With {@code -Dscratch.bug=true} the loop carry reads its private field before the
 * iteration writes it, so each processor's first iteration sees another value than in the sequential run.
 */
public class Scratch {
    @Distributed
    double[] u = new double[40];
    @Distributed(alignWith = "u")
    double[] v = new double[40];
    double t;
    double norm;

    @ParallelLoop(on = "u")
    void fill(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            u[i] = 1 + 0.5 * i;
        }
    }

    @ParallelLoop(on = "u", privates = "t")
    @Reduction(var = "norm", op = ReductionOp.SUM)
    void smooth(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            t = 0.5 * u[i];
            if (i == 10) {
                v[i] = -t;
            } else {
                v[i] = t * t + 1;
            }
            norm += v[i];
        }
    }

    @ParallelLoop(on = "u", privates = "t")
    void carry(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            v[i] = t + u[i];
            t = u[i];
        }
    }

    public static void main(String[] args) {
        Scratch s = new Scratch();
        s.fill(0, 40);
        s.smooth(0, 40);
        if (Boolean.getBoolean("scratch.bug")) {
            s.carry(0, 40);
        }
        System.out.println("norm " + s.norm);
    }
}
