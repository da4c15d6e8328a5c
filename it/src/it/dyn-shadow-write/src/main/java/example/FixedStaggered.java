package example;

import org.javadvm.*;

/** The same midpoint averages with the loop mapped on u: iteration i owns u[i] and mid[i - 1]. */
public class FixedStaggered {
    @Distributed(shadow = 1)
    double[] u = new double[10];
    @Distributed(alignWith = "u", alignOffset = 1, shadow = 1)
    double[] mid = new double[8];

    @ParallelLoop(on = "u", shadowRenew = "u")
    void average(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            mid[i - 1] = (u[i - 1] + u[i + 1]) / 2;
        }
    }

    static void run() {
        FixedStaggered s = new FixedStaggered();
        for (int i = 0; i < 10; i++) {
            s.u[i] = i * i;
        }
        s.average(1, 9);
    }
}
