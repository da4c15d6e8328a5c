package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;
import org.javadvm.TaskRegion;

/** A task region whose tasks run their own parallel loops; a nested loop; an asynchronous reduction group. */
public class Tasks {
    @Distributed
    int[] left = new int[300];
    @Distributed
    int[] right = new int[301];
    long leftSum;
    long rightSum;
    long tasksDone;
    long nestedCount;
    final ReductionGroup group = new ReductionGroup();
    double groupMax;

    @TaskRegion
    @Reduction(var = "tasksDone", op = ReductionOp.SUM)
    void both(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            if (t == 0) {
                leftSum = 0;
                sumLeft(0, left.length);
            } else {
                rightSum = 0;
                sumRight(0, right.length);
            }
            tasksDone += 1 + t;
        }
    }

    @ParallelLoop(on = "left")
    @Reduction(var = "leftSum", op = ReductionOp.SUM)
    void sumLeft(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            left[i] = i * 3;
            leftSum += left[i];
        }
    }

    @ParallelLoop(on = "right")
    @Reduction(var = "rightSum", op = ReductionOp.SUM)
    void sumRight(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            right[i] = i * i;
            rightSum += right[i];
        }
    }

    @ParallelLoop(on = "left")
    @Reduction(var = "nestedCount", op = ReductionOp.SUM)
    void outer(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            nestedCount += 1;
            scale(i, i + 1); // nested: runs sequentially inside this iteration
        }
    }

    @ParallelLoop(on = "left")
    void scale(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            left[i] = left[i] * 2 + 1;
        }
    }

    @ParallelLoop(on = "right")
    @Reduction(var = "groupMax", op = ReductionOp.MAX, group = "group")
    void maxAsync(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            groupMax = Math.max(groupMax, Math.sqrt(right[i]));
        }
    }

    public static String run() {
        Tasks tasks = new Tasks();
        tasks.both(0, 2);
        String result = "left=" + tasks.leftSum + "\nright=" + tasks.rightSum + "\ndone=" + tasks.tasksDone + "\n";
        tasks.outer(0, tasks.left.length);
        long hash = 0;
        for (int v : tasks.left) {
            hash = hash * 31 + v;
        }
        result += "nested=" + tasks.nestedCount + "\nleftHash=" + hash + "\n";
        tasks.maxAsync(0, tasks.right.length);
        tasks.group.start();
        tasks.group.waitDone();
        return result + "groupMax=" + tasks.groupMax + "\n";
    }
}
