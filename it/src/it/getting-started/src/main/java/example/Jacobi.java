package example;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

public class Jacobi {
    final int n;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a;
    @Distributed(alignWith = "a")
    double[][] b;
    double eps;

    public Jacobi(int n) {
        this.n = n;
        a = new double[n][n];
        b = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                a[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0 : 1 + i + j;
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++)
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
    }

    @ParallelLoop(on = "a")
    @Reduction(var = "eps", op = MAX)
    void update(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++)
            for (int j = j0; j < j1; j++) {
                eps = Math.max(eps, Math.abs(b[i][j] - a[i][j]));
                a[i][j] = b[i][j];
            }
    }

    public double solve(int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++) {
            eps = 0;
            relax(1, n - 1, 1, n - 1);
            update(1, n - 1, 1, n - 1);
        }
        return eps;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int sweeps = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        System.out.println("eps = " + new Jacobi(n).solve(sweeps));
    }
}
