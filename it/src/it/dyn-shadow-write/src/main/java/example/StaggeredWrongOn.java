package example;

import org.javadvm.*;

/**
 * Midpoint averages kept in an array aligned one cell to the right (mid[k] sits with u[k + 1]). The loop is mapped
 * on mid but indexed in u's coordinates, so iteration i owns mid[i] and u[i + 1], and writes mid[i - 1].
 */
public class StaggeredWrongOn {
    @Distributed(shadow = 1)
    double[] u = new double[10];
    @Distributed(alignWith = "u", alignOffset = 1, shadow = 1)
    double[] mid = new double[8];

    @ParallelLoop(on = "mid", shadowRenew = "u")
    void average(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            mid[i - 1] = (u[i - 1] + u[i + 1]) / 2; // expect DVM06 read u[0] at=(1) expect DVM07 write mid[0] at=(1)
        }
    }

    static void run() {
        StaggeredWrongOn s = new StaggeredWrongOn();
        for (int i = 0; i < 10; i++) {
            s.u[i] = i * i;
        }
        s.average(1, 9);
    }
}
