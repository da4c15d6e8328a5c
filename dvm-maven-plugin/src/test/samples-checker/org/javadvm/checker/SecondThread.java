package org.javadvm.checker;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.SUM;

/**
 * A correct program with two threads: a worker calls a construct on its own object while the main thread works
 * sequentially on another. The latches hold the worker inside its construct's first iteration until the main
 * thread has done its sequential work, so that this work always falls inside the worker's construct. Then the
 * main thread runs a construct of its own.
 */
public class SecondThread {
    private static final CountDownLatch WORKER_INSIDE = new CountDownLatch(1);
    private static final CountDownLatch MAIN_DONE = new CountDownLatch(1);
    private static final AtomicBoolean FIRST = new AtomicBoolean(true);

    @Distributed
    double[] data = new double[64];
    double total;
    int passes;

    @ParallelLoop(on = "data")
    @Reduction(var = "total", op = SUM)
    void sum(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            holdTheFirstIteration();
            total += data[i];
        }
    }

    /** The worker's first iteration waits here until the main thread has done its work. */
    private static void holdTheFirstIteration() {
        if (Thread.currentThread().getName().equals("worker") && FIRST.getAndSet(false)) {
            WORKER_INSIDE.countDown();
            await(MAIN_DONE);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The main thread's sequential work on its own object: element writes and reads, field updates. */
    private void sequentialWork() {
        for (int pass = 0; pass < 3; pass++) {
            for (int i = 0; i < data.length; i++) {
                data[i] = data[i] + i;
            }
            for (int i = 1; i < data.length; i++) {
                data[i] += data[i - 1] / 64;
            }
            passes++;
        }
    }

    public static String run() throws Exception {
        SecondThread mine = new SecondThread();
        SecondThread theirs = new SecondThread();
        for (int i = 0; i < theirs.data.length; i++) {
            theirs.data[i] = i;
        }
        Thread worker = new Thread(() -> theirs.sum(0, theirs.data.length), "worker");
        worker.start();
        await(WORKER_INSIDE);
        mine.sequentialWork();
        MAIN_DONE.countDown();
        worker.join();
        mine.sum(0, mine.data.length);
        return "theirs=" + theirs.total + "\nmine=" + mine.total + "\npasses=" + mine.passes + "\n";
    }
}
