package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Extra parameters of every size after the bounds, wide locals after the Block's slot, branches,
 * a switch and a try/catch (stack map frames), private fields of narrow types, a helper call and a
 * loop of rank 1 on a rank-2 array with an offset.
 */
public class Passthrough {
    @Distributed(shadow = {1, 0})
    long[][] grid = new long[23][11];
    byte scratchByte;
    boolean scratchFlag;
    double scratch;
    long total;

    @ParallelLoop(on = "grid", rank = 1, offset = {1}, privates = {"scratchByte", "scratchFlag", "scratch"})
    @Reduction(var = "total", op = ReductionOp.SUM)
    void fill(int i0, int i1, double scale, long seed, String tag, int[] weights) {
        for (int i = i0; i < i1; i++) {
            long local = seed + i;
            double d = scale * i;
            for (int j = 0; j < grid[i + 1].length; j++) {
                scratchByte = (byte) (i * 37 + j);
                scratchFlag = (j & 1) == 0;
                scratch = d + j;
                long value;
                switch (j % 3) {
                    case 0:
                        value = local * weights[j % weights.length];
                        break;
                    case 1:
                        value = (long) scratch + scratchByte;
                        break;
                    default:
                        value = scratchFlag ? tag.length() : -tag.length();
                }
                try {
                    value += checked(value, j);
                } catch (ArithmeticException e) {
                    value = -1;
                }
                grid[i + 1][j] = value;
                total += value;
            }
        }
    }

    private static long checked(long value, int j) {
        if (j == 7) {
            throw new ArithmeticException("seven");
        }
        return value % 11;
    }

    public static String run() {
        Passthrough p = new Passthrough();
        p.total = 3;
        p.fill(0, 22, 0.75, 1_000_000_007L, "dvm", new int[] {3, 1, 4, 1, 5});
        long sum = 0;
        for (int i = 1; i < p.grid.length; i++) { // row 0 is never written
            for (long v : p.grid[i]) {
                sum = sum * 31 + v;
            }
        }
        return "total=" + p.total + "\nhash=" + sum + "\n"; // private fields are undefined after the loop
    }
}
