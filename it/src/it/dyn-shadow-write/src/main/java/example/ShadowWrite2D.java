package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** A 2-D loop writing the element to the left of its own in an aligned array. */
public class ShadowWrite2D {
    @Distributed(shadow = {1, 1})
    double[][] a = new double[5][5];
    @Distributed(alignWith = "a", shadow = {1, 1})
    double[][] b = new double[5][5];

    @ParallelLoop(on = "a")
    void left(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                b[i][j - 1] = i * j; // expect DVM07 write b[1][0] at=(1,1)
            }
        }
    }

    static void run() {
        new ShadowWrite2D().left(1, 5, 1, 5);
    }
}

