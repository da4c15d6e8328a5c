package example;

import org.javadvm.*;

/**
 * A loop ON the coarse grid owns coarse point i and fine point 2i; injecting back into the odd fine point 2i + 1
 * of a fine array writes that array's shadow edge.
 */
public class RestrictWritesFine {
    @Distributed(shadow = 1)
    double[] f = new double[17];
    @Distributed(alignWith = "f", alignStride = 2)
    double[] c = new double[9];
    @Distributed(alignWith = "f", shadow = 1)
    double[] g = new double[17];

    @ParallelLoop(on = "c", shadowRenew = "f")
    void restrict(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = 0.25 * f[2 * i - 1] + 0.5 * f[2 * i] + 0.25 * f[2 * i + 1];
            g[2 * i + 1] = c[i]; // expect DVM07 write g[3] at=(1)
        }
    }

    static void run() {
        RestrictWritesFine g = new RestrictWritesFine();
        java.util.Arrays.fill(g.f, 1);
        g.restrict(1, 8);
    }
}
