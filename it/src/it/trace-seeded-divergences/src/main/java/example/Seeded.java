package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Four seeded divergences, one chosen by -Dseed.bug (none, operator, update, race, processor). Each bug leaves the
 * sequential program (and so a run on one processor) correct and changes a value on more than one processor.
 */
public class Seeded {
    static final String BUG = System.getProperty("seed.bug", "none");
    final int n;
    @Distributed(format = {BLOCK, BLOCK})
    double[][] u;
    @Distributed(alignWith = "u")
    double[][] v;
    double peak;
    double total;
    double last;

    Seeded(int n) {
        this.n = n;
        u = new double[n][n];
        v = new double[n][n];
    }

    @ParallelLoop(on = "u")
    void fill(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                u[i][j] = 1 + (i * 5 + j * 3) % 7 + i * 0.25;
            }
        }
    }

    @ParallelLoop(on = "u")
    @Reduction(var = "peak", op = MAX)
    void peak(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                peak = Math.max(peak, u[i][j]);
            }
        }
    }

    /** Bug "operator": the loop computes a maximum but declares a sum. */
    @ParallelLoop(on = "u")
    @Reduction(var = "peak", op = SUM)
    void peakDeclaredSum(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                peak = Math.max(peak, u[i][j]);
            }
        }
    }

    /** A sum; bug "update": a decaying sum, not the declared operation. */
    @ParallelLoop(on = "u")
    @Reduction(var = "total", op = SUM)
    void total(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                if (BUG.equals("update")) {
                    total = total * 0.5 + u[i][j];
                } else {
                    total += u[i][j];
                }
            }
        }
    }

    /**
     * Running row sums into v; bug "race": carried in the shared field last, which a processor whose block starts
     * inside a row takes from another processor's last iteration.
     */
    @ParallelLoop(on = "v")
    void rowSums(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                if (BUG.equals("race")) {
                    double before = j == 0 ? 0 : last;
                    v[i][j] = before + u[i][j];
                    last = v[i][j];
                } else {
                    double row = 0;
                    for (int k = 0; k <= j; k++) {
                        row += u[i][k];
                    }
                    v[i][j] = row;
                }
            }
        }
    }

    /**
     * Adds the sum of u to v; bug "processor": scales v by the running partial sum, which only processor 0 starts
     * from the value before the loop.
     */
    @ParallelLoop(on = "v")
    @Reduction(var = "total", op = SUM)
    void accumulate(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                total += u[i][j];
                double scale = BUG.equals("processor") ? total : 1;
                v[i][j] = v[i][j] * scale;
            }
        }
    }

    public static void main(String[] args) {
        Seeded s = new Seeded(8);
        s.fill(0, s.n, 0, s.n);
        if (BUG.equals("operator")) {
            s.peakDeclaredSum(0, s.n, 0, s.n);
        } else {
            s.peak(0, s.n, 0, s.n);
        }
        s.total(0, s.n, 0, s.n);
        s.rowSums(0, s.n, 0, s.n);
        s.total = 0;
        s.accumulate(0, s.n, 0, s.n);
        double sum = 0;
        for (double[] row : s.v) {
            for (double x : row) {
                sum += x;
            }
        }
        System.out.println("peak=" + s.peak);
        System.out.println("total=" + s.total);
        System.out.println("v=" + sum);
    }
}
