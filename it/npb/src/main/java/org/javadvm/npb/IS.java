package org.javadvm.npb;

import static org.javadvm.ReductionOp.SUM;

import java.util.Arrays;
import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * IS, the integer sort kernel (NAS report RNR-94-007, section 2.2.2): N keys in [0, MAX_KEY) from NPB's
 * generator (each the scaled sum of four uniform deviates, nearly Gaussian), ranked ten times; before each
 * ranking two keys are changed, and five test keys' ranks are checked against the official values (partial
 * verification). After the last ranking the keys are sorted by their ranks and the order checked (full
 * verification).
 *
 * <p>The keys are distributed; the histogram of key values {@link #count} is an array reduction of a loop
 * over the keys, each processor counting its own keys into its own copy. Ranks are the histogram's
 * running sum (a short sequential scan over the key values). The sortedness check reads each key's left
 * neighbour through a shadow edge of one.
 */
public final class IS {
    static final int ITERATIONS = 10;
    static final double SEED = 314159265;

    final ProblemClass problemClass;
    final int totalKeys;
    final int maxKey;
    /** The official test keys: positions in the key array and their ranks in the first iteration. */
    final int[] testIndex;
    final int[] testRank;

    @Distributed
    int[] keys;
    /** How many keys hold each value: the ranking's histogram. */
    final int[] count;
    /** The keys in sorted order, for the full verification. */
    @Distributed(shadow = 1)
    int[] sorted;
    /** Keys out of order in {@link #sorted}. */
    long unsorted;

    IS(ProblemClass problemClass) {
        this.problemClass = problemClass;
        int keysLog;
        int maxKeyLog;
        switch (problemClass) {
            case S:
                keysLog = 16;
                maxKeyLog = 11;
                testIndex = new int[] {48427, 17148, 23627, 62548, 4431};
                testRank = new int[] {0, 18, 346, 64917, 65463};
                break;
            case W:
                keysLog = 20;
                maxKeyLog = 16;
                testIndex = new int[] {357773, 934767, 875723, 898999, 404505};
                testRank = new int[] {1249, 11698, 1039987, 1043896, 1048018};
                break;
            default:
                keysLog = 23;
                maxKeyLog = 19;
                testIndex = new int[] {2112377, 662041, 5336171, 3642833, 4250760};
                testRank = new int[] {104, 17523, 123928, 8288932, 8388264};
                break;
        }
        totalKeys = 1 << keysLog;
        maxKey = 1 << maxKeyLog;
        keys = new int[totalKeys];
        count = new int[maxKey];
        sorted = new int[totalKeys];
    }

    /**
     * Key i is maxKey/4 times the sum of uniform deviates 4i+1 .. 4i+4 of the stream. The stream jumps ahead to
     * deviate {@code 4 * i0}, so a part of the range gets the keys the whole loop gives there: {@code splittable}.
     */
    @ParallelLoop(on = "keys", splittable = true)
    void generate(int i0, int i1) {
        Randlc stream = new Randlc(Randlc.multiply(Randlc.power(Randlc.A, 4L * i0), SEED));
        double scale = maxKey / 4;
        for (int i = i0; i < i1; i++) {
            double sum = stream.next(Randlc.A);
            sum += stream.next(Randlc.A);
            sum += stream.next(Randlc.A);
            sum += stream.next(Randlc.A);
            keys[i] = (int) (scale * sum);
        }
    }

    /** Adds every key to the histogram. */
    @ParallelLoop(on = "keys")
    @Reduction(var = "count", op = SUM)
    void histogram(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            count[keys[i]]++;
        }
    }

    /** Counts the neighbours out of order. */
    @ParallelLoop(on = "sorted", shadowRenew = "sorted")
    @Reduction(var = "unsorted", op = SUM)
    void checkOrder(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            if (sorted[i - 1] > sorted[i]) {
                unsorted++;
            }
        }
    }

    /**
     * One ranking: the two changed keys, the histogram and its running sum ({@code count[k]} becomes the
     * number of keys not above k); returns how many test keys have their official rank.
     */
    int rank(int iteration) {
        keys[iteration] = iteration;
        keys[iteration + ITERATIONS] = maxKey - iteration;
        int[] testKeys = new int[testIndex.length];
        for (int t = 0; t < testIndex.length; t++) {
            testKeys[t] = keys[testIndex[t]];
        }
        Arrays.fill(count, 0);
        histogram(0, totalKeys);
        runningSum();
        int passed = 0;
        for (int t = 0; t < testKeys.length; t++) {
            int key = testKeys[t];
            if (key <= 0 || key > totalKeys - 1) {
                continue;
            }
            int rank = count[key - 1];
            int expected = testRank[t] + shift(t, iteration);
            if (rank == expected) {
                passed++;
            } else {
                System.out.printf(Locale.ROOT, " Failed partial verification: iteration %d, test key %d: rank %d, expected %d%n",
                        iteration, t, rank, expected);
            }
        }
        return passed;
    }

    /** {@code count[k]} becomes the number of keys not above k. */
    private void runningSum() {
        for (int k = 1; k < maxKey; k++) {
            count[k] += count[k - 1];
        }
    }

    /** How the official test ranks move with the iteration (the changed keys pass some test keys). */
    private int shift(int t, int iteration) {
        switch (problemClass) {
            case S: return t <= 2 ? iteration : -iteration;
            case W: return t < 2 ? iteration - 2 : -iteration;
            default: return t <= 2 ? iteration - 1 : -(iteration - 1);
        }
    }

    /** Places every key at its rank (the histogram's running sum of the last ranking), then checks the order. */
    long sortAndCheck() {
        int[] next = count.clone();
        for (int i = totalKeys - 1; i >= 0; i--) {
            sorted[--next[keys[i]]] = keys[i];
        }
        unsorted = 0;
        checkOrder(1, totalKeys);
        return unsorted;
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        IS is = new IS(problemClass);
        System.out.printf(Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - IS Benchmark%n");
        System.out.printf(Locale.ROOT, " Size:  %d  (class %s)%n Iterations:  %d%n", is.totalKeys, problemClass, ITERATIONS);
        is.generate(0, is.totalKeys);
        is.rank(1); // once untimed, as NPB does: the timed iterations start from warm code and data
        Timer timer = new Timer();
        int passed = 0;
        timer.start();
        for (int iteration = 1; iteration <= ITERATIONS; iteration++) {
            passed += is.rank(iteration);
        }
        timer.stop();
        long unsorted = is.sortAndCheck();

        Verification verification = new Verification(System.out);
        verification.exact("test keys ranked right", passed, 5L * ITERATIONS);
        verification.exact("keys out of order", unsorted, 0);
        new ResultBlock("IS", problemClass)
                .size(Integer.toString(is.totalKeys))
                .iterations(ITERATIONS)
                .time(timer.seconds(), 1e-6 * is.totalKeys * ITERATIONS)
                .operation("keys ranked")
                .verified(verification.passed())
                .print(System.out);
    }
}
