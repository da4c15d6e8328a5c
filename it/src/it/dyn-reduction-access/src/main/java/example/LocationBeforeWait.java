package example;

import org.javadvm.*;
import static org.javadvm.ReductionOp.*;

/** The location of a MAXLOC reduction read between the group's start and its wait. */
public class LocationBeforeWait {
    @Distributed
    int[] a = new int[8];
    final ReductionGroup group = new ReductionGroup();
    int peak = Integer.MIN_VALUE;
    int where = -1;

    @ParallelLoop(on = "a")
    @Reduction(var = "peak", op = MAXLOC, loc = "where", group = "group")
    void find(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (a[i] > peak) {
                peak = a[i];
                where = i;
            }
        }
    }

    static void run() {
        LocationBeforeWait l = new LocationBeforeWait();
        for (int i = 0; i < 8; i++) {
            l.a[i] = (i * 5) % 8;
        }
        l.find(0, 8);
        l.group.start();
        int index = l.where; // expect DVM04 read where use-before-wait
        l.group.waitDone();
        int peak = l.peak;
    }
}
