package org.javadvm.debug.trace;

import java.io.IOException;

/** A trace or loops file that cannot be read: the message names the file and the line or byte offset. */
public class TraceFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public TraceFormatException(String where, String problem) {
        super(where + ": " + problem);
    }
}
