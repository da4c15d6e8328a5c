package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

// verdict: race (DVM03: a second induction variable kept in a field)

/** position advances by 3 per iteration alongside i. */
public class SecondaryInduction {
    @Distributed
    int[] a = new int[16];
    int position;

    @ParallelLoop(on = "a")
    void number(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            position = position + 3; // race: read race: write
            a[i] = position; // race: read
        }
    }

    static void run() {
        SecondaryInduction p = new SecondaryInduction();
        p.position = 0;
        p.number(0, 16);
    }
}
