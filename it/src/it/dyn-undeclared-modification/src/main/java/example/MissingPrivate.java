package example;

import org.javadvm.*;

/** A scratch field used by every iteration of a loop without being declared private. */
public class MissingPrivate {
    @Distributed
    double[] x = new double[8];
    @Distributed(alignWith = "x")
    double[] y = new double[8];
    double scaled;

    @ParallelLoop(on = "x")
    void polynomial(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            scaled = 0.5 * x[i]; // expect DVM03 write scaled undeclared-private at=(1) related=write:16@(0)
            // iteration 1 reads back its own write, which races with the other iterations' writes of scaled
            y[i] = scaled * scaled + scaled; // expect DVM03 read scaled undeclared-private at=(1) related=write:16@(1)
        }
    }

    static void run() {
        MissingPrivate m = new MissingPrivate();
        for (int i = 0; i < 8; i++) {
            m.x[i] = i;
        }
        m.polynomial(0, 8);
    }
}
