package example;

import org.javadvm.*;

/** The loop variable indexes the rows, but dims says it runs along dimension 1, the columns. */
public class RowsDeclaredAsColumns {
    @Distributed
    long[][] m = new long[4][6];

    @ParallelLoop(on = "m", dims = 1)
    void number(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            for (int j = 0; j < 6; j++) {
                m[i][j] = 100L * i + j; // expect DVM06 write m[0][1] at=(0)
            }
        }
    }

    static void run() {
        new RowsDeclaredAsColumns().number(0, 4);
    }
}
