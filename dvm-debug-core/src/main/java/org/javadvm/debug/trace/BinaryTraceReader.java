package org.javadvm.debug.trace;

import java.io.EOFException;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a binary trace ({@link BinaryTraceFormat}) record by record through a fixed buffer. Memory grows only
 * with the distinct names and file names of the trace, not with its length. A malformed record is a
 * {@link TraceFormatException} naming the file and the record's byte offset; a trace that ends inside a
 * record or without {@code END_TRACE} (a killed run) ends after its last complete record.
 */
public final class BinaryTraceReader implements TraceSource {
    private static final TraceRecord.AccessKind[] ACCESS_KINDS = TraceRecord.AccessKind.values();
    private static final ValueKind[] VALUE_KINDS = ValueKind.values();
    private static final VarHandle LITTLE_ENDIAN_LONG = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private final Path path;
    private final FileChannel channel;
    /** The bytes from {@code bufferStart} on; {@code at} the next to read, {@code limit} the end of those read. */
    private final byte[] bytes = new byte[1 << 16];
    private final ByteBuffer buffer = ByteBuffer.wrap(bytes);
    private long bufferStart;
    private int at;
    private int limit;
    /** The value of the element access {@link #nextElement} took, as {@code TraceSink.elementAccess} has it. */
    private long elementBits;
    private final List<String> strings = new ArrayList<>();
    /** Per string of the table, the name object last found equal to it ({@link #nameIs}). */
    private String[] knownNames = new String[16];
    private final TraceHeader header;
    private long recordStart;
    private boolean ended;

    public BinaryTraceReader(Path file) throws IOException {
        this.path = file;
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            this.header = readHeader();
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private TraceHeader readHeader() throws IOException {
        try {
            for (byte expected : BinaryTraceFormat.MAGIC) {
                if (readByte() != expected) {
                    throw error("not a Java-DVM binary trace (it does not start with DVMTRB1)");
                }
            }
            long count = unsigned();
            Map<String, String> keys = new LinkedHashMap<>();
            for (long k = 0; k < count; k++) {
                keys.put(text(), text());
            }
            return new TraceHeader(keys);
        } catch (EOFException e) {
            throw error("the trace ends inside its header");
        }
    }

    /** A checksum's blocks: the elements' type code, count, block size, then per block its sum and magnitude as 8 bytes each. */
    private ChecksumBlocks blocks() throws IOException {
        ValueKind type = ValueKind.ofCode(readByte());
        long count = unsigned();
        long size = unsigned();
        if (size < 1 || size > Integer.MAX_VALUE || count < 0) {
            throw new IllegalArgumentException("checksum blocks of " + size + " elements for " + count + " elements");
        }
        long blocks = (count + size - 1) / size;
        if (blocks > Integer.MAX_VALUE - 8 || 16 * blocks > channel.size()) { // more than the file holds
            throw new IllegalArgumentException("checksum of " + blocks + " blocks");
        }
        double[] sums = new double[(int) blocks];
        double[] magnitudes = new double[(int) blocks];
        for (int b = 0; b < blocks; b++) {
            sums[b] = Double.longBitsToDouble(fixed(8));
            magnitudes[b] = Double.longBitsToDouble(fixed(8));
        }
        return new ChecksumBlocks(type, count, (int) size, sums, magnitudes);
    }

    @Override
    public TraceHeader header() {
        return header;
    }

    /** Whether the trace ended with {@code END_TRACE} (so far: after {@link #next} returned {@code null}). */
    @Override
    public boolean complete() {
        return ended;
    }

    @Override
    public TraceRecord next() throws IOException {
        if (ended) {
            return null;
        }
        recordStart = position();
        try {
            int tag = readByte() & 0xFF;
            return record(tag);
        } catch (EOFException e) {
            seekTo(recordStart); // a record cut by a kill: the trace ends before it
            return null;
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    private TraceRecord record(int tag) throws IOException {
        if (tag >= BinaryTraceFormat.ACCESS && tag < BinaryTraceFormat.ACCESS + 16 * 6) {
            TraceRecord.AccessKind kind = ACCESS_KINDS[(tag - BinaryTraceFormat.ACCESS) / 16];
            ValueKind type = type((tag - BinaryTraceFormat.ACCESS) % 16);
            String operand = operand();
            TraceValue value = kind.hasValue() ? value(type) : null;
            return new TraceRecord.Access(kind, value, type, operand, string(), lineNumber());
        }
        switch (tag) {
            case BinaryTraceFormat.ITERATION -> {
                long absolute = unsigned();
                long[] index = new long[rank()];
                for (int d = 0; d < index.length; d++) {
                    index[d] = signed();
                }
                return new TraceRecord.Iteration(absolute, index);
            }
            case BinaryTraceFormat.CONSTRUCT_BEGIN -> {
                int kind = readByte();
                if (kind < 0 || kind >= TraceRecord.ConstructKind.values().length) {
                    throw new IllegalArgumentException("unknown construct kind " + kind);
                }
                int number = intValue(unsigned());
                int parent = intValue(unsigned());
                int rank = rank();
                // a sequential loop says how many dimensions have bounds: none when its start does not know them
                int bounded = kind == TraceRecord.ConstructKind.SL.ordinal() ? rank(unsigned(), rank) : rank;
                long[] lo = new long[bounded];
                long[] hi = new long[bounded];
                long[] step = new long[bounded];
                for (int d = 0; d < bounded; d++) {
                    lo[d] = signed();
                    hi[d] = signed();
                    step[d] = signed();
                }
                return new TraceRecord.ConstructBegin(TraceRecord.ConstructKind.values()[kind], number, parent, rank,
                        lo, hi, step, string(), lineNumber());
            }
            case BinaryTraceFormat.CONSTRUCT_END -> {
                int number = intValue(unsigned());
                String file = string();
                int line = lineNumber();
                long count = unsigned();
                List<TraceRecord.Checksum> checksums = new ArrayList<>();
                for (long k = 0; k < count; k++) {
                    String array = string();
                    String where = string();
                    int at = lineNumber();
                    int arrayNumber = intValue(unsigned());
                    String access = BinaryTraceFormat.access(readByte());
                    if (access == null) {
                        throw new IllegalArgumentException("unknown checksum access code");
                    }
                    int form = readByte(); // 0 the mean, 1 FAILED, 2 the mean and its blocks
                    if (form < 0 || form > 2) {
                        throw new IllegalArgumentException("checksum form " + form + " is not 0, 1 or 2");
                    }
                    double value = Double.longBitsToDouble(fixed(8));
                    checksums.add(new TraceRecord.Checksum(array, where, at, arrayNumber, access, value, form == 1,
                            form == 2 ? blocks() : null));
                }
                return new TraceRecord.ConstructEnd(number, file, line, List.copyOf(checksums));
            }
            case BinaryTraceFormat.REDUCTION_RESULT -> {
                ValueKind type = type(readByte());
                String variable = string();
                TraceValue value = value(type);
                String file = string();
                int line = lineNumber();
                return new TraceRecord.ReductionResult(variable, type, value, file, line, string());
            }
            case BinaryTraceFormat.SKIP -> {
                return new TraceRecord.Skip(string(), lineNumber());
            }
            case BinaryTraceFormat.CUT -> {
                return new TraceRecord.Cut(text());
            }
            case BinaryTraceFormat.END_TRACE -> {
                ended = true;
                return null;
            }
            default -> throw new IllegalArgumentException("unknown record tag " + tag);
        }
    }

    private static ValueKind type(int code) {
        if (code >= 0 && code < VALUE_KINDS.length && VALUE_KINDS[code].code == code) {
            return VALUE_KINDS[code];
        }
        try {
            return ValueKind.ofCode(code);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown value type " + code);
        }
    }

    private TraceValue value(ValueKind type) throws IOException {
        return switch (type) {
            case DOUBLE, DOUBLE_COMPLEX -> TraceValue.ofDouble(Double.longBitsToDouble(fixed(8)));
            case FLOAT, FLOAT_COMPLEX -> TraceValue.ofDouble(Float.intBitsToFloat((int) fixed(4)));
            case OBJECT -> TraceValue.ofText(string());
            default -> TraceValue.ofLong(signed());
        };
    }

    private String operand() throws IOException {
        int form = readByte();
        if (form == BinaryTraceFormat.OPERAND_TEXT) {
            return string();
        }
        if (form != BinaryTraceFormat.OPERAND_ELEMENT) {
            throw new IllegalArgumentException("unknown operand form " + form);
        }
        StringBuilder out = new StringBuilder(24).append(string());
        int dims = rank();
        for (int d = 0; d < dims; d++) {
            out.append('[').append(signed()).append(']');
        }
        return out.toString();
    }

    /**
     * Takes the next record when it is the access {@code kind} of element {@code array[prefix...][index]} of
     * type {@code type}, decoding it into {@link #elementBits} without making its record or operand text, and
     * returns {@code true}; else (another record, a malformed or cut one) stays where it was and returns
     * {@code false}, for {@link #next} to read it.
     */
    public boolean nextElement(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix, int index)
            throws IOException {
        if (ended || type == ValueKind.OBJECT) {
            return false;
        }
        long start = position();
        try {
            if (matchElement(kind, type, array, prefix, index)) {
                recordStart = start;
                return true;
            }
        } catch (EOFException | IllegalArgumentException e) {
            // read again by next(), which reports it
        }
        rewind(start);
        return false;
    }

    private boolean matchElement(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix, int index)
            throws IOException {
        if (limit - at >= ELEMENT_BOUND + 5 * prefix.length) {
            int end = matchElementInPlace(kind, type, array, prefix, index);
            if (end >= 0) {
                at = end;
                return true;
            }
            if (end == MISMATCH) {
                return false;
            }
        }
        return matchElementByParts(kind, type, array, prefix, index);
    }

    /** What {@link #matchElementInPlace} returns for a record that is another one (another tag or operand form). */
    private static final int MISMATCH = -1;
    /**
     * What it returns for a record it leaves to {@link #matchElementByParts}: a name or file first seen, a long
     * number, other indices.
     */
    private static final int UNUSUAL = -2;
    /** Bytes an element access of a one-dimensional array takes at most (as {@code BinaryTraceWriter} bounds it). */
    private static final int ELEMENT_BOUND = 2 + 5 + 1 + 5 + 10 + 5 + 5;

    /**
     * {@link #matchElement} on a record wholly in the buffer, read in place: the expected indices are compared as
     * the bytes they encode to (the writer's varints are the shortest), nothing is decoded but the name's and the
     * file's references, the value and the line. Returns the position after the record, {@link #MISMATCH}, or
     * {@link #UNUSUAL} for a record to read the general way; {@link #at} stays.
     */
    private int matchElementInPlace(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                    int index) {
        byte[] in = bytes;
        int k = at;
        if ((in[k] & 0xFF) != BinaryTraceFormat.accessTag(kind, type) || in[k + 1] != BinaryTraceFormat.OPERAND_ELEMENT) {
            return MISMATCH;
        }
        k += 2;
        int name = in[k++];
        if (name < 0) {
            int high = in[k++];
            if (high < 0) {
                return UNUSUAL;
            }
            name = (name & 0x7F) | (high << 7);
        }
        if (name <= 0 || name > knownNames.length || knownNames[name - 1] != array) {
            return UNUSUAL; // a string defined here, or a name object not yet known equal to this string
        }
        if (in[k++] != prefix.length + 1) {
            return UNUSUAL; // another element, or a rank of two bytes: the general way tells
        }
        for (int i : prefix) {
            k = matchVarint(in, k, zigzag(i));
            if (k < 0) {
                return UNUSUAL;
            }
        }
        k = matchVarint(in, k, zigzag(index));
        if (k < 0) {
            return UNUSUAL;
        }
        if (kind.hasValue()) {
            switch (type) {
                case DOUBLE, DOUBLE_COMPLEX -> {
                    elementBits = (long) LITTLE_ENDIAN_LONG.get(in, k);
                    k += 8;
                }
                case FLOAT, FLOAT_COMPLEX -> {
                    int bits = (in[k] & 0xFF) | (in[k + 1] & 0xFF) << 8 | (in[k + 2] & 0xFF) << 16 | (in[k + 3] & 0xFF) << 24;
                    elementBits = Double.doubleToRawLongBits(Float.intBitsToFloat(bits));
                    k += 4;
                }
                default -> {
                    long zigzag = 0;
                    int shift = 0;
                    byte b;
                    do {
                        b = in[k++];
                        zigzag |= (long) (b & 0x7F) << shift;
                        shift += 7;
                    } while (b < 0 && shift < 70);
                    if (b < 0) {
                        return UNUSUAL;
                    }
                    elementBits = (zigzag >>> 1) ^ -(zigzag & 1);
                }
            }
        }
        int file = in[k++];
        if (file < 0) {
            int high = in[k++];
            if (high < 0) {
                return UNUSUAL;
            }
            file = (file & 0x7F) | (high << 7);
        }
        if (file == 0 || file > strings.size()) {
            return UNUSUAL;
        }
        for (int bytesOfLine = 1; in[k++] < 0; bytesOfLine++) { // a line number: below 2^28 in four bytes
            if (bytesOfLine == 4) {
                return UNUSUAL;
            }
        }
        return k;
    }

    private static long zigzag(long value) {
        return (value << 1) ^ (value >> 63);
    }

    /** The position after the varint of {@code expected} at {@code k} in {@code in}, or -1 when the bytes there differ. */
    private static int matchVarint(byte[] in, int k, long expected) {
        while ((expected & ~0x7FL) != 0) {
            if (in[k++] != (byte) ((expected & 0x7F) | 0x80)) {
                return -1;
            }
            expected >>>= 7;
        }
        return in[k] == (byte) expected ? k + 1 : -1;
    }

    /** {@link #matchElement} the general way: across the buffer's refills, any varint, strings defined here. */
    private boolean matchElementByParts(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                        int index) throws IOException {
        if ((readByte() & 0xFF) != BinaryTraceFormat.accessTag(kind, type)
                || readByte() != BinaryTraceFormat.OPERAND_ELEMENT || !nameIs(array)
                || unsigned() != prefix.length + 1L) {
            return false;
        }
        for (int i : prefix) {
            if (signed() != i) {
                return false;
            }
        }
        if (signed() != index) {
            return false;
        }
        if (kind.hasValue()) {
            elementBits = switch (type) {
                case DOUBLE, DOUBLE_COMPLEX -> fixed(8);
                case FLOAT, FLOAT_COMPLEX -> Double.doubleToRawLongBits(Float.intBitsToFloat((int) fixed(4)));
                default -> signed();
            };
        }
        skipString();
        lineNumber();
        return true;
    }

    /**
     * Whether the string at the reading position is {@code name}. A name found equal to a string of the table is
     * known by its identity afterwards: the recorder hands the same name object for every access of an array, so
     * each string is compared by its characters once per name object, not per record.
     */
    private boolean nameIs(String name) throws IOException {
        long reference = unsigned();
        return (reference > 0 && reference <= knownNames.length && knownNames[(int) reference - 1] == name)
                || nameIsByCharacters(reference, name);
    }

    /** {@link #nameIs} the first time for this string and name object (apart: the common way stays small). */
    private boolean nameIsByCharacters(long reference, String name) throws IOException {
        String value = string(reference); // checks the reference, or learns the string it defines
        if (!value.equals(name)) {
            return false;
        }
        if (reference > 0) {
            int id = (int) reference - 1;
            if (id >= knownNames.length) {
                knownNames = Arrays.copyOf(knownNames, Math.max(id + 1, 2 * knownNames.length));
            }
            knownNames[id] = name;
        }
        return true;
    }

    /** Passes over a string, checked as {@link #string} checks it: a reference needs no look-up. */
    private void skipString() throws IOException {
        long reference = unsigned();
        if (reference == 0 || reference > strings.size()) {
            string(reference);
        }
    }

    /**
     * Takes the next record when it is the iteration numbered {@code absolute}, without making its record (its
     * index is passed over, as a comparer matches iterations by number); else (another record, a malformed or
     * cut one) stays where it was and returns {@code false}, for {@link #next} to read it.
     */
    public boolean nextIteration(long absolute) throws IOException {
        if (ended) {
            return false;
        }
        long start = position();
        try {
            if ((readByte() & 0xFF) == BinaryTraceFormat.ITERATION && unsigned() == absolute) {
                for (int d = rank(); d > 0; d--) {
                    unsigned();
                }
                recordStart = start;
                return true;
            }
        } catch (EOFException | IllegalArgumentException e) {
            // read again by next(), which reports it
        }
        rewind(start);
        return false;
    }

    /**
     * Passes over the access records at the reading position without making them (the names they define are
     * learnt all the same): a comparer looking for an iteration or a construct's end, under grid emulation
     * another processor's iterations, needs none of them. Stops before any other record, and before a malformed
     * or cut one, which {@link #next} then reads and reports.
     */
    public void skipAccesses() throws IOException {
        while (!ended) {
            long start = position();
            try {
                int tag = readByte() & 0xFF;
                if (tag < BinaryTraceFormat.ACCESS || tag >= BinaryTraceFormat.ACCESS + 16 * 6) {
                    rewind(start);
                    return;
                }
                TraceRecord.AccessKind kind = ACCESS_KINDS[(tag - BinaryTraceFormat.ACCESS) / 16];
                ValueKind type = type((tag - BinaryTraceFormat.ACCESS) % 16);
                int form = readByte();
                string();
                if (form == BinaryTraceFormat.OPERAND_ELEMENT) {
                    for (int d = rank(); d > 0; d--) {
                        unsigned();
                    }
                } else if (form != BinaryTraceFormat.OPERAND_TEXT) {
                    throw new IllegalArgumentException("unknown operand form " + form);
                }
                if (kind.hasValue()) {
                    switch (type) {
                        case DOUBLE, DOUBLE_COMPLEX -> fixed(8);
                        case FLOAT, FLOAT_COMPLEX -> fixed(4);
                        case OBJECT -> string();
                        default -> unsigned();
                    }
                }
                string();
                lineNumber();
            } catch (EOFException | IllegalArgumentException e) {
                rewind(start);
                return;
            }
        }
    }

    /** The value of the element access {@link #nextElement} took last. */
    public long elementBits() {
        return elementBits;
    }

    /** Back to a position read a moment ago: within the buffer when it still holds it. */
    private void rewind(long position) {
        if (position >= bufferStart && position <= bufferStart + limit) {
            at = (int) (position - bufferStart);
        } else {
            seekTo(position);
        }
    }

    private int rank() throws IOException {
        long rank = unsigned();
        if (rank > 64) {
            throw new IllegalArgumentException("rank " + rank + " is not 0..64");
        }
        return (int) rank;
    }

    /** A sequential loop's count of bounded dimensions: 0 or its rank. */
    private static int rank(long bounded, int rank) {
        if (bounded != 0 && bounded != rank) {
            throw new IllegalArgumentException("a sequential loop of rank " + rank + " with bounds of " + bounded
                    + " dimensions");
        }
        return (int) bounded;
    }

    private int lineNumber() throws IOException {
        return intValue(unsigned());
    }

    private static int intValue(long value) {
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("number " + value + " out of range");
        }
        return (int) value;
    }

    private String string() throws IOException {
        return string(unsigned());
    }

    /** The string of a reference ({@code id + 1}), or the one defined here when it is 0. */
    private String string(long reference) throws IOException {
        if (reference > 0) {
            if (reference > strings.size()) {
                throw new IllegalArgumentException("string reference " + reference + " was never defined");
            }
            return strings.get((int) (reference - 1));
        }
        long id = unsigned();
        String value = text();
        if (id == strings.size()) {
            strings.add(value);
        } else if (id > strings.size() || !strings.get((int) id).equals(value)) {
            throw new IllegalArgumentException("string " + id + " defined out of order");
        }
        return value;
    }

    private String text() throws IOException {
        long length = unsigned();
        if (length > 1 << 20) {
            throw new IllegalArgumentException("string of " + length + " bytes");
        }
        byte[] utf8 = new byte[(int) length];
        for (int k = 0; k < utf8.length; k++) {
            utf8[k] = readByte();
        }
        return new String(utf8, StandardCharsets.UTF_8);
    }

    private long unsigned() throws IOException {
        if (limit - at < 10) {
            return unsignedAcrossRefill();
        }
        byte[] in = bytes; // the whole varint is in the buffer: no refill to check per byte
        int k = at;
        byte first = in[k];
        if (first >= 0) { // one byte: most names, ranks, small indices and line numbers
            at = k + 1;
            return first;
        }
        byte second = in[k + 1];
        if (second >= 0) { // two: indices and lines below 8192
            at = k + 2;
            return (first & 0x7F) | (second << 7);
        }
        return unsignedOfThreeOrMore();
    }

    /** A varint of three bytes or more, all in the buffer (apart, so that the common way stays small to inline). */
    private long unsignedOfThreeOrMore() {
        byte[] in = bytes;
        int k = at;
        long value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            byte b = in[k++];
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                at = k;
                return value;
            }
        }
        throw new IllegalArgumentException("varint longer than 10 bytes");
    }

    /** A varint near the buffer's end, byte by byte (apart, so that the common way stays small to inline). */
    private long unsignedAcrossRefill() throws IOException {
        long value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            byte b = readByte();
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return value;
            }
        }
        throw new IllegalArgumentException("varint longer than 10 bytes");
    }

    private long signed() throws IOException {
        long zigzag = unsigned();
        return (zigzag >>> 1) ^ -(zigzag & 1);
    }

    private long fixed(int count) throws IOException {
        if (count == 8 && limit - at >= 8) { // a double's bits, in one read
            long bits = (long) LITTLE_ENDIAN_LONG.get(bytes, at);
            at += 8;
            return bits;
        }
        long bits = 0;
        for (int k = 0; k < count; k++) {
            bits |= (long) (readByte() & 0xFF) << (8 * k);
        }
        return bits;
    }

    private byte readByte() throws IOException {
        if (at == limit) {
            refill();
        }
        return bytes[at++];
    }

    /** The next bytes of the file into the buffer, which was read to its end; EOF at the file's end. */
    private void refill() throws IOException {
        bufferStart += limit;
        at = 0;
        limit = 0;
        buffer.clear();
        int read;
        do {
            read = channel.read(buffer, bufferStart);
        } while (read == 0);
        if (read < 0) {
            throw new EOFException();
        }
        limit = read;
    }

    @Override
    public long position() {
        return bufferStart + at;
    }

    @Override
    public void seek(long position) throws IOException {
        if (position < BinaryTraceFormat.MAGIC.length || position > channel.size()) {
            throw new IOException(path + ": cannot seek to byte " + position + " of " + channel.size());
        }
        ended = false;
        seekTo(position);
    }

    private void seekTo(long position) {
        bufferStart = position;
        at = 0;
        limit = 0;
    }

    @Override
    public String where() {
        return path + ", byte " + recordStart;
    }

    private TraceFormatException error(String problem) {
        return new TraceFormatException(where(), problem);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
