package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.javadvm.ReductionOp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every operator on every type it allows: the parallel result equals the sequential fold (integers bit
 * for bit), and is the same on repeated runs. Initial values are chosen so that both a wrong identity
 * and an ignored initial value change the result.
 */
class ReductionOpsTest {
    static final int N = 41;
    static double[] template = new double[N];
    static int[] ints = new int[N];
    static long[] longs = new long[N];
    static float[] floats = new float[N];
    static double[] doubles = new double[N];
    static int iv;
    static long jv;
    static float fv;
    static double dv;
    static int at;
    static int row;
    static int column;
    static double[][] plane = new double[8][8];

    @AfterAll
    static void restore() {
        Team.configure("1");
    }

    static List<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (String grid : TeamFixture.GRIDS) {
            for (ReductionOp op : ReductionOp.values()) {
                boolean bitwise = op == ReductionOp.AND || op == ReductionOp.OR || op == ReductionOp.XOR;
                for (char type : (bitwise ? "IJ" : "IJFD").toCharArray()) {
                    cases.add(Arguments.of(grid, op, type));
                }
            }
        }
        return cases;
    }

    @ParameterizedTest(name = "{1} on {2}, grid {0}")
    @MethodSource("cases")
    void parallelResultEqualsTheSequentialFold(String grid, ReductionOp op, char type) {
        Team.configure(grid);
        fillData(op, type);
        double initial = initial(op);
        boolean located = op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC;
        String spec = TeamFixture.loopSpec("template", "B", "0", false, "2,1,1,1",
                op + "," + type + "," + field(type) + ",0,-" + (located ? ",at:1" : ""));
        LoopBody body = body(op, type);

        Block sequential = TeamFixture.wholeBlock(0, N, 2, 1, 1, 1);
        setVariable(type, initial);
        at = -1;
        sequential.ints[1] = at;
        switch (type) {
            case 'I': sequential.ints[0] = iv; break;
            case 'J': sequential.longs[0] = jv; break;
            case 'F': sequential.floats[0] = fv; break;
            default: sequential.doubles[0] = dv; break;
        }
        body.run(sequential);

        setVariable(type, initial);
        at = -1;
        Woven.loop(spec, ReductionOpsTest.class, null, body, new int[] {0, N});
        long firstBits = variableBits(type);
        int firstAt = at;

        String what = op + " on " + type + ", grid " + grid;
        switch (type) {
            case 'I': assertEquals(sequential.ints[0], iv, what); break;
            case 'J': assertEquals(sequential.longs[0], jv, what); break;
            case 'F': assertClose(sequential.floats[0], fv, op, 1e-5, what); break;
            default: assertClose(sequential.doubles[0], dv, op, 1e-12, what); break;
        }
        if (located) {
            assertEquals(sequential.ints[1], at, "location of " + what);
        }

        setVariable(type, initial);
        at = -1;
        Woven.loop(spec, ReductionOpsTest.class, null, body, new int[] {0, N});
        assertEquals(firstBits, variableBits(type), "repeated run of " + what);
        assertEquals(firstAt, at, "repeated location of " + what);
    }

    /** SUM and PRODUCT may reassociate; every other operator picks one of the values, so it is exact. */
    private static void assertClose(double expected, double actual, ReductionOp op, double relative, String what) {
        if (op == ReductionOp.SUM || op == ReductionOp.PRODUCT) {
            assertThat(what, actual, closeTo(expected, Math.abs(expected) * relative));
        } else {
            assertEquals(expected, actual, 0, what);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void theInitialValueAndLocationTakePartInMaxloc(String grid) {
        Team.configure(grid);
        fillData(ReductionOp.MAXLOC, 'D');
        dv = 1e9; // better than every element: the result stays, with its location
        at = 77;
        Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "2,0,0,1", "MAXLOC,D,dv,0,-,at:1"),
                ReductionOpsTest.class, null, body(ReductionOp.MAXLOC, 'D'), new int[] {0, N});
        assertEquals(1e9, dv, 0);
        assertEquals(77, at);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "4", "2x2"})
    void minlocTiesGoToTheSmallestLocationWhateverTheProcessor(String grid) {
        Team.configure(grid);
        for (int i = 0; i < N; i++) {
            doubles[i] = i % 6 == 5 ? -3.5 : i; // minimum -3.5 at 5, 11, 17, ... on several processors
        }
        dv = Double.POSITIVE_INFINITY;
        at = -1;
        Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "2,0,0,1", "MINLOC,D,dv,0,-,at:1"),
                ReductionOpsTest.class, null, block -> {
                    double best = block.doubles[0];
                    int where = block.ints[1];
                    for (int i = block.hi[0] - 1; i >= block.lo[0]; i--) { // scans backwards: the last tie wins locally
                        if (doubles[i] <= best) {
                            best = doubles[i];
                            where = i;
                        }
                    }
                    block.doubles[0] = best;
                    block.ints[1] = where;
                }, new int[] {0, N});
        assertEquals(-3.5, dv, 0);
        assertEquals(5, at);
    }

    /**
     * Locations compare lexicographically in the order the loop lists them: with loc = {column, row}, the
     * tie in column 1 (processor 2 of a 2x2 grid) beats the one in column 6 (processor 1), although
     * processor 1 comes first and its tie comes first in row-major order.
     */
    @Test
    void locationsCompareInTheOrderTheyAreListed() {
        Team.configure("2x2");
        plane[0][6] = 9;
        plane[5][1] = 9;
        plane[2][2] = 4;
        dv = Double.NEGATIVE_INFINITY;
        row = -1;
        column = -1;
        Woven.loop(TeamFixture.loopSpec("plane", "BB", "0,0", false, "2,0,0,1", "MAXLOC,D,dv,0,-,column:0,row:1"),
                ReductionOpsTest.class, null, block -> {
                    double best = block.doubles[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        for (int j = block.lo[1]; j < block.hi[1]; j++) {
                            if (plane[i][j] > best) {
                                best = plane[i][j];
                                block.ints[0] = j;
                                block.ints[1] = i;
                            }
                        }
                    }
                    block.doubles[0] = best;
                }, new int[] {0, 8, 0, 8});
        assertEquals(9, dv, 0);
        assertEquals(1, column);
        assertEquals(5, row);
    }

    /**
     * Double sums combine in processor order: the result is exactly that fold. The partials 1e16, 1, ...,
     * -1e16 give 0 in that order and a different sum in any order that adds -1e16 before a 1.
     */
    @ParameterizedTest
    @ValueSource(strings = {"3", "4"})
    void doubleSumsCombineInProcessorOrder(String grid) {
        Team.configure(grid);
        int p = Team.get().size();
        java.util.Arrays.fill(doubles, 0);
        for (int c = 0; c < p; c++) {
            doubles[c * N / p] = c == 0 ? 1e16 : c == p - 1 ? -1e16 : 1;
        }
        double initial = 0;
        double expected = 0;
        for (int c = 0; c < p; c++) {
            double partial = c == 0 ? initial : 0;
            for (int i = c * N / p; i < (c + 1) * N / p; i++) {
                partial += doubles[i];
            }
            expected = c == 0 ? partial : expected + partial;
        }
        dv = initial;
        Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "0,0,0,1", "SUM,D,dv,0,-"),
                ReductionOpsTest.class, null, body(ReductionOp.SUM, 'D'), new int[] {0, N});
        assertEquals(0, expected, 0);
        assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(dv));
    }

    /** Processors whose block is empty still contribute an identity partial. */
    @Test
    void processorsWithoutIterationsContributeTheIdentity() {
        Team.configure("4");
        for (ReductionOp op : new ReductionOp[] {ReductionOp.PRODUCT, ReductionOp.AND, ReductionOp.MIN}) {
            fillData(op, 'I');
            iv = (int) initial(op);
            int expectedFrom = iv;
            Block sequential = TeamFixture.wholeBlock(0, 2, 2, 1, 1, 1);
            sequential.ints[0] = expectedFrom;
            body(op, 'I').run(sequential);
            // two iterations over four processors
            Woven.loop(TeamFixture.loopSpec("template", "B", "0", false, "2,1,1,1", op + ",I,iv,0,-"),
                    ReductionOpsTest.class, null, body(op, 'I'), new int[] {0, 2});
            assertEquals(sequential.ints[0], iv, op.toString());
        }
    }

    private static String field(char type) {
        switch (type) {
            case 'I': return "iv";
            case 'J': return "jv";
            case 'F': return "fv";
            default: return "dv";
        }
    }

    private static void setVariable(char type, double value) {
        iv = (int) value;
        jv = (long) value;
        fv = (float) value;
        dv = value;
    }

    private static long variableBits(char type) {
        switch (type) {
            case 'I': return iv;
            case 'J': return jv;
            case 'F': return Float.floatToIntBits(fv);
            default: return Double.doubleToLongBits(dv);
        }
    }

    /** Initial values that differ from the identity, and that MAX and MIN keep (data lies below or above). */
    private static double initial(ReductionOp op) {
        switch (op) {
            case SUM: return 17;
            case PRODUCT: return 3;
            case MAX: return -5;
            case MIN: return 5;
            case AND: return 0x0FFFFFFF;
            case OR: return 1 << 20;
            case XOR: return 0x5A5A5A5;
            case MAXLOC: return -1000;
            default: return 1000; // MINLOC
        }
    }

    private static void fillData(ReductionOp op, char type) {
        Random random = new Random(op.ordinal() * 31 + type);
        boolean integral = type == 'I' || type == 'J';
        for (int i = 0; i < N; i++) {
            double value;
            switch (op) {
                case SUM: value = integral ? random.nextInt(2001) - 1000 : random.nextDouble() * 1000 - 400; break;
                case PRODUCT: value = integral ? (random.nextInt(8) * 2 - 7) : 0.9 + random.nextDouble() * 0.2; break;
                case MAX: value = -30 + random.nextInt(20); break; // all below the initial -5
                case MIN: value = 10 + random.nextInt(20); break; // all above the initial 5
                case AND: value = ~(1 << (i % 13)); break;
                case OR: value = 1 << (i % 13); break;
                case XOR: value = random.nextInt(); break;
                case MAXLOC: value = -30 + random.nextInt(6); break; // negative, with many ties
                default: value = 10 + random.nextInt(6); break;
            }
            ints[i] = (int) value;
            boolean wide = op == ReductionOp.SUM || op == ReductionOp.XOR;
            longs[i] = wide ? (long) value * 3_000_000_019L : (long) value;
            floats[i] = (float) value;
            doubles[i] = value;
        }
    }

    /** What the woven body of a loop folding the data into the variable would do. */
    private static LoopBody body(ReductionOp op, char type) {
        switch (type) {
            case 'I':
                return block -> {
                    int acc = block.ints[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        int x = ints[i];
                        switch (op) {
                            case SUM: acc += x; break;
                            case PRODUCT: acc *= x; break;
                            case MAX: acc = Math.max(acc, x); break;
                            case MIN: acc = Math.min(acc, x); break;
                            case AND: acc &= x; break;
                            case OR: acc |= x; break;
                            case XOR: acc ^= x; break;
                            default:
                                if (op == ReductionOp.MAXLOC ? x > acc : x < acc) {
                                    acc = x;
                                    block.ints[1] = i;
                                }
                        }
                    }
                    block.ints[0] = acc;
                };
            case 'J':
                return block -> {
                    long acc = block.longs[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        long x = longs[i];
                        switch (op) {
                            case SUM: acc += x; break;
                            case PRODUCT: acc *= x; break;
                            case MAX: acc = Math.max(acc, x); break;
                            case MIN: acc = Math.min(acc, x); break;
                            case AND: acc &= x; break;
                            case OR: acc |= x; break;
                            case XOR: acc ^= x; break;
                            default:
                                if (op == ReductionOp.MAXLOC ? x > acc : x < acc) {
                                    acc = x;
                                    block.ints[1] = i;
                                }
                        }
                    }
                    block.longs[0] = acc;
                };
            case 'F':
                return block -> {
                    float acc = block.floats[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        float x = floats[i];
                        switch (op) {
                            case SUM: acc += x; break;
                            case PRODUCT: acc *= x; break;
                            case MAX: acc = Math.max(acc, x); break;
                            case MIN: acc = Math.min(acc, x); break;
                            default:
                                if (op == ReductionOp.MAXLOC ? x > acc : x < acc) {
                                    acc = x;
                                    block.ints[1] = i;
                                }
                        }
                    }
                    block.floats[0] = acc;
                };
            default:
                return block -> {
                    double acc = block.doubles[0];
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        double x = doubles[i];
                        switch (op) {
                            case SUM: acc += x; break;
                            case PRODUCT: acc *= x; break;
                            case MAX: acc = Math.max(acc, x); break;
                            case MIN: acc = Math.min(acc, x); break;
                            default:
                                if (op == ReductionOp.MAXLOC ? x > acc : x < acc) {
                                    acc = x;
                                    block.ints[1] = i;
                                }
                        }
                    }
                    block.doubles[0] = acc;
                };
        }
    }
}
