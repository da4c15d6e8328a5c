package org.javadvm.samples.failures;

import static org.javadvm.ReductionOp.PRODUCT;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * Products of factors whose running product overflows or underflows: the sequential loop's result depends on the
 * order of the factors, which a grid changes. The factors are {@code big} for the first half and {@code small} for
 * the second, then {@code -1}.
 */
public class Products {
    @Distributed
    double[] factors = new double[100];
    double product;
    @Distributed
    float[] floats = new float[100];
    float floatProduct;
    /** Element 1 takes the same product as {@link #product}; element 0 stays in range. */
    final double[] columns = new double[2];

    @ParallelLoop(on = "factors")
    @Reduction(var = "product", op = PRODUCT)
    void multiply(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            product *= factors[i];
        }
    }

    @ParallelLoop(on = "factors")
    @Reduction(var = "columns", op = PRODUCT)
    void multiplyColumns(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            columns[0] *= 1.0;
            columns[1] *= factors[i];
        }
    }

    @ParallelLoop(on = "floats")
    @Reduction(var = "floatProduct", op = PRODUCT)
    void multiplyFloats(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            floatProduct *= floats[i];
        }
    }

    private static String of(double big, double small) {
        Products p = new Products();
        for (int i = 0; i < 100; i++) {
            p.factors[i] = i < 50 ? big : small;
            p.floats[i] = (float) (i < 50 ? big : small);
        }
        p.factors[99] = -1;
        p.floats[99] = -1;
        p.product = 1;
        p.floatProduct = 1;
        p.columns[0] = 1;
        p.columns[1] = 1;
        p.multiply(0, 100);
        p.multiplyFloats(0, 100);
        p.multiplyColumns(0, 100);
        return p.product + " " + p.floatProduct + " " + p.columns[0] + " " + p.columns[1];
    }

    /** Sequentially an overflow the small factors cannot undo: -Infinity; on a grid Infinity times -0.0 is NaN. */
    public static String overflowThenUnderflow() {
        return of(1e10, 1e-10);
    }

    /** Factors that stay in range whatever the order: no notice. */
    public static String inRange() {
        return of(1.5, 0.5);
    }

    /** Each half of the doubles stays in range; their product overflows, as the sequential loop does. */
    public static String overflowOfTheHalves() {
        return of(1e6, 1e6);
    }
}
