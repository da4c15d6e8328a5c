package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Heat diffusion on a plate, a 5-point stencil. With -Dheat.bug=1 one interior point, (20, 20), is relaxed with a
 * weight of 0.3 instead of 0.25: it is no boundary iteration of the loop, nor of any block of a 2x2 grid.
 */
public class Heat {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] t;
    @Distributed(alignWith = "t")
    double[][] next;
    double change;
    final boolean bug = Boolean.getBoolean("heat.bug");

    Heat(int n) {
        this.n = n;
        t = new double[n][n];
        next = new double[n][n];
        heat(0, n, 0, n);
    }

    @ParallelLoop(on = "t")
    void heat(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                t[i][j] = i == 0 ? 100 : (i * 7 + j * 3) % 11;
            }
        }
    }

    @ParallelLoop(on = "next", shadowRenew = "t")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double weight = bug && i == 20 && j == 20 ? 0.3 : 0.25;
                next[i][j] = weight * (t[i - 1][j] + t[i + 1][j] + t[i][j - 1] + t[i][j + 1]);
            }
        }
    }

    @ParallelLoop(on = "t")
    @Reduction(var = "change", op = MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                change = Math.max(change, Math.abs(next[i][j] - t[i][j]));
                t[i][j] = next[i][j];
            }
        }
    }

    public static void main(String[] args) {
        Heat plate = new Heat(48);
        for (int step = 0; step < 5; step++) {
            plate.change = 0;
            plate.relax(1, plate.n - 1, 1, plate.n - 1);
            plate.update(1, plate.n - 1, 1, plate.n - 1);
        }
        System.out.println("change=" + plate.change);
    }
}
