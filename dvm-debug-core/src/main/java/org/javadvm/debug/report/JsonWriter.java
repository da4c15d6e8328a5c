package org.javadvm.debug.report;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A minimal JSON text builder for the SARIF report: objects, arrays, strings and numbers, with commas
 * and escaping handled. dvm-debug-core runs inside the user's JVM, so it brings no JSON library along.
 */
final class JsonWriter {
    private final StringBuilder out = new StringBuilder();
    /** Per open container: whether it is still empty. */
    private final Deque<boolean[]> empty = new ArrayDeque<>();
    /** A member name was written; its value follows without a comma. */
    private boolean afterName;

    JsonWriter beginObject() {
        beforeValue();
        out.append('{');
        empty.push(new boolean[] {true});
        return this;
    }

    JsonWriter endObject() {
        empty.pop();
        out.append('}');
        return this;
    }

    JsonWriter beginArray() {
        beforeValue();
        out.append('[');
        empty.push(new boolean[] {true});
        return this;
    }

    JsonWriter endArray() {
        empty.pop();
        out.append(']');
        return this;
    }

    /** A member name inside an object; its value follows. */
    JsonWriter name(String name) {
        beforeValue();
        string(name);
        out.append(':');
        afterName = true;
        return this;
    }

    JsonWriter value(String text) {
        beforeValue();
        if (text == null) {
            out.append("null");
        } else {
            string(text);
        }
        return this;
    }

    JsonWriter value(long number) {
        beforeValue();
        out.append(number);
        return this;
    }

    JsonWriter value(boolean flag) {
        beforeValue();
        out.append(flag);
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
                out.append(',');
            }
            state[0] = false;
        }
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20 || Character.isSurrogate(c) && !pairedSurrogate(text, i)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    /** Whether the surrogate at {@code i} is half of a valid pair (a lone one cannot be written as UTF-8). */
    private static boolean pairedSurrogate(String text, int i) {
        char c = text.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
