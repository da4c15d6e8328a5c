package org.javadvm.debug.trace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** Opens a trace in whichever format it is written: binary when it starts with the binary magic, else text. */
public final class TraceFiles {
    private TraceFiles() {
    }

    public static TraceSource open(Path file) throws IOException {
        return binary(file) ? new BinaryTraceReader(file) : new TextTraceReader(file);
    }

    public static boolean binary(Path file) throws IOException {
        byte[] start = new byte[BinaryTraceFormat.MAGIC.length];
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(start, 0, start.length) == start.length
                    && Arrays.equals(start, BinaryTraceFormat.MAGIC);
        }
    }

    /** Whether the source read to its end found {@code END_TRACE} (a killed run's trace has none). */
    public static boolean complete(TraceSource source) {
        return source.complete();
    }
}
