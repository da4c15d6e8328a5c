package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Quoted strings of the text formats: quotes, backslashes and line breaks escaped, and read back the same. */
class QuotedTest {
    private static String quoted(String text) {
        StringBuilder out = new StringBuilder("x=");
        Quoted.append(out, text);
        return out.toString();
    }

    @Test
    void onlyQuotesBackslashesAndLineBreaksAreEscaped() {
        assertEquals("x=\"plain a[1] é\"", quoted("plain a[1] é"));
        assertEquals("x=\"\"", quoted(""));
        assertEquals("x=\"say \\\"hi\\\"\"", quoted("say \"hi\""));
        assertEquals("x=\"C:\\\\dir\"", quoted("C:\\dir"));
        assertEquals("x=\"two\\nlines\"", quoted("two\nlines"));
        assertEquals("x=\"\\\\\\\"\\n\"", quoted("\\\"\n"));
    }

    @Test
    void whatIsQuotedReadsBackTheSame() {
        for (String text : new String[] {"", "a", "say \"hi\"", "C:\\dir\\", "two\nlines\n", "\\n is not a break",
            "tab\tstays"}) {
            assertEquals(text, Quoted.unquote(quoted(text).substring(2)), text);
        }
        assertEquals("a\\", Quoted.unquote("\"a\\\""), "a backslash before the closing quote stays");
    }

    @Test
    void aStringWithoutItsClosingQuoteIsRefused() {
        assertEquals("unterminated string \"abc", assertThrows(IllegalArgumentException.class,
                () -> Quoted.unquote("\"abc")).getMessage());
        assertEquals("unterminated string \"", assertThrows(IllegalArgumentException.class,
                () -> Quoted.unquote("\"")).getMessage());
    }
}
