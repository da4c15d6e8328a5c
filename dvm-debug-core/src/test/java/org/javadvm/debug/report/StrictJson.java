package org.javadvm.debug.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader for the tests (RFC 8259: no trailing commas, no single quotes, no unescaped control
 * characters, nothing after the value), so that the reports are checked as JSON, not as strings. Objects
 * become maps, arrays lists, numbers longs (or doubles), and {@code null} is {@code null}.
 */
final class StrictJson {
    private final String text;
    private int at;

    private StrictJson(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        StrictJson reader = new StrictJson(text);
        Object value = reader.value();
        reader.space();
        if (reader.at != text.length()) {
            throw reader.error("text after the value");
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Object value) {
        if (!(value instanceof Map)) {
            throw new AssertionError("expected an object, found " + value);
        }
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    static List<Object> array(Object value) {
        if (!(value instanceof List)) {
            throw new AssertionError("expected an array, found " + value);
        }
        return (List<Object>) value;
    }

    /** Follows a path of member names and array indices: {@code at(sarif, "runs", 0, "tool")}. */
    static Object at(Object root, Object... path) {
        Object current = root;
        for (Object step : path) {
            if (step instanceof Integer) {
                current = array(current).get((Integer) step);
            } else {
                Map<String, Object> object = object(current);
                if (!object.containsKey(step)) {
                    throw new AssertionError("no member '" + step + "' in " + object.keySet());
                }
                current = object.get(step);
            }
        }
        return current;
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("value expected");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{': return objectValue();
            case '[': return arrayValue();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default: return number();
        }
    }

    private Map<String, Object> objectValue() {
        Map<String, Object> object = new LinkedHashMap<>();
        at++;
        space();
        if (peek('}')) {
            at++;
            return object;
        }
        while (true) {
            space();
            if (!peek('"')) {
                throw error("member name expected");
            }
            String name = string();
            if (object.containsKey(name)) {
                throw error("duplicate member '" + name + "'");
            }
            space();
            expect(':');
            object.put(name, value());
            space();
            if (peek(',')) {
                at++;
            } else {
                expect('}');
                return object;
            }
        }
    }

    private List<Object> arrayValue() {
        List<Object> array = new ArrayList<>();
        at++;
        space();
        if (peek(']')) {
            at++;
            return array;
        }
        while (true) {
            array.add(value());
            space();
            if (peek(',')) {
                at++;
            } else {
                expect(']');
                return array;
            }
        }
    }

    private String string() {
        StringBuilder out = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw error("unescaped control character");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"': case '\\': case '/': out.append(e); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u':
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                    break;
                default: throw error("bad escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        String number = text.substring(start, at);
        if (!number.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw error("bad value '" + number + "'");
        }
        return number.matches("-?[0-9]+") ? (Object) Long.parseLong(number) : (Object) Double.parseDouble(number);
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("bad literal");
        }
        at += word.length();
        return value;
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "' expected");
        }
        at++;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON: " + what + " at offset " + at);
    }
}
