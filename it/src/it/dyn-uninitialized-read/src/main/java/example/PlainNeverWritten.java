package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** The last weight is never set; Java's zero hides the mistake, which only the strict reading reports. */
public class PlainNeverWritten {
    double[] weights;

    double total() {
        weights = new double[4];
        for (int k = 0; k < 3; k++) {
            weights[k] = k + 1;
        }
        double sum = 0;
        for (int k = 0; k < 4; k++) {
            sum += weights[k]; // expect-strict DVM02 read weights[3] array-element
        }
        return sum;
    }

    static void run() {
        new PlainNeverWritten().total();
    }
}

