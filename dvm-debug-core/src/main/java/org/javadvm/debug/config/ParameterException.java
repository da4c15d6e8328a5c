package org.javadvm.debug.config;

import java.util.List;

/** Unknown parameters or bad values; the message lists every problem, each with its file and line. */
public final class ParameterException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public ParameterException(List<String> problems) {
        super("Java-DVM debug parameters: " + problems.size() + (problems.size() == 1 ? " problem" : " problems")
                + System.lineSeparator() + "  " + String.join(System.lineSeparator() + "  ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
