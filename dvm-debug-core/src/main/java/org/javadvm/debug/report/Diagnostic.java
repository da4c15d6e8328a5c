package org.javadvm.debug.report;

import java.util.Objects;

/**
 * One error found by dynamic control, in source terms. Immutable. Two diagnostics that differ only in
 * the element and the iterations are the same error seen again ({@link #key()}): the log counts them and
 * keeps the first one's element and iterations.
 */
public final class Diagnostic {
    /** The access kinds. */
    public static final String READ = "read";
    public static final String WRITE = "write";

    public final ErrorClass errorClass;
    /** Sub-kind within the class, e.g. {@code flow}, {@code anti}, {@code output} for dependences; may be empty. */
    public final String kind;
    /** The variable as the source names it: {@code a}, {@code eps}, {@code Jacobi.eps}, {@code array allocated at X.java:12}. */
    public final String variable;
    /** The element in source terms, {@code a[4][7]}, or the variable's name for scalars. */
    public final String element;
    /** {@link #READ} or {@link #WRITE}: the access that was found wrong. */
    public final String access;
    /** Binary class name of the code that made the access, e.g. {@code example.Jacobi} (locates the source file). */
    public final String className;
    /** Source file name as the class file records it, e.g. {@code Jacobi.java}; may be empty. */
    public final String file;
    /** Source line of the access; 0 when unknown. */
    public final int line;
    /** The parallel construct, e.g. {@code loop 2 Jacobi.relax (Jacobi.java:41)}, or {@code null} in the sequential part. */
    public final String construct;
    /** The iteration that made the access, e.g. {@code (4, 7)} or {@code task 2}; {@code null} in the sequential part. */
    public final String iteration;
    /** The other access of a pair (dependences): its kind, line and iteration; {@code null} / 0 otherwise. */
    public final String relatedAccess;
    public final int relatedLine;
    public final String relatedIteration;
    /** Anything else a user needs to fix it (declared shadow width, bounds, state of a group); may be empty. */
    public final String detail;
    /** Class and source file of the other access when it is in another class than this one; else {@code null}. */
    public final String relatedClassName;
    public final String relatedFile;

    public Diagnostic(ErrorClass errorClass, String kind, String variable, String element, String access,
                      String className, String file, int line, String construct, String iteration,
                      String relatedAccess, int relatedLine, String relatedIteration, String detail) {
        this.errorClass = Objects.requireNonNull(errorClass, "errorClass");
        this.kind = kind == null ? "" : kind;
        this.variable = Objects.requireNonNull(variable, "variable");
        this.element = element == null ? variable : element;
        this.access = Objects.requireNonNull(access, "access");
        this.className = className == null ? "" : className;
        this.file = file == null ? "" : file;
        this.line = line;
        this.construct = construct;
        this.iteration = iteration;
        this.relatedAccess = relatedAccess;
        this.relatedLine = relatedLine;
        this.relatedIteration = relatedIteration;
        this.detail = detail == null ? "" : detail;
        this.relatedClassName = null;
        this.relatedFile = null;
    }

    private Diagnostic(Diagnostic d, String relatedClassName, String relatedFile) {
        this.errorClass = d.errorClass;
        this.kind = d.kind;
        this.variable = d.variable;
        this.element = d.element;
        this.access = d.access;
        this.className = d.className;
        this.file = d.file;
        this.line = d.line;
        this.construct = d.construct;
        this.iteration = d.iteration;
        this.relatedAccess = d.relatedAccess;
        this.relatedLine = d.relatedLine;
        this.relatedIteration = d.relatedIteration;
        this.detail = d.detail;
        this.relatedClassName = relatedClassName;
        this.relatedFile = relatedFile;
    }

    /** This diagnostic with the other access placed in another class (and source file). */
    public Diagnostic relatedIn(String otherClassName, String otherFile) {
        return otherClassName.equals(className) ? this : new Diagnostic(this, otherClassName, otherFile);
    }

    /** What makes two diagnostics the same error: all but the element and the iterations. */
    public String key() {
        return errorClass.ruleId() + '|' + kind + '|' + variable + '|' + access + '|' + className + '|' + file + '|'
                + line + '|' + construct + '|' + relatedAccess + '|' + relatedClassName + '|' + relatedLine + '|' + detail;
    }

    @Override
    public String toString() {
        return errorClass.ruleId() + ' ' + kind + ' ' + element + ' ' + access + " at " + file + ':' + line;
    }
}
