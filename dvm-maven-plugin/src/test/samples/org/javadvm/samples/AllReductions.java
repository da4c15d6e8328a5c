package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.ReductionOp.*;

/** Every operator on every type it allows, in one static loop with static fields and one instance loop. */
public class AllReductions {
    @Distributed
    static int[] data;

    static int sumI, prodI = 1, maxI = Integer.MIN_VALUE, minI = Integer.MAX_VALUE, andI = -1, orI, xorI;
    static long sumJ = 5, prodJ = 1, maxJ = Long.MIN_VALUE, minJ = Long.MAX_VALUE, andJ = -1, orJ, xorJ;
    static float sumF, prodF = 1, maxF = Float.NEGATIVE_INFINITY, minF = Float.POSITIVE_INFINITY;
    static double sumD = 0.5, prodD = 1, maxD = Double.NEGATIVE_INFINITY, minD = Double.POSITIVE_INFINITY;
    static int maxLocI = Integer.MIN_VALUE, maxAt = -1, minLocI = Integer.MAX_VALUE, minAt = -1;

    @ParallelLoop(on = "data")
    @Reduction(var = "sumI", op = SUM) @Reduction(var = "prodI", op = PRODUCT)
    @Reduction(var = "maxI", op = MAX) @Reduction(var = "minI", op = MIN)
    @Reduction(var = "andI", op = AND) @Reduction(var = "orI", op = OR) @Reduction(var = "xorI", op = XOR)
    @Reduction(var = "sumJ", op = SUM) @Reduction(var = "prodJ", op = PRODUCT)
    @Reduction(var = "maxJ", op = MAX) @Reduction(var = "minJ", op = MIN)
    @Reduction(var = "andJ", op = AND) @Reduction(var = "orJ", op = OR) @Reduction(var = "xorJ", op = XOR)
    @Reduction(var = "sumF", op = SUM) @Reduction(var = "prodF", op = PRODUCT)
    @Reduction(var = "maxF", op = MAX) @Reduction(var = "minF", op = MIN)
    @Reduction(var = "sumD", op = SUM) @Reduction(var = "prodD", op = PRODUCT)
    @Reduction(var = "maxD", op = MAX) @Reduction(var = "minD", op = MIN)
    @Reduction(var = "maxLocI", op = MAXLOC, loc = "maxAt")
    @Reduction(var = "minLocI", op = MINLOC, loc = "minAt")
    static void reduce(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            int v = data[i];
            sumI += v;
            prodI *= (v & 3) + 1;
            maxI = Math.max(maxI, v);
            minI = Math.min(minI, v);
            andI &= v | 0x10;
            orI |= v;
            xorI ^= v * 31;
            sumJ += (long) v * v;
            prodJ *= (v & 1) + 1;
            maxJ = Math.max(maxJ, (long) v << 20);
            minJ = Math.min(minJ, (long) v - 7);
            andJ &= ~((long) v << 33);
            orJ |= (long) v << 3;
            xorJ ^= (long) v * 1_000_003L;
            sumF += v * 0.5f;
            prodF *= 1 + (v & 1) * 0.001f;
            maxF = Math.max(maxF, v * 0.25f);
            minF = Math.min(minF, v * 0.25f);
            sumD += v / 3.0;
            prodD *= 1 + (v % 5) * 1e-3;
            maxD = Math.max(maxD, Math.sin(v));
            minD = Math.min(minD, Math.cos(v));
            if (v > maxLocI) {
                maxLocI = v;
                maxAt = i;
            }
            if (v < minLocI) {
                minLocI = v;
                minAt = i;
            }
        }
    }

    public static String run() {
        data = new int[1001];
        for (int i = 0; i < data.length; i++) {
            data[i] = (int) ((i * 7919L) % 613) - 300; // many ties for the extremes
        }
        reduce(0, data.length);
        return "sumI=" + sumI + "\nprodI=" + prodI + "\nmaxI=" + maxI + "\nminI=" + minI + "\nandI=" + andI
                + "\norI=" + orI + "\nxorI=" + xorI + "\nsumJ=" + sumJ + "\nprodJ=" + prodJ + "\nmaxJ=" + maxJ
                + "\nminJ=" + minJ + "\nandJ=" + andJ + "\norJ=" + orJ + "\nxorJ=" + xorJ
                + "\nsumF=" + sumF + "\nprodF=" + prodF + "\nmaxF=" + maxF + "\nminF=" + minF
                + "\nsumD=" + sumD + "\nprodD=" + prodD + "\nmaxD=" + maxD + "\nminD=" + minD
                + "\nmaxLocI=" + maxLocI + "\nmaxAt=" + maxAt + "\nminLocI=" + minLocI + "\nminAt=" + minAt + "\n";
    }
}
