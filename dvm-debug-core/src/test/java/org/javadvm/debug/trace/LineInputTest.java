package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The text traces' line reader: lines of any length, across its 64 KiB buffer, ending in LF or CRLF, each with
 * the byte it starts at; a last line without its end is not returned but reported as cut; line numbers after a seek are counted
 * from the start of the file when asked for.
 */
class LineInputTest {
    @TempDir
    Path dir;

    @Test
    void linesOfAnyLengthAreReadWholeWithTheByteTheyStartAt() throws IOException {
        String medium = "m".repeat(300);
        String longLine = "é".repeat(40_000); // 80,000 bytes: past the buffer
        String text = "short\r\n" + medium + "\n" + longLine + "\r\n\nlast";
        Path file = dir.resolve("lines.trd");
        Files.writeString(file, text);
        try (LineInput input = new LineInput(file)) {
            String[] expected = {"short", medium, longLine, ""};
            for (String line : expected) {
                long start = input.position();
                assertEquals(line, input.readLine());
                assertEquals(start, input.lineStart());
            }
            assertEquals(text.getBytes(StandardCharsets.UTF_8).length - "last".length(), input.position());
            assertNull(input.readLine(), "a line without its end is not one (a killed writer's)");
            assertTrue(input.cutLine());
            assertEquals(4, input.linesSinceSeek());
        }
        Files.writeString(file, "one\ntwo\n");
        try (LineInput input = new LineInput(file)) {
            assertEquals("one", input.readLine());
            assertEquals("two", input.readLine());
            assertNull(input.readLine());
            assertFalse(input.cutLine());
        }
    }

    @Test
    void afterASeekLinesAreNumberedFromTheStartOfTheFile() throws IOException {
        StringBuilder text = new StringBuilder();
        long[] starts = new long[20_000];
        for (int k = 0; k < starts.length; k++) {
            starts[k] = text.length();
            text.append("line ").append(k).append('\n');
        }
        Path file = dir.resolve("many.trd");
        Files.writeString(file, text);
        try (LineInput input = new LineInput(file)) {
            input.seek(starts[15_000]);
            assertEquals("line 15000", input.readLine());
            assertEquals("line 15001", input.readLine());
            assertEquals(15_002, input.lineNumber(input.linesSinceSeek()), "counted in the file before the seek");
            input.seek(0);
            assertEquals("line 0", input.readLine());
            assertEquals(1, input.lineNumber(input.linesSinceSeek()));
            input.seek(text.length());
            assertNull(input.readLine());
            assertFalse(input.cutLine());
            assertEquals(20_000, input.lineNumber(0));
            IOException past = assertThrows(IOException.class, () -> input.seek(text.length() + 1));
            assertEquals(file + ": cannot seek to byte " + (text.length() + 1) + " of " + text.length(),
                    past.getMessage());
            assertThrows(IOException.class, () -> input.seek(-1));
        }
    }
}
