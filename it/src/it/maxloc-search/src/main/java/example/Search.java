package example;

import static org.javadvm.ReductionOp.MAXLOC;
import static org.javadvm.ReductionOp.MINLOC;
import static org.javadvm.ReductionOp.SUM;
import static org.javadvm.ReductionOp.XOR;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/** MAXLOC and MINLOC over a matrix whose extremes occur many times (ties), plus integer SUM and XOR. */
public class Search {
    @Distributed
    int[][] m = new int[157][131];
    int max = Integer.MIN_VALUE;
    int maxI = -1;
    int maxJ = -1;
    int min = Integer.MAX_VALUE;
    int minI = -1;
    int minJ = -1;
    long total;
    int hash;

    @ParallelLoop(on = "m")
    void fill(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                m[i][j] = (int) (((long) i * 7919 + (long) j * 104729) % 1009) - 500;
            }
        }
    }

    @ParallelLoop(on = "m")
    @Reduction(var = "max", op = MAXLOC, loc = {"maxI", "maxJ"})
    @Reduction(var = "min", op = MINLOC, loc = {"minI", "minJ"})
    @Reduction(var = "total", op = SUM)
    @Reduction(var = "hash", op = XOR)
    void search(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                int v = m[i][j];
                if (v > max) {
                    max = v;
                    maxI = i;
                    maxJ = j;
                }
                if (v < min) {
                    min = v;
                    minI = i;
                    minJ = j;
                }
                total += (long) v * v;
                hash ^= v * 31 + i;
            }
        }
    }

    public static void main(String[] args) {
        Search search = new Search();
        search.fill(0, 157, 0, 131);
        // Ties across blocks of a 2x2 grid: the first occurrence in row-major order lies in the upper
        // right block, a later one in the upper left block, which comes first in processor order.
        search.m[0][120] = 1000;
        search.m[40][3] = 1000;
        search.m[1][125] = -1000;
        search.m[60][2] = -1000;
        search.search(0, 157, 0, 131);
        int maxCount = 0;
        for (int[] row : search.m) {
            for (int v : row) {
                maxCount += v == search.max ? 1 : 0;
            }
        }
        System.out.println("max=" + search.max + "\nmaxI=" + search.maxI + "\nmaxJ=" + search.maxJ);
        System.out.println("min=" + search.min + "\nminI=" + search.minI + "\nminJ=" + search.minJ);
        System.out.println("total=" + search.total + "\nhash=" + search.hash + "\nmaxCount=" + maxCount);
    }
}
