package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/**
 * Every row reads row 0 remotely, and also writes into it: besides the buffer write, the rows now depend
 * on one another through row 0.
 */
public class RemoteRowWrite {
    @Distributed
    double[][] grid = new double[4][4];
    @Distributed(alignWith = "grid")
    double[][] out = new double[4][4];

    @ParallelLoop(on = "out", remoteAccess = "grid")
    void broadcast(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                out[i][j] = grid[0][j]; // expect DVM01 read grid[0][0] flow at=(2,0) related=write:22@(1,0)
                grid[0][j] = out[i][j] + 1; // expect DVM09 write grid[0][0] at=(1,0) expect DVM01 write grid[0][0] output at=(2,0) related=write:22@(1,0)
            }
        }
    }

    static void run() {
        RemoteRowWrite r = new RemoteRowWrite();
        for (double[] row : r.grid) {
            java.util.Arrays.fill(row, 1);
        }
        r.broadcast(1, 4, 0, 4);
    }
}

