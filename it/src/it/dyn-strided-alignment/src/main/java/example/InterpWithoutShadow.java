package example;

import org.javadvm.*;

/**
 * Coarse point i sits on fine point 2i. A fine point between two coarse ones (odd i) holds neither of them, and
 * the coarse grid has no shadow edge: both reads are non-local.
 */
public class InterpWithoutShadow {
    @Distributed(shadow = 1)
    double[] f = new double[17];
    @Distributed(alignWith = "f", alignStride = 2)
    double[] c = new double[9];

    @ParallelLoop(on = "f")
    void interpolate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double left = c[i / 2]; // expect DVM06 read c[0] at=(1)
            double right = c[(i + 1) / 2]; // expect DVM06 read c[1] at=(1)
            f[i] += 0.5 * (left + right);
        }
    }

    static void run() {
        InterpWithoutShadow g = new InterpWithoutShadow();
        java.util.Arrays.fill(g.c, 1);
        g.interpolate(1, 16);
    }
}
