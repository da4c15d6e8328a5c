package org.javadvm.npb.lu;

import org.javadvm.npb.ProblemClass;

/**
 * LU's problem classes (NPB 3): grid points per dimension, SSOR iterations, the time step, and the official
 * reference values after the last iteration: the RMS norms of the residual ({@code xcr}) and of the error
 * against the exact solution ({@code xce}), and the surface integral ({@code xci}).
 */
final class Parameters {
    /** NPB's verification tolerance: relative, on every reference value. */
    static final double EPSILON = 1.0e-8;

    final int n;
    final int iterations;
    final double dt;
    final double[] xcr;
    final double[] xce;
    final double xci;

    private Parameters(int n, int iterations, double dt, double[] xcr, double[] xce, double xci) {
        this.n = n;
        this.iterations = iterations;
        this.dt = dt;
        this.xcr = xcr;
        this.xce = xce;
        this.xci = xci;
    }

    static Parameters of(ProblemClass problemClass) {
        switch (problemClass) {
            case S:
                return new Parameters(12, 50, 0.5,
                        new double[] {1.6196343210976702e-02, 2.1976745164821318e-03, 1.5179927653399185e-03,
                                1.5029584435994323e-03, 3.4264073155896461e-02},
                        new double[] {6.4223319957960924e-04, 8.4144342047347926e-05, 5.8588269616485186e-05,
                                5.8474222595157350e-05, 1.3103347914111294e-03},
                        7.8418928865937083e+00);
            case W:
                return new Parameters(33, 300, 1.5e-3,
                        new double[] {0.1236511638192e+02, 0.1317228477799e+01, 0.2550120713095e+01,
                                0.2326187750252e+01, 0.2826799444189e+02},
                        new double[] {0.4867877144216e+00, 0.5064652880982e-01, 0.9281818101960e-01,
                                0.8570126542733e-01, 0.1084277417792e+01},
                        0.1161399311023e+02);
            default:
                return new Parameters(64, 250, 2.0,
                        new double[] {7.7902107606689367e+02, 6.3402765259692870e+01, 1.9499249727292479e+02,
                                1.7845301160418537e+02, 1.8384760349464247e+03},
                        new double[] {2.9964085685471943e+01, 2.8194576365003349e+00, 7.3473412698774742e+00,
                                6.7139225687777051e+00, 7.0715315688392578e+01},
                        2.6030925604886277e+01);
        }
    }
}
