package example;

import org.javadvm.*;

/**
 * One transport step of a 1-D conservation law: each cell gives its outflow to the cell on its right in the same
 * loop. Iteration i writes u[i + 1], which iteration i + 1 then reads and writes again.
 */
public class FluxScatter {
    @Distributed(shadow = 1)
    double[] u = new double[12];
    @Distributed(alignWith = "u")
    double[] outflow = new double[12];

    @ParallelLoop(on = "u", shadowRenew = "u")
    void transport(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            u[i] = u[i] - outflow[i]; // expect DVM01 read u[1] flow at=(1) related=write:20@(0) expect DVM01 write u[1] output at=(1) related=write:20@(0)
            // the outflow arrives in the right neighbour's cell, which this iteration holds only as a shadow copy
            u[i + 1] = u[i + 1] + outflow[i]; // expect DVM07 write u[1] at=(0)
        }
    }

    static void run() {
        FluxScatter s = new FluxScatter();
        for (int i = 0; i < 12; i++) {
            s.u[i] = 10;
            s.outflow[i] = 0.5 * i;
        }
        s.transport(0, 11);
    }
}
