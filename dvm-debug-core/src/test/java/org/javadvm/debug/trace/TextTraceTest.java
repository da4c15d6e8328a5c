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
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextTraceTest {
    @TempDir
    Path dir;

    private Path write(List<TraceRecord> records, TraceSettings settings) throws IOException {
        Path file = dir.resolve("0.trd");
        try (TextTraceWriter writer = new TextTraceWriter(file, settings)) {
            writer.header(SampleTrace.header());
            for (TraceRecord record : records) {
                writer.record(record);
            }
        }
        return file;
    }

    @Test
    void everyRecordKindReadsBackAsWritten() throws IOException {
        Path file = write(SampleTrace.records(), TraceSettings.defaults());
        try (TextTraceReader reader = new TextTraceReader(file)) {
            assertEquals(SampleTrace.header().keys(), reader.header().keys());
            for (TraceRecord expected : SampleTrace.records()) {
                SampleTrace.assertSame(expected, reader.next());
            }
            assertNull(reader.next());
            assertTrue(reader.complete());
        }
    }

    @Test
    void linesAreTheOriginalGrammarIndentedByNesting() throws IOException {
        Path file = write(SampleTrace.records(), TraceSettings.defaults());
        List<String> lines = Files.readAllLines(file);
        assertEquals("# Begin trace header. Don't modify these records", lines.get(0));
        assertEquals("MODE = FULL", lines.get(1));
        assertEquals("END_HEADER", lines.get(5));
        assertEquals("# End trace header", lines.get(6));
        assertEquals("PL: 1(0) [2] (1,8,1)(1,9,1); {\"Jacobi.java\", 41}", lines.get(7));
        assertEquals("  IT: 0, (1,1)", lines.get(8));
        assertEquals("    RD: [4] \"a[0][1]\" = 0.1; {\"Jacobi.java\", 44}", lines.get(9));
        assertEquals("    BW: [4] \"b[1][1]\"; {\"Jacobi.java\", 44}", lines.get(10));
        assertEquals("    AW: [4] \"b[1][1]\" = -0.33333333333333331; {\"Jacobi.java\", 44}".replace(
                "-0.33333333333333331", ValueText.format(-1.0 / 3)), lines.get(11));
        assertEquals("    RD: [3] \"f[2]\" = 1.1; {\"Jacobi.java\", 44}", lines.get(12));
        assertEquals("    RD: [4] \"n\" = #NAN; {\"Jacobi.java\", 44}", lines.get(13));
        assertEquals("    RD: [4] \"p\" = #INF; {\"Jacobi.java\", 44}", lines.get(14));
        assertEquals("    RD: [4] \"m\" = -#INF; {\"Jacobi.java\", 44}", lines.get(15));
        assertEquals("    RD: [1] \"größe[2]\" = 3; {\"Jacobi.java\", 44}", lines.get(20));
        assertEquals("    TR: 2(1) [1] (0,3,1); {\"Jacobi.java\", 60}", lines.get(21));
        assertEquals("      IT: 2, (2)", lines.get(22));
        assertEquals("        SKP: {\"Jacobi.java\", 62};", lines.get(23));
        assertEquals("    EL: 2; {\"Jacobi.java\", 60}", lines.get(24));
        assertEquals("  IT: 1, (1,2)", lines.get(25));
        assertEquals("EL: 1; {\"Jacobi.java\", 41}", lines.get(26));
        assertEquals("CS(\"a\", \"Jacobi.java\", 44, 1, \"rw\") = 0.5", lines.get(27));
        assertEquals("CS(\"names\", \"Jacobi.java\", 45, 2, \"r\") = FAILED", lines.get(28));
        assertEquals("RV: [4] \"eps\" = 1E-300; {\"Jacobi.java\", 41}", lines.get(29));
        assertEquals("RV: [1] \"count\" = 3; {\"Jacobi.java\", 41}, SUM", lines.get(30));
        assertEquals("END_TRACE", lines.get(lines.size() - 1));
    }

    @Test
    void numbersAreLaidOutAsPercentG() {
        assertEquals("0.1", ValueText.format(0.1));
        assertEquals("1", ValueText.format(1.0));
        assertEquals("-0", ValueText.format(-0.0));
        assertEquals("0", ValueText.format(0.0));
        assertEquals("100", ValueText.format(100.0));
        assertEquals("1.0000000000000002", ValueText.format(1.0000000000000002));
        assertEquals("0.0001", ValueText.format(1e-4));
        assertEquals("1.5E-05", ValueText.format(1.5e-5));
        assertEquals("12345678901234568", ValueText.format(12345678901234568.0));
        assertEquals("1.2345678901234568E+17", ValueText.format(123456789012345680.0));
        assertEquals("1.7976931348623157E+308", ValueText.format(Double.MAX_VALUE));
        assertEquals("4.9E-324", ValueText.format(Double.MIN_VALUE));
        StringBuilder f = new StringBuilder();
        ValueText.appendFloat(f, 3.4028235e38f);
        assertEquals("3.4028235E+38", f.toString());
    }

    @Test
    void doublesAndFloatsReadBackBitForBit() {
        Random random = new Random(9);
        for (int k = 0; k < 200_000; k++) {
            double d = Double.longBitsToDouble(random.nextLong());
            TraceValue back = ValueText.parse(ValueKind.DOUBLE, ValueText.format(d));
            assertEquals(Double.doubleToLongBits(d), Double.doubleToLongBits(back.floating()), () -> ValueText.exact(d));
            float f = Float.intBitsToFloat(random.nextInt());
            StringBuilder text = new StringBuilder();
            ValueText.appendFloat(text, f);
            TraceValue fb = ValueText.parse(ValueKind.FLOAT, text.toString());
            assertEquals(Float.floatToIntBits(f), Float.floatToIntBits((float) fb.floating()), text::toString);
            String digits = text.toString().replaceAll("E.*", "").replaceAll("[^0-9]", "").replaceAll("^0+", "");
            assertTrue(digits.length() <= 9, text::toString);
            String doubleDigits = ValueText.format(d).replaceAll("E.*", "").replaceAll("[^0-9]", "")
                    .replaceAll("^0+", "");
            assertTrue(doubleDigits.length() <= 17, () -> ValueText.format(d));
        }
    }

    @Test
    void malformedLinesNameFileLineAndWhatIsWrong() throws IOException {
        String head = "# Begin trace header. Don't modify these records\nMODE = FULL\nEND_HEADER\n# End trace header\n";
        String[][] bad = { // a bad line (after IT: 0, (1) on line 5) and what the error says of it
            {"PL: 1(0) [2] (1,8,1); {\"J.java\", 41}\n", "expected '(' at column 21, found '; {\"J.java\", 41}'"},
            {"IT: 0 (1)\n", "expected ',' at column 7, found '(1)'"},
            {"RD: [4] \"a[1]\" = 0.1x; {\"J.java\", 4}\n", "'0.1x' is not a value of type [4] DOUBLE"},
            {"RD: [12] \"a[1]\" = 0.1; {\"J.java\", 4}\n", "unknown value type [12]"},
            {"AW: [1] \"k\" = 1.5; {\"J.java\", 4}\n", "'1.5' is not a value of type [1] INT"},
            {"RD: [4] \"a[1]\" = NaN; {\"J.java\", 4}\n", "'NaN' is not a value of type [4] DOUBLE"},
            {"XX: 1\n", "unknown record 'XX'"},
            {"IT: 1, (2) junk\n", "expected the end of the line at column 12, found 'junk'"},
            {"EL: 1; {\"J.java\", 41}\nCS(\"a\", \"J.java\", 4, 1, \"x\") = 1\n", "checksum access 'x' is not r, w or rw"},
            {"EL: 1; {\"J.java\", 41}\nCS(\"a\", \"J.java\", 4, 1, \"w\") = lots\n",
                "checksum 'lots' is neither a number nor FAILED"},
            {"EL: 1; {\"J.java\", 41} trailing\n", "expected the end of the line at column 23, found 'trailing'"},
            {"RD: [4] \"a[1] = 0.1; {\"J.java\", 4}\n", "expected '=' at column 24, found 'J.java\", 4}'"},
            {"PL: 1(0) [65]; {\"J.java\", 41}\n", "rank 65 is not 0..64"},
            {"SL: 1(0) [1] (0,1,1)(0,1,1); {\"J.java\", 41}\n", "expected ';' at column 21, found '(0,1,1); {\"J.java\", '"},
        };
        for (String[] text : bad) {
            Path file = dir.resolve("bad.trd");
            Files.writeString(file, head + "IT: 0, (1)\n" + text[0] + "END_TRACE\n");
            int badLine = 6 + (text[0].contains("CS(") ? 1 : 0);
            try (TextTraceReader reader = new TextTraceReader(file)) {
                reader.next();
                TraceFormatException e = assertThrows(TraceFormatException.class, reader::next, text[0]);
                assertEquals(file + ", line " + badLine + ": " + text[1], e.getMessage());
            }
        }
    }

    @Test
    void ranksFromZeroTo64ReadBackAndEachRecordIsWhereItsLastLineIs() throws IOException {
        Path file = dir.resolve("ranks.trd");
        Files.writeString(file, "# Begin trace header. Don't modify these records\nMODE = FULL\nEND_HEADER\n"
                + "# End trace header\nPL: 1(0) [0]; {\"J.java\", 41}\n  SL: 2(1) [64]; {\"J.java\", 42}\n"
                + "  EL: 2; {\"J.java\", 42}\nEL: 1; {\"J.java\", 41}\nCS(\"a\", \"J.java\", 4, 1, \"w\") = 1\n"
                + "SKP: {\"J.java\", 50};\nEND_TRACE\n");
        List<String> read = new ArrayList<>();
        try (TextTraceReader reader = new TextTraceReader(file)) {
            for (TraceRecord r = reader.next(); r != null; r = reader.next()) {
                read.add(r.keyword() + reader.where().substring(file.toString().length()));
            }
        }
        assertEquals(List.of("PL, line 5", "SL, line 6", "EL, line 7", "EL, line 9", "SKP, line 10"), read,
                "an end without checksums is on its own line, one with them ends at its last CS line");
    }

    @Test
    void aBadHeaderIsRefusedWithItsLineAndWhatIsWrong() throws IOException {
        String begin = "# Begin trace header. Don't modify these records\n";
        String[][] bad = {
            {begin + "MODE FULL\n", "line 2: expected a header line KEY = value, found 'MODE FULL'"},
            {"PL: 1(0) [0]; {\"J.java\", 1}\n", "line 1: expected the first line '" + begin.trim() + "'"},
            {begin + "MODE = FULL\n", "line 2: the header ends without END_HEADER"},
            {begin + "MODE = FULL\nEND_HEADER\nIT: 0, (1)\n", "line 4: expected '# End trace header' after END_HEADER"},
        };
        Path file = dir.resolve("bad.trd");
        for (String[] text : bad) {
            Files.writeString(file, text[0]);
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> new TextTraceReader(file));
            assertEquals(file + ", " + text[1], e.getMessage());
        }
    }

    @Test
    void aTraceCutMidLineEndsAtItsLastCompleteRecord() throws IOException {
        Path file = write(SampleTrace.records(), TraceSettings.defaults());
        byte[] whole = Files.readAllBytes(file);
        String text = new String(whole, StandardCharsets.UTF_8);
        int cut = text.indexOf("BW:") + 5; // in the middle of the BW line
        Files.write(file, java.util.Arrays.copyOf(whole, cut));
        try (TextTraceReader reader = new TextTraceReader(file)) {
            List<TraceRecord> read = new ArrayList<>();
            for (TraceRecord r = reader.next(); r != null; r = reader.next()) {
                read.add(r);
            }
            assertEquals(3, read.size());
            assertFalse(reader.complete());
        }
    }

    @Test
    void seekReturnsToARecordAndLinesStayRight() throws IOException {
        Path file = write(SampleTrace.records(), TraceSettings.defaults());
        try (TextTraceReader reader = new TextTraceReader(file)) {
            List<Long> positions = new ArrayList<>();
            List<TraceRecord> records = new ArrayList<>();
            List<String> wheres = new ArrayList<>();
            while (true) {
                positions.add(reader.position());
                TraceRecord r = reader.next();
                if (r == null) {
                    break;
                }
                records.add(r);
                wheres.add(reader.where());
            }
            for (int k = records.size() - 1; k >= 0; k -= 3) {
                reader.seek(positions.get(k));
                SampleTrace.assertSame(records.get(k), reader.next());
                assertEquals(wheres.get(k), reader.where());
            }
            assertTrue(wheres.get(0).endsWith("line 8"), wheres.get(0));
        }
    }

    @Test
    void memoryDoesNotGrowWithTheFile() throws IOException {
        Path file = dir.resolve("big.trd");
        long records = 0;
        try (TextTraceWriter writer = new TextTraceWriter(file, TraceSettings.defaults())) {
            writer.header(SampleTrace.header());
            for (int i = 0; i < 300_000; i++) {
                writer.record(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.DOUBLE,
                        TraceValue.ofDouble(i * 0.5), "a[" + i + "]"));
                records++;
            }
        }
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        long before = runtime.totalMemory() - runtime.freeMemory();
        long read = 0;
        long peak = 0;
        try (TextTraceReader reader = new TextTraceReader(file)) {
            while (reader.next() != null) {
                if (++read % 50_000 == 0) {
                    System.gc();
                    peak = Math.max(peak, runtime.totalMemory() - runtime.freeMemory() - before);
                }
            }
        }
        assertEquals(records, read);
        assertTrue(peak < Files.size(file) / 4, "reading a " + Files.size(file) + "-byte trace kept " + peak + " bytes");
    }

    @Test
    void theSizeCapEndsTheTraceWithACutRecordAndNeverPassesIt() throws IOException {
        List<TraceRecord> many = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            many.add(SampleTrace.access(TraceRecord.AccessKind.RD, ValueKind.INT, TraceValue.ofLong(i), "k"));
        }
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream saved = System.err;
        System.setErr(new java.io.PrintStream(err, true));
        Path file;
        try {
            file = write(many, TraceSettings.defaults().withMaxTraceFileSize(4000));
        } finally {
            System.setErr(saved);
        }
        assertTrue(Files.size(file) <= 4000, Files.size(file) + " bytes");
        assertTrue(Files.size(file) > 3800, Files.size(file) + " bytes");
        String message = err.toString();
        assertEquals(1, message.lines().count(), message);
        assertTrue(message.contains("MaxTraceFileSize = 4000"), message);
        try (TextTraceReader reader = new TextTraceReader(file)) {
            TraceRecord last = null;
            int count = 0;
            for (TraceRecord r = reader.next(); r != null; r = reader.next()) {
                last = r;
                count++;
            }
            assertTrue(reader.complete());
            assertTrue(last instanceof TraceRecord.Cut, String.valueOf(last));
            assertTrue(((TraceRecord.Cut) last).reason().contains("after " + (count - 1) + " records"));
        }
    }
}
