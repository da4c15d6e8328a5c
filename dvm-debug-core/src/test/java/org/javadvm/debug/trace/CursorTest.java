package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The reading of one line of the text formats: spaces between the parts, quoted strings with their escapes,
 * signed integers, and a problem said with its column and at most 20 characters of what was found.
 */
class CursorTest {
    private static String problem(Runnable read) {
        return assertThrows(IllegalArgumentException.class, read::run).getMessage();
    }

    @Test
    void partsAreReadAcrossTheSpacesBetweenThem() {
        String line = "  RD :  -12 , +7 \"a b\"  x=y ;  ";
        Cursor cursor = new Cursor(line, 0);
        assertEquals("RD", cursor.readWord());
        assertTrue(cursor.peek(':'));
        cursor.expect(':');
        assertEquals(-12, cursor.readLong());
        assertFalse(cursor.accept(';'));
        cursor.expect(',');
        assertEquals(7, cursor.readInt());
        assertEquals("a b", cursor.readQuoted());
        assertEquals("x", cursor.readUntil('='));
        cursor.expect("=y");
        assertFalse(cursor.atEnd());
        cursor.expect(';');
        assertTrue(cursor.atEnd());
        cursor.expectEnd();
        assertEquals(line.length(), cursor.at(), "past the trailing spaces");
    }

    @Test
    void quotedStringsKeepTheirEscapedCharacters() {
        Cursor cursor = new Cursor("\"say \\\"hi\\\"\" \"back\\\\slash\" \"line\\nbreak\" \"\"", 0);
        assertEquals("say \"hi\"", cursor.readQuoted());
        assertEquals("back\\slash", cursor.readQuoted());
        assertEquals("line\nbreak", cursor.readQuoted());
        assertEquals("", cursor.readQuoted());
        assertTrue(cursor.atEnd());
        assertEquals("\"a\\\"b\"", new Cursor("  \"a\\\"b\" rest", 0).readQuotedRaw());
    }

    @Test
    void whatIsMissingIsSaidWithItsColumnAndWhatIsThere() {
        assertEquals("expected a quoted string at column 3, found 'abc'", problem(() -> new Cursor("  abc", 0)
                .readQuoted()));
        assertEquals("expected a string ending with '\"' at column 1, found '\"abc'", problem(() ->
                new Cursor("\"abc", 0).readQuoted()));
        assertEquals("expected a string ending with '\"' at column 1, found '\"ab\\\"'", problem(() ->
                new Cursor("\"ab\\\"", 0).readQuotedRaw()));
        assertEquals("expected a quoted string at column 5, found the end of the line", problem(() ->
                new Cursor("x = ", 3).readQuotedRaw()));
        assertEquals("expected an integer at column 2, found '-x'", problem(() -> new Cursor(" -x", 0).readLong()));
        assertEquals("expected an integer at column 1, found the end of the line", problem(() -> new Cursor("", 0)
                .readLong()));
        assertEquals("expected an integer of at most 10 digits at column 2, found '12345678901'", problem(() ->
                new Cursor(" 12345678901", 0).readInt()));
        assertEquals("expected ';' at column 1, found 'abcdefghijklmnopqrst'", problem(() ->
                new Cursor("abcdefghijklmnopqrstuvwxyz", 0).expect(';')));
        assertEquals("expected 'END' at column 3, found 'EN'", problem(() -> new Cursor("  EN", 0).expect("END")));
        assertEquals("expected '}' at column 2, found 'a, b'", problem(() -> new Cursor(" a, b", 0).readUntil('}')));
        assertEquals("expected a word at column 2, found '(1)'", problem(() -> new Cursor(" (1)", 0).readWord()));
        assertEquals("expected the end of the line at column 3, found 'x'", problem(() -> new Cursor("  x", 0)
                .expectEnd()));
    }
}
