package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** a is declared for remote reading, and the loop also writes the remote element. */
public class RemoteWrite {
    @Distributed
    double[] a = new double[8];
    @Distributed(alignWith = "a")
    double[] b = new double[8];

    @ParallelLoop(on = "b", remoteAccess = "a")
    void mirror(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            b[i] = a[7 - i];
            a[7 - i] = 0; // expect DVM09 write a[7] at=(0)
        }
    }

    static void run() {
        RemoteWrite r = new RemoteWrite();
        java.util.Arrays.fill(r.a, 3);
        r.mirror(0, 8);
    }
}

