package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** scale is never assigned. */
public class FieldNeverWritten {
    double scale;

    double apply(double x) {
        return x * scale; // expect DVM02 read scale
    }

    static void run() {
        new FieldNeverWritten().apply(3);
    }
}

