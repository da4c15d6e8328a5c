package org.javadvm.debug.trace;

/** Quoted strings of the text formats: {@code "..."} with {@code \"}, {@code \\} and {@code \n} escaped. */
final class Quoted {
    private Quoted() {
    }

    static void append(StringBuilder out, String text) {
        out.append('"');
        if (plain(text)) { // the usual case, one copy
            out.append(text).append('"');
            return;
        }
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> out.append(c);
            }
        }
        out.append('"');
    }

    private static boolean plain(String text) {
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '"' || c == '\\' || c == '\n') {
                return false;
            }
        }
        return true;
    }

    /** The text of a whole quoted string (starting and ending with a quote). */
    static String unquote(String quoted) {
        if (quoted.length() < 2 || quoted.charAt(quoted.length() - 1) != '"') {
            throw new IllegalArgumentException("unterminated string " + quoted);
        }
        StringBuilder out = new StringBuilder(quoted.length());
        for (int k = 1; k < quoted.length() - 1; k++) {
            char c = quoted.charAt(k);
            if (c == '\\' && k + 1 < quoted.length() - 1) {
                char next = quoted.charAt(++k);
                out.append(next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
