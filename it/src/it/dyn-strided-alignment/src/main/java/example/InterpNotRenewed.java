package example;

import org.javadvm.*;

/** The coarse grid has its shadow edge, but the interpolation does not renew it after the coarse loop wrote it. */
public class InterpNotRenewed {
    @Distributed(shadow = 1)
    double[] f = new double[17];
    @Distributed(alignWith = "f", alignStride = 2, shadow = 1)
    double[] c = new double[9];

    @ParallelLoop(on = "c")
    void coarse(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            c[i] = i * 0.25;
        }
    }

    @ParallelLoop(on = "f")
    void interpolate(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            double left = c[i / 2]; // expect DVM08 read c[0] not-renewed at=(1)
            double right = c[(i + 1) / 2]; // expect DVM08 read c[1] not-renewed at=(1)
            f[i] += 0.5 * (left + right);
        }
    }

    static void run() {
        InterpNotRenewed g = new InterpNotRenewed();
        g.coarse(0, 9);
        g.interpolate(1, 16);
    }
}
