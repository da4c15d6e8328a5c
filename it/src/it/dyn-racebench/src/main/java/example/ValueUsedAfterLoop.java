package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM02 private-after-construct)

/**
 * The loop declares its scratch field private, and the code after the loop still reads it as if it held
 * the last iteration's value; on a cluster it holds whatever it held before the loop.
 */
public class ValueUsedAfterLoop {
    static final int N = 16;

    @Distributed
    double[] a = new double[N];
    double cube;
    double lastCube;

    @ParallelLoop(on = "a", privates = "cube")
    void cubes(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            cube = a[i] * a[i] * a[i];
            a[i] = cube;
        }
    }

    static void run() {
        ValueUsedAfterLoop p = new ValueUsedAfterLoop();
        for (int i = 0; i < N; i++) {
            p.a[i] = i;
        }
        p.cubes(0, N);
        p.lastCube = p.cube; // race: read
    }
}
