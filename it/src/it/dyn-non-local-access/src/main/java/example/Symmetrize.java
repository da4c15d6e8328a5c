package example;

import org.javadvm.*;
import static org.javadvm.Format.*;

/**
 * The symmetric part of a row-distributed matrix, (m + m^T) / 2: element (i, j) needs m[j][i] from row j, which
 * another processor owns, and the loop does not declare it remote.
 */
public class Symmetrize {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] m = new double[6][6];
    @Distributed(alignWith = "m")
    double[][] sym = new double[6][6];

    @ParallelLoop(on = "sym")
    void symmetrize(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                double mine = m[i][j];
                double mirrored = m[j][i]; // expect DVM06 read m[1][0] at=(0,1)
                sym[i][j] = (mine + mirrored) / 2;
            }
        }
    }

    static void run() {
        Symmetrize s = new Symmetrize();
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                s.m[i][j] = i * 6 + j;
            }
        }
        s.symmetrize(0, 6, 0, 6);
    }
}
