package example;

import org.javadvm.*;

/** Restriction ON the coarse grid and interpolation ON the fine one, with the shadow edges they read renewed. */
public class FixedMultigrid {
    @Distributed(shadow = 1)
    double[] f = new double[17];
    @Distributed(alignWith = "f", alignStride = 2, shadow = 1)
    double[] c = new double[9];

    @ParallelLoop(on = "f")
    void initialise(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            f[i] = Math.sin(i);
        }
    }

    @ParallelLoop(on = "c", shadowRenew = "f")
    void restrict(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = 0.25 * f[2 * i - 1] + 0.5 * f[2 * i] + 0.25 * f[2 * i + 1];
        }
    }

    @ParallelLoop(on = "c")
    void edges(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = 0;
        }
    }

    @ParallelLoop(on = "f", shadowRenew = "c")
    void interpolate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            f[i] += i % 2 == 0 ? c[i / 2] : 0.5 * (c[i / 2] + c[i / 2 + 1]);
        }
    }

    static void run() {
        FixedMultigrid g = new FixedMultigrid();
        g.initialise(0, 17);
        g.edges(0, 1);
        g.edges(8, 9);
        g.restrict(1, 8);
        g.interpolate(1, 16);
    }
}
