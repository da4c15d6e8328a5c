package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/** Sums each plane of a 3-D array over a loop of rank 1; the innermost loop runs one column too far (<= for <). */
public class PlaneOverrun {
    @Distributed(format = {BLOCK, WHOLE, WHOLE})
    long[][][] v = new long[4][3][5];
    long[] planeSum = new long[4];

    @ParallelLoop(on = "v", rank = 1)
    void sums(int lo, int hi) {
        for (int k = lo; k < hi; k++) {
            long s = 0;
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j <= 5; j++) {
                    s += v[k][i][j]; // expect DVM05 read v[0][0][5] at=(0)
                }
            }
            planeSum[k] = s;
        }
    }

    static void run() {
        PlaneOverrun p = new PlaneOverrun();
        for (int k = 0; k < 4; k++) {
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 5; j++) {
                    p.v[k][i][j] = k * 100L + i * 10L + j;
                }
            }
        }
        p.sums(0, 4);
    }
}
