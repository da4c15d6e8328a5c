package org.javadvm.weaver;

import java.util.List;

/**
 * The classes cannot be woven as they are: annotations that do not fit, classes woven for another mode,
 * files that are no readable class file of a supported version, classes too large once woven.
 */
public final class WeaveException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<WeaveProblem> problems;

    public WeaveException(List<WeaveProblem> problems) {
        super(describe(problems));
        this.problems = List.copyOf(problems);
    }

    public List<WeaveProblem> problems() {
        return problems;
    }

    private static String describe(List<WeaveProblem> problems) {
        StringBuilder text = new StringBuilder(problems.size() == 1 ? "1 problem prevents"
                : problems.size() + " problems prevent").append(" weaving:");
        for (WeaveProblem problem : problems) {
            text.append(System.lineSeparator()).append("  ").append(problem);
        }
        return text.toString();
    }
}
