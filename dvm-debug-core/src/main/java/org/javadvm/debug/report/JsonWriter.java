package org.javadvm.debug.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A minimal JSON writer for the SARIF report: objects, arrays, strings and numbers, with commas and escaping
 * handled. It writes straight to its output (a file's writer), so a report of any size needs no more memory
 * than its deepest nesting. dvm-debug-core runs inside the user's JVM, so it brings no JSON library along.
 * Write errors of the output are thrown as {@link UncheckedIOException}.
 */
final class JsonWriter {
    private final Appendable out;
    /** Per open container: whether it is still empty. */
    private final Deque<boolean[]> empty = new ArrayDeque<>();
    /** A member name was written; its value follows without a comma. */
    private boolean afterName;

    /** Writes into a string, see {@link #toString()}. */
    JsonWriter() {
        this(new StringBuilder());
    }

    JsonWriter(Appendable out) {
        this.out = out;
    }

    JsonWriter beginObject() {
        beforeValue();
        put('{');
        empty.push(new boolean[] {true});
        return this;
    }

    JsonWriter endObject() {
        empty.pop();
        put('}');
        return this;
    }

    JsonWriter beginArray() {
        beforeValue();
        put('[');
        empty.push(new boolean[] {true});
        return this;
    }

    JsonWriter endArray() {
        empty.pop();
        put(']');
        return this;
    }

    /** A member name inside an object; its value follows. */
    JsonWriter name(String name) {
        beforeValue();
        string(name);
        put(':');
        afterName = true;
        return this;
    }

    JsonWriter value(String text) {
        beforeValue();
        if (text == null) {
            put("null");
        } else {
            string(text);
        }
        return this;
    }

    JsonWriter value(long number) {
        beforeValue();
        put(number);
        return this;
    }

    JsonWriter value(boolean flag) {
        beforeValue();
        put(flag);
        return this;
    }

    private void beforeValue() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (!empty.isEmpty()) {
            boolean[] state = empty.peek();
            if (!state[0]) {
                put(',');
            }
            state[0] = false;
        }
    }

    private void string(String text) {
        put('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"': put("\\\""); break;
                case '\\': put("\\\\"); break;
                case '\n': put("\\n"); break;
                case '\r': put("\\r"); break;
                case '\t': put("\\t"); break;
                default:
                    if (c < 0x20 || Character.isSurrogate(c) && !pairedSurrogate(text, i)) {
                        put(String.format("\\u%04x", (int) c));
                    } else {
                        put(c);
                    }
            }
        }
        put('"');
    }

    /** Whether the surrogate at {@code i} is half of a valid pair (a lone one cannot be written as UTF-8). */
    private static boolean pairedSurrogate(String text, int i) {
        char c = text.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }

    private void put(CharSequence text) {
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void put(char c) {
        try {
            out.append(c);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void put(long number) {
        put(Long.toString(number));
    }

    private void put(boolean flag) {
        put(Boolean.toString(flag));
    }

    /** The text written so far, when writing into a string. */
    @Override
    public String toString() {
        return out.toString();
    }
}
