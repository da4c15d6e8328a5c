package example;

import org.javadvm.*;

/**
 * A 1-D Jacobi whose shadow edges are renewed once, before the time loop: the first step reads fresh copies, but
 * copy() changes a, so the second step's relax() reads stale ones.
 */
public class RenewedOnce {
    @Distributed(shadow = 1)
    double[] a = new double[10];
    @Distributed(alignWith = "a")
    double[] b = new double[10];

    @ParallelLoop(on = "b")
    void relax(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = (a[i - 1] + a[i + 1]) / 2; // expect DVM08 read a[0] not-renewed at=(1)
        }
    }

    @ParallelLoop(on = "a")
    void copy(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            a[i] = b[i];
        }
    }

    static void run() {
        RenewedOnce r = new RenewedOnce();
        java.util.Arrays.fill(r.a, 1);
        r.a[9] = 5;
        ShadowGroup renewal = ShadowGroup.of(r.a);
        renewal.start();
        renewal.waitDone();
        for (int step = 0; step < 2; step++) {
            r.relax(1, 9);
            r.copy(1, 9);
        }
    }
}
