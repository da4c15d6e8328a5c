package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** Two tasks of a task region update the same element of a histogram. */
public class TaskOverlap {
    @Distributed
    int[] histogram = new int[4];

    @TaskRegion
    void count(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            int old = histogram[0]; // expect DVM01 read histogram[0] flow at=task1 related=write:16@task0
            histogram[0] = old + t + 1; // expect DVM01 write histogram[0] output at=task1 related=write:16@task0
        }
    }

    static void run() {
        TaskOverlap o = new TaskOverlap();
        java.util.Arrays.fill(o.histogram, 0);
        o.count(0, 2);
    }
}

