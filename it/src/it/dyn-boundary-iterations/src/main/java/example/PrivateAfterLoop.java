package example;

import org.javadvm.*;

/**
 * Found: a private scratch field read after its loop. Its value there is undefined whatever the unchecked
 * interior did, so this never-written read is still reported after interior segments ran.
 */
public class PrivateAfterLoop {
    @Distributed
    double[] a = new double[16];
    double square;

    @ParallelLoop(on = "a", privates = "square")
    void squares(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            square = a[i] * a[i];
            a[i] = square;
        }
    }

    static String run() {
        PrivateAfterLoop p = new PrivateAfterLoop();
        java.util.Arrays.fill(p.a, 3);
        p.squares(0, 16);
        double last = p.square; // expect DVM02 read square private-after-construct
        return String.valueOf(p.a[7]);
    }
}
