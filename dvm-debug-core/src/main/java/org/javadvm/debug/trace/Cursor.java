package org.javadvm.debug.trace;

/**
 * Reads the parts of one line of a text trace or loops file; a part that is not there throws
 * {@link IllegalArgumentException} with what was expected and where in the line, for the reader to turn
 * into a {@link TraceFormatException} naming the file and line.
 */
final class Cursor {
    private final String text;
    private int at;

    Cursor(String text, int start) {
        this.text = text;
        this.at = start;
    }

    int at() {
        return at;
    }

    boolean atEnd() {
        skipSpaces();
        return at == text.length();
    }

    void skipSpaces() {
        while (at < text.length() && text.charAt(at) == ' ') {
            at++;
        }
    }

    /** Whether {@code c} comes next (after spaces); consumes it if so. */
    boolean accept(char c) {
        skipSpaces();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    boolean peek(char c) {
        skipSpaces();
        return at < text.length() && text.charAt(at) == c;
    }

    void expect(char c) {
        if (!accept(c)) {
            throw problem("'" + c + "'");
        }
    }

    void expect(String word) {
        skipSpaces();
        if (!text.startsWith(word, at)) {
            throw problem("'" + word + "'");
        }
        at += word.length();
    }

    long readLong() {
        skipSpaces();
        int start = at;
        if (at < text.length() && (text.charAt(at) == '-' || text.charAt(at) == '+')) {
            at++;
        }
        while (at < text.length() && Character.isDigit(text.charAt(at))) {
            at++;
        }
        try {
            return Long.parseLong(text, start, at, 10);
        } catch (NumberFormatException e) {
            at = start;
            throw problem("an integer");
        }
    }

    int readInt() {
        int start = at;
        long value = readLong();
        if (value != (int) value) {
            at = start;
            throw problem("an integer of at most 10 digits");
        }
        return (int) value;
    }

    /** A quoted string, returned with its quotes (see {@link Quoted#unquote}). */
    String readQuotedRaw() {
        skipSpaces();
        int start = at;
        if (at >= text.length() || text.charAt(at) != '"') {
            throw problem("a quoted string");
        }
        at++;
        while (at < text.length() && text.charAt(at) != '"') {
            at += text.charAt(at) == '\\' ? 2 : 1;
        }
        if (at >= text.length()) {
            at = start;
            throw problem("a string ending with '\"'");
        }
        at++;
        return text.substring(start, at);
    }

    String readQuoted() {
        skipSpaces();
        int start = at;
        if (at < text.length() && text.charAt(at) == '"') { // the usual case, nothing escaped: one substring
            int end = start + 1;
            while (end < text.length() && text.charAt(end) != '"' && text.charAt(end) != '\\') {
                end++;
            }
            if (end < text.length() && text.charAt(end) == '"') {
                at = end + 1;
                return text.substring(start + 1, end);
            }
        }
        return Quoted.unquote(readQuotedRaw());
    }

    /** The text up to (not including) {@code stop}, trimmed; {@code stop} must follow. */
    String readUntil(char stop) {
        skipSpaces();
        int end = text.indexOf(stop, at);
        if (end < 0) {
            throw problem("'" + stop + "'");
        }
        String part = text.substring(at, end).trim();
        at = end;
        return part;
    }

    /** The rest of the line, trimmed. */
    String readUntilEnd() {
        String part = text.substring(at).trim();
        at = text.length();
        return part;
    }

    /** A word of letters, digits and '_'. */
    String readWord() {
        skipSpaces();
        int start = at;
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
            at++;
        }
        if (start == at) {
            throw problem("a word");
        }
        return text.substring(start, at);
    }

    void expectEnd() {
        if (!atEnd()) {
            throw problem("the end of the line");
        }
    }

    IllegalArgumentException problem(String expected) {
        skipSpaces();
        String found = at >= text.length() ? "the end of the line"
                : "'" + text.substring(at, Math.min(text.length(), at + 20)) + "'";
        return new IllegalArgumentException("expected " + expected + " at column " + (at + 1) + ", found " + found);
    }
}
