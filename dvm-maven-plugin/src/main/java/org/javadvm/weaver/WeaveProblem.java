package org.javadvm.weaver;

/** One reason a class cannot be woven, located as precisely as the class file allows. */
public final class WeaveProblem {
    private final String className;
    private final String member;
    private final String sourceFile;
    private final int line;
    private final String message;

    /**
     * @param member the field or method name, or {@code null} for the class itself
     * @param sourceFile the SourceFile attribute, or {@code null} when the class has none
     * @param line the first line of the member, or 0 when unknown
     */
    public WeaveProblem(String className, String member, String sourceFile, int line, String message) {
        this.className = className;
        this.member = member;
        this.sourceFile = sourceFile;
        this.line = line;
        this.message = message;
    }

    public String className() {
        return className;
    }

    public String member() {
        return member;
    }

    public String sourceFile() {
        return sourceFile;
    }

    public int line() {
        return line;
    }

    public String message() {
        return message;
    }

    /** {@code Jacobi.java:12: org.ex.Jacobi.relax: message}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (sourceFile != null) {
            text.append(sourceFile);
            if (line > 0) {
                text.append(':').append(line);
            }
            text.append(": ");
        }
        text.append(className);
        if (member != null) {
            text.append('.').append(member);
        }
        return text.append(": ").append(message).toString();
    }
}
