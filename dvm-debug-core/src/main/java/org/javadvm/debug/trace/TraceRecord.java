package org.javadvm.debug.trace;

import java.util.List;

/**
 * One record of a trace, in the terms of the original's text format (seed 000, section 6.4.2; keywords in
 * {@code shared/dvm-facts.md}). The recorder produces them from the debug event stream, the writers encode
 * them (text or binary), the readers decode them, the comparer matches a run's records with a reference's.
 * Every kind knows its keyword; positions are source file name and line ({@code ""} and 0 when unknown).
 */
public sealed interface TraceRecord {
    /** The record's keyword in the text format ({@code PL}, {@code IT}, {@code RD}, ...). */
    String keyword();

    /** What a construct is: a parallel loop, a task region, or a sequential loop of a woven method. */
    enum ConstructKind {
        PL, TR, SL
    }

    /** What an access record says: read, before write, after write, or the same of a reduction variable. */
    enum AccessKind {
        RD(true, false, false), BW(false, true, false), AW(true, true, false),
        RV_RD(true, false, true), RV_BW(false, true, true), RV_AW(true, true, true);

        // fields, not comparisons: each record's way asks them, and an accessor this small is inlined even
        // into a method the JIT finds too big for more
        private final boolean hasValue;
        private final boolean write;
        private final boolean reductionVariable;

        AccessKind(boolean hasValue, boolean write, boolean reductionVariable) {
            this.hasValue = hasValue;
            this.write = write;
            this.reductionVariable = reductionVariable;
        }

        /** Whether the record carries a value (a before-write record does not). */
        public boolean hasValue() {
            return hasValue;
        }

        public boolean isWrite() {
            return write;
        }

        public boolean isReductionVariable() {
            return reductionVariable;
        }
    }

    /**
     * {@code SL|PL|TR: number(parent) [rank] (lo,hi,step)...; {"file", line}}: a construct starts.
     * {@code number} numbers the source construct (1, 2, ... in the order first executed; the loops file's
     * number), {@code parent} is the enclosing construct's number or 0 at the top. Bounds are inclusive as in
     * the original ({@code hi = last iteration}); {@code lo.length == rank}, except for a sequential loop whose
     * start knows no bounds (the loop hooks carry none): then {@code lo}, {@code hi} and {@code step} are empty
     * ({@code SL: 3(1) [1]; {"F.java", 12}}) and its iterations are numbered from 0.
     */
    record ConstructBegin(ConstructKind kind, int number, int parent, int rank, long[] lo, long[] hi, long[] step,
                          String file, int line) implements TraceRecord {
        @Override
        public String keyword() {
            return kind.name();
        }
    }

    /**
     * {@code IT: absolute, (i,j,...)}: an iteration (or a task) starts. {@code absolute} is the row-major linear
     * number of the iteration within its construct instance, counted from 0 at the first iteration of the
     * whole iteration space, so that equal iterations of two runs carry equal numbers whatever the split.
     */
    record Iteration(long absolute, long[] index) implements TraceRecord {
        @Override
        public String keyword() {
            return "IT";
        }
    }

    /**
     * {@code RD|BW|AW|RV_*: [type] "operand" = value; {"file", line}}: an access to {@code operand}, the
     * variable in source terms ({@code a[3][4]}, {@code sum}, {@code Jacobi.eps}). {@code value} is
     * {@code null} for before-write records.
     */
    record Access(AccessKind kind, TraceValue value, ValueKind type, String operand, String file, int line)
            implements TraceRecord {
        @Override
        public String keyword() {
            return kind.name();
        }
    }

    /**
     * {@code RV: [type] "variable" = value; {"file", line}}: a reduction's result after its construct.
     * {@code operator} is the declared reduction operator ({@code MIN}, {@code SUM}, ...), {@code ""} when the
     * recorder does not know it; the comparer names it when it checks reductions ({@code ManualReductCalc}).
     */
    record ReductionResult(String variable, ValueKind type, TraceValue value, String file, int line, String operator)
            implements TraceRecord {
        public ReductionResult {
            operator = operator == null ? "" : operator;
        }

        /** A result whose operator is not known. */
        public ReductionResult(String variable, ValueKind type, TraceValue value, String file, int line) {
            this(variable, type, value, file, line, "");
        }

        @Override
        public String keyword() {
            return "RV";
        }
    }

    /**
     * {@code EL: number; {"file", line}} and its checksum lines: a construct ends. {@code checksums} is
     * empty unless checksums are recorded (trace level 4 or {@code CalcChecksums}).
     */
    record ConstructEnd(int number, String file, int line, List<Checksum> checksums) implements TraceRecord {
        @Override
        public String keyword() {
            return "EL";
        }
    }

    /**
     * {@code CS("array", "file", line, number, "r|w|rw") = value[; count N, blocks of B: (sum, magnitude)...] |
     * FAILED}: the integral characteristic of an array the construct accessed (seed 004: the mean of its
     * elements), and the characteristics of its blocks ({@link ChecksumBlocks}, {@code null} in a trace written
     * without them), which see one wrong element the mean averages away. {@code failed} when it could not be
     * computed (then {@code value} is NaN and there are no blocks).
     */
    record Checksum(String array, String file, int line, int number, String access, double value, boolean failed,
                    ChecksumBlocks blocks) {
        /** A checksum without blocks: the mean alone, as DVM writes it. */
        public Checksum(String array, String file, int line, int number, String access, double value,
                        boolean failed) {
            this(array, file, line, number, access, value, failed, null);
        }
    }

    /** {@code SKP: {"file", line}}: code was skipped (an unchecked segment, a level that records nothing). */
    record Skip(String file, int line) implements TraceRecord {
        @Override
        public String keyword() {
            return "SKP";
        }
    }

    /**
     * {@code CUT: "reason"}: recording stopped here although the program went on (the size cap was reached);
     * the last record of such a trace. An addition: the original has no such record.
     */
    record Cut(String reason) implements TraceRecord {
        @Override
        public String keyword() {
            return "CUT";
        }
    }
}
