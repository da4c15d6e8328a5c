package org.javadvm.debug.trace;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Writes a trace in the compact binary encoding ({@link BinaryTraceFormat}); {@code PrintTrace} shows it as text. */
public final class BinaryTraceWriter extends TraceFileWriter {
    private final Map<String, Integer> strings = new HashMap<>();
    private final long[] indices = new long[16];
    private final String[] recentKeys = new String[64];
    private final int[] recentIds = new int[64];
    private static final int RECENT_NAMES = 4;
    private final String[] recentNames = new String[RECENT_NAMES];
    private final int[] recentNameIds = new int[RECENT_NAMES];
    private int nextRecentName;
    private String lastFile;
    private int lastFileId;
    /**
     * Bytes an element access of a one-dimensional array takes at most: tag, operand form, name (5), rank, index
     * (5), value (10), file (5), line (5); each further index adds 5.
     */
    private static final int ELEMENT_BOUND = 2 + 5 + 1 + 5 + 10 + 5 + 5;

    public BinaryTraceWriter(Path file, TraceSettings settings) throws IOException {
        super(file, settings);
    }

    @Override
    void encodeHeader(TraceHeader header, Buffer out) {
        out.write(BinaryTraceFormat.MAGIC, 0, BinaryTraceFormat.MAGIC.length);
        unsigned(out, header.keys().size());
        for (Map.Entry<String, String> key : header.keys().entrySet()) {
            text(out, key.getKey());
            text(out, key.getValue());
        }
    }

    @Override
    void encodeEnd(Buffer out) {
        out.write(BinaryTraceFormat.END_TRACE);
    }

    @Override
    void encode(TraceRecord record, Buffer out) {
        if (record instanceof TraceRecord.Access access) {
            out.write(BinaryTraceFormat.accessTag(access.kind(), access.type()));
            operand(out, access.operand());
            if (access.kind().hasValue()) {
                value(out, access.type(), access.value());
            }
            string(out, access.file());
            unsigned(out, access.line());
        } else if (record instanceof TraceRecord.Iteration iteration) {
            out.write(BinaryTraceFormat.ITERATION);
            unsigned(out, iteration.absolute());
            unsigned(out, iteration.index().length);
            for (long i : iteration.index()) {
                signed(out, i);
            }
        } else if (record instanceof TraceRecord.ConstructBegin begin) {
            out.write(BinaryTraceFormat.CONSTRUCT_BEGIN);
            out.write(begin.kind().ordinal());
            unsigned(out, begin.number());
            unsigned(out, begin.parent());
            unsigned(out, begin.rank());
            if (begin.kind() == TraceRecord.ConstructKind.SL) {
                unsigned(out, begin.lo().length);
            }
            for (int d = 0; d < begin.lo().length; d++) {
                signed(out, begin.lo()[d]);
                signed(out, begin.hi()[d]);
                signed(out, begin.step()[d]);
            }
            string(out, begin.file());
            unsigned(out, begin.line());
        } else if (record instanceof TraceRecord.ConstructEnd end) {
            out.write(BinaryTraceFormat.CONSTRUCT_END);
            unsigned(out, end.number());
            string(out, end.file());
            unsigned(out, end.line());
            unsigned(out, end.checksums().size());
            for (TraceRecord.Checksum checksum : end.checksums()) {
                string(out, checksum.array());
                string(out, checksum.file());
                unsigned(out, checksum.line());
                unsigned(out, checksum.number());
                out.write(BinaryTraceFormat.accessCode(checksum.access()));
                ChecksumBlocks blocks = checksum.blocks();
                out.write(checksum.failed() ? 1 : blocks == null ? 0 : 2);
                fixed(out, Double.doubleToRawLongBits(checksum.value()), 8);
                if (blocks != null) {
                    out.write(blocks.type().code);
                    unsigned(out, blocks.count());
                    unsigned(out, blocks.blockSize());
                    for (int b = 0; b < blocks.blocks(); b++) {
                        fixed(out, Double.doubleToRawLongBits(blocks.sum(b)), 8);
                        fixed(out, Double.doubleToRawLongBits(blocks.magnitude(b)), 8);
                    }
                }
            }
        } else if (record instanceof TraceRecord.ReductionResult result) {
            out.write(BinaryTraceFormat.REDUCTION_RESULT);
            out.write(result.type().code);
            string(out, result.variable());
            value(out, result.type(), result.value());
            string(out, result.file());
            unsigned(out, result.line());
            string(out, result.operator());
        } else if (record instanceof TraceRecord.Skip skip) {
            out.write(BinaryTraceFormat.SKIP);
            string(out, skip.file());
            unsigned(out, skip.line());
        } else if (record instanceof TraceRecord.Cut cut) {
            out.write(BinaryTraceFormat.CUT);
            text(out, cut.reason());
        }
    }

    /**
     * An element access encoded from its parts: the bytes {@link #encode} writes for its record, whose operand
     * {@code name[i][j]} it would take apart again.
     */
    @Override
    public TraceValue elementAccess(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix, int index,
                                    long bits, String file, int line) throws IOException {
        if (prefix.length >= indices.length) { // more dimensions than an element operand takes: as text
            return super.elementAccess(kind, type, array, prefix, index, bits, file, line);
        }
        Buffer out = startRecord();
        if (out == null) {
            return null;
        }
        int arrayId = knownName(array);
        int fileId = knownFile(file);
        if (arrayId >= 0 && fileId >= 0) { // the common case, names written before: in place, no check per byte
            byte[] bytes = out.room(ELEMENT_BOUND + 5 * prefix.length);
            int at = out.size();
            bytes[at++] = (byte) BinaryTraceFormat.accessTag(kind, type);
            bytes[at++] = (byte) BinaryTraceFormat.OPERAND_ELEMENT;
            at = putUnsigned(bytes, at, arrayId + 1L);
            at = putUnsigned(bytes, at, prefix.length + 1);
            for (int i : prefix) {
                at = putSigned(bytes, at, i);
            }
            at = putSigned(bytes, at, index);
            if (kind.hasValue()) {
                switch (type) {
                    case DOUBLE, DOUBLE_COMPLEX -> at = putFixed(bytes, at, bits, 8);
                    case FLOAT, FLOAT_COMPLEX -> at = putFixed(bytes, at,
                            Float.floatToRawIntBits((float) Double.longBitsToDouble(bits)), 4);
                    default -> at = putSigned(bytes, at, bits);
                }
            }
            at = putUnsigned(bytes, at, fileId + 1L);
            at = putUnsigned(bytes, at, line);
            out.truncate(at);
            endRecord();
            return null;
        }
        out.write(BinaryTraceFormat.accessTag(kind, type));
        out.write(BinaryTraceFormat.OPERAND_ELEMENT);
        string(out, array);
        unsigned(out, prefix.length + 1);
        for (int i : prefix) {
            signed(out, i);
        }
        signed(out, index);
        if (kind.hasValue()) {
            switch (type) {
                case DOUBLE, DOUBLE_COMPLEX -> fixed(out, bits, 8);
                case FLOAT, FLOAT_COMPLEX -> fixed(out, Float.floatToRawIntBits((float) Double.longBitsToDouble(bits)), 4);
                default -> signed(out, bits);
            }
        }
        string(out, file);
        unsigned(out, line);
        endRecord();
        return null;
    }

    private void value(Buffer out, ValueKind type, TraceValue value) {
        switch (type) {
            case DOUBLE, DOUBLE_COMPLEX -> fixed(out, Double.doubleToRawLongBits(value.floating()), 8);
            case FLOAT, FLOAT_COMPLEX -> fixed(out, Float.floatToRawIntBits((float) value.floating()), 4);
            case OBJECT -> string(out, value.text() == null ? "null" : value.text());
            default -> signed(out, value.integral());
        }
    }

    /** {@code name[i][j]} as the name and its indices; any other operand as text. */
    private void operand(Buffer out, String operand) {
        int bracket = operand.indexOf('[');
        int dims = 0;
        if (bracket > 0 && operand.charAt(operand.length() - 1) == ']') {
            int at = bracket;
            while (at < operand.length() && dims < indices.length) {
                int close = operand.indexOf(']', at);
                if (operand.charAt(at) != '[' || close < 0 || !integer(operand, at + 1, close)) {
                    dims = -1;
                    break;
                }
                indices[dims++] = Long.parseLong(operand, at + 1, close, 10);
                at = close + 1;
            }
            if (at != operand.length()) {
                dims = -1;
            }
        } else {
            dims = -1;
        }
        if (dims <= 0) {
            out.write(BinaryTraceFormat.OPERAND_TEXT);
            string(out, operand);
            return;
        }
        out.write(BinaryTraceFormat.OPERAND_ELEMENT);
        string(out, operand.substring(0, bracket));
        unsigned(out, dims);
        for (int d = 0; d < dims; d++) {
            signed(out, indices[d]);
        }
    }

    /** Whether {@code text[from, to)} is a decimal integer that prints back the same (no '+', no leading 0). */
    private static boolean integer(String text, int from, int to) {
        int start = from < to && text.charAt(from) == '-' ? from + 1 : from;
        if (start == to || to - start > 18 || (text.charAt(start) == '0' && to - start > 1)
                || (start > from && text.charAt(start) == '0')) {
            return false;
        }
        for (int k = start; k < to; k++) {
            if (text.charAt(k) < '0' || text.charAt(k) > '9') {
                return false;
            }
        }
        return true;
    }

    /** The number of a string written before ({@link #string} then writes it as that number), else -1. */
    private int knownFile(String file) {
        if (file == lastFile) { // a file's accesses come one after another: its name, again
            return lastFileId;
        }
        int id = knownInTable(file);
        if (id >= 0) {
            lastFile = file;
            lastFileId = id;
        }
        return id;
    }

    private int knownName(String value) {
        for (int k = 0; k < RECENT_NAMES; k++) { // the few arrays a loop body accesses, by identity
            if (recentNames[k] == value) {
                return recentNameIds[k];
            }
        }
        int id = knownInTable(value);
        if (id >= 0) {
            recentNames[nextRecentName] = value;
            recentNameIds[nextRecentName] = id;
            nextRecentName = (nextRecentName + 1) & (RECENT_NAMES - 1);
        }
        return id;
    }

    /**
     * The number of a string written before, else -1: the same few names and files come again and again, as the
     * same objects, so a slot by hash is looked at by identity before the table.
     */
    private int knownInTable(String value) {
        int slot = value.hashCode() & (recentKeys.length - 1);
        if (recentKeys[slot] == value) {
            return recentIds[slot];
        }
        Integer id = strings.get(value);
        if (id == null) {
            return -1;
        }
        recentKeys[slot] = value;
        recentIds[slot] = id;
        return id;
    }

    private void string(Buffer out, String value) {
        int known = knownInTable(value);
        if (known >= 0) {
            unsigned(out, known + 1L);
            return;
        }
        int id = strings.size();
        strings.put(value, id);
        unsigned(out, 0);
        unsigned(out, id);
        text(out, value);
    }

    private static void text(Buffer out, String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        unsigned(out, bytes.length);
        out.write(bytes, 0, bytes.length);
    }

    static void unsigned(Buffer out, long value) {
        while ((value & ~0x7FL) != 0) {
            out.write((int) ((value & 0x7F) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
    }

    /** {@link #unsigned} into {@code bytes} at {@code at}; returns the position after it. */
    private static int putUnsigned(byte[] bytes, int at, long value) {
        while ((value & ~0x7FL) != 0) {
            bytes[at++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        bytes[at++] = (byte) value;
        return at;
    }

    private static int putSigned(byte[] bytes, int at, long value) {
        return putUnsigned(bytes, at, (value << 1) ^ (value >> 63));
    }

    private static int putFixed(byte[] bytes, int at, long bits, int count) {
        for (int k = 0; k < count; k++) {
            bytes[at++] = (byte) (bits >>> (8 * k));
        }
        return at;
    }

    static void signed(Buffer out, long value) {
        unsigned(out, (value << 1) ^ (value >> 63));
    }

    private static void fixed(Buffer out, long bits, int bytes) {
        for (int k = 0; k < bytes; k++) {
            out.write((int) (bits >>> (8 * k)));
        }
    }
}
