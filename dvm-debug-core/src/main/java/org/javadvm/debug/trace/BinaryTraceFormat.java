package org.javadvm.debug.trace;

import java.nio.charset.StandardCharsets;

/**
 * The compact binary encoding shared by {@link BinaryTraceWriter} and {@link BinaryTraceReader}. After the
 * magic {@code DVMTRB1\n} and the header (a varint count of key/value strings), each record is a tag byte
 * and its fields: integers as unsigned or zigzag LEB128 varints, doubles as 8 and floats as 4 little-endian
 * bytes, strings (file names, variable names, reference values) as references into a table the trace
 * builds as it goes (varint 0, the new id and the UTF-8 text the first time; id + 1 afterwards), and element
 * operands {@code name[i][j]} as the name's reference and the indices, so that an element costs a few bytes.
 */
final class BinaryTraceFormat {
    static final byte[] MAGIC = "DVMTRB1\n".getBytes(StandardCharsets.US_ASCII);

    static final int CONSTRUCT_BEGIN = 1;
    static final int ITERATION = 2;
    static final int CONSTRUCT_END = 3;
    static final int REDUCTION_RESULT = 4;
    static final int SKIP = 5;
    static final int CUT = 6;
    static final int END_TRACE = 15;
    /** Access records: ACCESS + 16 * kind ordinal + value type code (kind 0..5, code 0..9). */
    static final int ACCESS = 32;

    /** Operand forms. */
    static final int OPERAND_TEXT = 0;
    static final int OPERAND_ELEMENT = 1;

    private BinaryTraceFormat() {
    }

    static int accessTag(TraceRecord.AccessKind kind, ValueKind type) {
        return ACCESS + 16 * kind.ordinal() + type.code;
    }

    static String access(int code) {
        return switch (code) {
            case 1 -> "r";
            case 2 -> "w";
            case 3 -> "rw";
            default -> null;
        };
    }

    static int accessCode(String access) {
        return switch (access) {
            case "r" -> 1;
            case "w" -> 2;
            case "rw" -> 3;
            default -> throw new IllegalArgumentException("checksum access '" + access + "' is not r, w or rw");
        };
    }
}
