package org.javadvm.debug.trace;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Prints a trace (binary or text) in the text format on standard output:
 * {@code java -cp dvm-debug-core.jar org.javadvm.debug.trace.PrintTrace 0.trb}. A malformed trace prints up
 * to the bad record, then the error naming the file and byte (exit status 1); a trace cut by a kill prints up
 * to its last complete record without {@code END_TRACE}, with a note on standard error.
 */
public final class PrintTrace {
    private PrintTrace() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java -cp dvm-debug-core.jar " + PrintTrace.class.getName() + " <trace file>");
            System.exit(2);
        }
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
        int status = print(Path.of(args[0]), out);
        out.flush();
        if (status != 0) {
            System.exit(status);
        }
    }

    /** Prints the trace; returns the exit status (0, or 1 for a malformed trace). */
    static int print(Path file, Writer out) throws IOException {
        TraceSource source;
        try {
            source = TraceFiles.open(file);
        } catch (TraceFormatException e) {
            System.err.println(e.getMessage());
            return 1;
        }
        try (source) {
            TextTraceWriter.Formatter text = new TextTraceWriter.Formatter(TraceSettings.defaults().spaceIndent());
            StringBuilder line = new StringBuilder(256);
            TextTraceWriter.header(source.header(), line);
            out.append(line);
            while (true) {
                TraceRecord record;
                try {
                    record = source.next();
                } catch (TraceFormatException e) {
                    out.flush();
                    System.err.println(e.getMessage());
                    return 1;
                }
                if (record == null) {
                    break;
                }
                line.setLength(0);
                text.format(record, line);
                out.append(line);
            }
            if (TraceFiles.complete(source)) {
                out.append(TextTraceWriter.END_TRACE).append('\n');
            } else {
                out.flush();
                System.err.println(file + ": the trace ends without END_TRACE (the run was killed or cut)");
            }
        }
        return 0;
    }
}
