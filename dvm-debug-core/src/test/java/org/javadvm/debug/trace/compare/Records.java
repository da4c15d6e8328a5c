package org.javadvm.debug.trace.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.Access;
import org.javadvm.debug.trace.TraceRecord.AccessKind;
import org.javadvm.debug.trace.TraceRecord.Checksum;
import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructEnd;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;
import org.javadvm.debug.trace.TraceRecord.Iteration;
import org.javadvm.debug.trace.TraceRecord.ReductionResult;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;

/** Hand-built trace records of a program in {@code Prog.java}. */
final class Records {
    static final String FILE = "Prog.java";

    private Records() {
    }

    static TraceHeader header(String mode) {
        return new TraceHeader(Map.of("PROGRAM", "example.Prog", "MODE", mode, "CPU_COUNT", "1"));
    }

    static TraceHeader header(String mode, int processors) {
        return new TraceHeader(Map.of("PROGRAM", "example.Prog", "MODE", mode, "CPU_COUNT",
                Integer.toString(processors)));
    }

    /** A 1-D parallel loop over {@code lo..hi} (inclusive). */
    static ConstructBegin pl(int number, long lo, long hi, int line) {
        return new ConstructBegin(ConstructKind.PL, number, 0, 1, new long[] {lo}, new long[] {hi}, new long[] {1},
                FILE, line);
    }

    /** A 2-D parallel loop over {@code 0..n-1 x 0..m-1}. */
    static ConstructBegin pl2(int number, long n, long m, int line) {
        return new ConstructBegin(ConstructKind.PL, number, 0, 2, new long[] {0, 0}, new long[] {n - 1, m - 1},
                new long[] {1, 1}, FILE, line);
    }

    static ConstructBegin sl(int number, int parent, long lo, long hi, int line) {
        return new ConstructBegin(ConstructKind.SL, number, parent, 1, new long[] {lo}, new long[] {hi},
                new long[] {1}, FILE, line);
    }

    static Iteration it(long absolute, long... index) {
        return new Iteration(absolute, index.length == 0 ? new long[] {absolute} : index);
    }

    static ConstructEnd el(int number, int line, Checksum... sums) {
        return new ConstructEnd(number, FILE, line, Arrays.asList(sums));
    }

    static Access rd(String operand, double value, int line) {
        return new Access(AccessKind.RD, TraceValue.ofDouble(value), ValueKind.DOUBLE, operand, FILE, line);
    }

    static Access aw(String operand, double value, int line) {
        return new Access(AccessKind.AW, TraceValue.ofDouble(value), ValueKind.DOUBLE, operand, FILE, line);
    }

    static Access bw(String operand, int line) {
        return new Access(AccessKind.BW, null, ValueKind.DOUBLE, operand, FILE, line);
    }

    static Access rdInt(String operand, long value, int line) {
        return new Access(AccessKind.RD, TraceValue.ofLong(value), ValueKind.INT, operand, FILE, line);
    }

    static Access rv(AccessKind kind, String operand, double value, int line) {
        return new Access(kind, kind.hasValue() ? TraceValue.ofDouble(value) : null, ValueKind.DOUBLE, operand,
                FILE, line);
    }

    static ReductionResult result(String variable, double value, int line, String operator) {
        return new ReductionResult(variable, ValueKind.DOUBLE, TraceValue.ofDouble(value), FILE, line, operator);
    }

    static Checksum cs(String array, double value, int line) {
        return new Checksum(array, FILE, line, 1, "w", value, false);
    }

    static List<TraceRecord> list(TraceRecord... records) {
        return new ArrayList<>(Arrays.asList(records));
    }
}
