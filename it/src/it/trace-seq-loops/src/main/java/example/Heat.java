package example;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * Smoothing steps on a 2-D grid: a time loop of the sequential part holds the parallel loops, each iteration of
 * the smoothing loop runs a short sequential loop of its own, and a sequential loop sums a diagonal at the end.
 * With the argument {@code race} the inner loop also carries a value from one iteration of the parallel loop to
 * the next through the undeclared field {@code carry}: a race whose value depends on the iterations' order.
 */
public class Heat {
    final int n;
    final boolean race;
    @Distributed(format = {BLOCK, BLOCK})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double carry;

    Heat(int n, boolean race) {
        this.n = n;
        this.race = race;
        this.a = new double[n][n];
        this.b = new double[n][n];
    }

    @ParallelLoop(on = "a")
    void init(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                a[i][j] = i * 0.5 + j;
    }

    @ParallelLoop(on = "b")
    void smooth(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++) {
                double s = 0;
                for (int k = 0; k < 3; k++) {
                    s += a[i][j] * (k + 1);
                    if (race) {
                        carry = 0.5 * carry + s;
                    }
                }
                b[i][j] = s / 6 + carry;
            }
    }

    @ParallelLoop(on = "a")
    void copy(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                a[i][j] = b[i][j];
    }

    double run(int steps) {
        init(0, n, 0, n);
        for (int t = 0; t < steps; t++) {
            smooth(0, n, 0, n);
            copy(0, n, 0, n);
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            total += a[i][n - 1 - i];
        }
        return total;
    }

    public static void main(String[] args) {
        boolean race = args.length > 0 && args[0].equals("race");
        System.out.println("total = " + new Heat(8, race).run(3));
    }
}
