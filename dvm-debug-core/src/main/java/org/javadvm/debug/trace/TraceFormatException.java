package org.javadvm.debug.trace;

import java.io.IOException;

/** A trace or loops file that cannot be read: the message names the file and the line or byte offset. */
public class TraceFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public TraceFormatException(String where, String problem) {
        super(where + ": " + problem);
    }

    /** A message that names the places itself (several problems, each with its file and line). */
    protected TraceFormatException(String message) {
        super(message);
    }
}
