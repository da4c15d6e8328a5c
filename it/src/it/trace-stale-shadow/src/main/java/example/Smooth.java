package example;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * A plate smoothed in place, each point reading its four neighbours through shadow edges renewed before the loop,
 * without ACROSS (-Dvariant=race, the seeded bug): sequentially a point reads the new values above and to the left;
 * on a distributed machine a processor's edge holds its neighbours' values from the renewal, so the result depends
 * on the grid. The correct variants: the same loop declared ACROSS (across), a Jacobi step into a second array
 * (jacobi). -Dvariant=remote: a row every processor reads through remoteAccess while the loop updates it.
 */
public class Smooth {
    static final String VARIANT = System.getProperty("variant", "race");
    static final int N = 16;
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] a = new double[N][N];
    @Distributed(alignWith = "a")
    double[][] b = new double[N][N];

    Smooth() {
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                a[i][j] = Math.sin(i + 1) + Math.cos(0.5 * j);
            }
        }
    }

    /** The seeded bug: an in-place update whose neighbours come from shadow edges renewed once, before the loop. */
    @ParallelLoop(on = "a", shadowRenew = "a")
    void smooth(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            }
        }
    }

    /** The same update declared ACROSS: the pipeline hands each processor its neighbours' new values. */
    @ParallelLoop(on = "a", across = "a")
    void sweep(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "b", shadowRenew = "a")
    void relax(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            }
        }
    }

    @ParallelLoop(on = "a")
    void copy(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = b[i][j];
            }
        }
    }

    /** Row 1 read by every processor through its remote buffer while processor 0's iterations update it. */
    @ParallelLoop(on = "a", remoteAccess = "a")
    void addRow(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                a[i][j] = a[i][j] + 0.5 * a[1][j];
            }
        }
    }

    public static void main(String[] args) {
        Smooth s = new Smooth();
        for (int step = 0; step < 2; step++) {
            switch (VARIANT) {
                case "race" -> s.smooth(1, N - 1, 1, N - 1);
                case "across" -> s.sweep(1, N - 1, 1, N - 1);
                case "jacobi" -> {
                    s.relax(1, N - 1, 1, N - 1);
                    s.copy(1, N - 1, 1, N - 1);
                }
                case "remote" -> s.addRow(1, N - 1, 0, N);
                default -> throw new IllegalArgumentException("variant " + VARIANT);
            }
        }
        double sum = 0;
        for (double[] row : s.a) {
            for (double x : row) {
                sum += x;
            }
        }
        System.out.println(VARIANT + " sum=" + sum);
    }
}
