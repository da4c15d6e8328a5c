package org.javadvm.debug.trace;

import java.util.List;

/**
 * A loops file with lines the reader cannot take: every such line is listed, each with the file and line, so
 * that one edit fixes them all.
 */
public final class LoopsFileException extends TraceFormatException {
    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    LoopsFileException(List<String> problems) {
        super(String.join(System.lineSeparator(), problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems, each {@code <file>, line <n>: <what is wrong>}. */
    public List<String> problems() {
        return problems;
    }
}
