package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructKind;

/** A construct as messages name it: {@code loop 3 (PL, Jacobi.java:41)}. */
public record ConstructPlace(ConstructKind kind, int number, String file, int line) {
    static ConstructPlace of(ConstructBegin begin) {
        return new ConstructPlace(begin.kind(), begin.number(), begin.file(), begin.line());
    }

    @Override
    public String toString() {
        String what = switch (kind) {
            case PL -> "loop ";
            case TR -> "task region ";
            case SL -> "sequential loop ";
        };
        return what + number + " (" + kind + ", " + (file.isEmpty() ? "?" : file) + ':' + line + ')';
    }
}
