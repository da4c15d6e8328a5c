package example;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/** Smooths a line of values a few times and prints their total: the program whose traces the IT spoils. */
public class Smooth {
    @Distributed(shadow = 1)
    double[] line = new double[64];
    @Distributed(alignWith = "line")
    double[] next = new double[64];
    double total;

    @ParallelLoop(on = "line")
    void start(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            line[i] = (i * 7 % 11) / 10.0;
        }
    }

    @ParallelLoop(on = "next", shadowRenew = "line")
    void smooth(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            next[i] = (line[i - 1] + line[i] + line[i + 1]) / 3;
        }
    }

    @ParallelLoop(on = "line")
    void copyBack(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            line[i] = next[i];
        }
    }

    @ParallelLoop(on = "line")
    @Reduction(var = "total", op = ReductionOp.SUM)
    void sum(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            total += line[i];
        }
    }

    public static void main(String[] args) {
        int sweeps = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Smooth s = new Smooth();
        s.start(0, 64);
        for (int k = 0; k < sweeps; k++) {
            s.smooth(1, 63);
            s.copyBack(1, 63);
        }
        s.sum(0, 64);
        System.out.println("total " + s.total);
    }
}
