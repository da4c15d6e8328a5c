package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/** The mirrored elements declared as remote reads: they are fetched into a buffer before the loop. */
public class FixedSymmetrize {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] m = new double[6][6];
    @Distributed(alignWith = "m")
    double[][] sym = new double[6][6];

    @ParallelLoop(on = "sym", remoteAccess = "m")
    void symmetrize(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double mine = m[i][j];
                double mirrored = m[j][i];
                sym[i][j] = (mine + mirrored) / 2;
            }
        }
    }

    static void run() {
        FixedSymmetrize s = new FixedSymmetrize();
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                s.m[i][j] = i * 6 + j;
            }
        }
        s.symmetrize(0, 6, 0, 6);
    }
}
