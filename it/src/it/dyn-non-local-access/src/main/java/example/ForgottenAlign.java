package example;

import org.javadvm.*;

/**
 * The weights, one more than the data points, are distributed on their own instead of aligned with the data:
 * BLOCK cuts 9 elements differently from 8 (on 3 processors weight[2] lives on the first, data[2] on the second).
 */
public class ForgottenAlign {
    @Distributed
    double[] data = new double[8];
    @Distributed
    double[] weight = new double[9];

    @ParallelLoop(on = "data")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            data[i] = data[i] * weight[i]; // expect DVM06 read weight[0] at=(0)
        }
    }

    static void run() {
        ForgottenAlign f = new ForgottenAlign();
        java.util.Arrays.fill(f.data, 3);
        java.util.Arrays.fill(f.weight, 0.5);
        f.scale(0, 8);
    }
}
