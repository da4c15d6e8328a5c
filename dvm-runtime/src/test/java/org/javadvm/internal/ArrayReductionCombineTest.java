package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.javadvm.ReductionOp;
import org.junit.jupiter.api.Test;

/**
 * The element-wise steps of an array reduction against a scalar reference: combining two copies (one loop per
 * type and operator, a chunk at a time) and the identity copies (zero-valued ones are not filled again).
 */
class ArrayReductionCombineTest {
    private static final int N = 37;
    private static final ReductionOp[] INTEGER_OPS = {ReductionOp.SUM, ReductionOp.PRODUCT, ReductionOp.MAX,
        ReductionOp.MIN, ReductionOp.AND, ReductionOp.OR, ReductionOp.XOR};
    private static final ReductionOp[] FLOATING_OPS = {ReductionOp.SUM, ReductionOp.PRODUCT, ReductionOp.MAX,
        ReductionOp.MIN};

    private static long reference(ReductionOp op, long a, long b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case AND: return a & b;
            case OR: return a | b;
            default: return a ^ b;
        }
    }

    private static double reference(ReductionOp op, double a, double b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            default: return Math.min(a, b);
        }
    }

    @Test
    void combiningTwoCopiesFoldsEveryElementWithTheOperator() {
        combinesEveryElement(N);
    }

    /** Longer than two chunks and not a multiple of one: every element of every chunk, the last one short. */
    @Test
    void combiningCopiesLongerThanAChunkFoldsEveryElement() {
        combinesEveryElement(2 * ArrayReduction.CHUNK + 3);
    }

    private static void combinesEveryElement(int n) {
        Random random = new Random(11);
        for (ReductionOp op : INTEGER_OPS) {
            int[] ia = random.ints(n).toArray();
            int[] ib = random.ints(n).toArray();
            long[] la = random.longs(n).toArray();
            long[] lb = random.longs(n).toArray();
            int[] iExpected = new int[n];
            long[] lExpected = new long[n];
            for (int i = 0; i < n; i++) {
                iExpected[i] = (int) reference(op, ia[i], ib[i]);
                lExpected[i] = reference(op, la[i], lb[i]);
            }
            ArrayReduction.combine(op, ia, ib);
            ArrayReduction.combine(op, la, lb);
            assertArrayEquals(iExpected, ia, "int " + op);
            assertArrayEquals(lExpected, la, "long " + op);
        }
        for (ReductionOp op : FLOATING_OPS) {
            double[] da = random.doubles(n, -1e6, 1e6).toArray();
            double[] db = random.doubles(n, -1e-3, 1e3).toArray();
            da[0] = -0.0;
            db[0] = 0.0;
            db[1] = Double.NaN;
            float[] fa = new float[n];
            float[] fb = new float[n];
            double[] dExpected = new double[n];
            float[] fExpected = new float[n];
            for (int i = 0; i < n; i++) {
                fa[i] = (float) da[i];
                fb[i] = (float) db[i];
                dExpected[i] = reference(op, da[i], db[i]);
                fExpected[i] = (float) reference(op, fa[i], fb[i]); // rounded once, as float arithmetic is
            }
            ArrayReduction.combine(op, da, db);
            ArrayReduction.combine(op, fa, fb);
            assertArrayEquals(dExpected, da, "double " + op);
            assertArrayEquals(fExpected, fa, "float " + op);
        }
    }

    @Test
    void identityCopiesHoldTheOperatorsIdentityInEveryElement() {
        for (ReductionOp op : INTEGER_OPS) {
            int[] ints = (int[]) ArrayReduction.identity(op, new int[N]);
            long[] longs = (long[]) ArrayReduction.identity(op, new long[N]);
            for (int i = 0; i < N; i++) {
                assertEquals(7, reference(op, 7, ints[i]), "int " + op + " element " + i);
                assertEquals(7, reference(op, 7, longs[i]), "long " + op + " element " + i);
            }
        }
        for (ReductionOp op : FLOATING_OPS) {
            float[] floats = (float[]) ArrayReduction.identity(op, new float[N]);
            double[] doubles = (double[]) ArrayReduction.identity(op, new double[N]);
            for (int i = 0; i < N; i++) {
                assertEquals(-2.5, reference(op, -2.5, floats[i]), "float " + op + " element " + i);
                assertEquals(-2.5, reference(op, -2.5, doubles[i]), "double " + op + " element " + i);
            }
        }
    }
}
