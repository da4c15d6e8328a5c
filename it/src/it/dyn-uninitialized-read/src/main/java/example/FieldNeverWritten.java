package example;

import org.javadvm.*;
import static org.javadvm.Format.*;
import static org.javadvm.ReductionOp.*;

/** scale is never assigned: its value is Java's zero, reported under the strict reading only. */
public class FieldNeverWritten {
    double scale;

    double apply(double x) {
        return x * scale; // expect-strict DVM02 read scale
    }

    static void run() {
        new FieldNeverWritten().apply(3);
    }
}

