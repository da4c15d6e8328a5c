package example;

import org.javadvm.*;

/** A histogram kept in an ordinary array and incremented by the iterations of a parallel loop. */
public class PlainHistogram {
    @Distributed
    int[] value = new int[8];
    int[] bins = new int[2];

    @ParallelLoop(on = "value")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int bin = value[i] % 2;
            bins[bin] = bins[bin] + 1; // expect DVM03 read bins[0] undeclared-private at=(2) related=write:15@(0) expect DVM03 write bins[0] undeclared-private at=(2) related=write:15@(0)
        }
    }

    static void run() {
        PlainHistogram h = new PlainHistogram();
        for (int i = 0; i < 8; i++) {
            h.value[i] = i;
        }
        java.util.Arrays.fill(h.bins, 0);
        h.count(0, 8);
    }
}
