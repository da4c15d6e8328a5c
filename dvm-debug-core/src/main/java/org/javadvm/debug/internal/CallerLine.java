package org.javadvm.debug.internal;

import java.security.CodeSource;

/**
 * The program's frame that called into the run-time (a group's start or wait): run-time events carry no
 * site, so a consumer asks the stack, which is cheap for these rare events. Frames of the run-time, of the
 * debugger itself (its life cycle, fan-out and consumers) and of the JDK are skipped.
 */
public final class CallerLine {
    private static final CodeSource DEBUGGER = CallerLine.class.getProtectionDomain().getCodeSource();

    public final String className;
    public final String file;
    public final int line;
    /** The class of the frame; {@code null} when no frame of the program was found. */
    public final Class<?> type;
    /** The method of the frame, as the class file names it. */
    public final String method;

    private CallerLine(Class<?> type, String className, String method, String file, int line) {
        this.type = type;
        this.className = className;
        this.method = method;
        this.file = file;
        this.line = line;
    }

    public static CallerLine find() {
        return find(null, null);
    }

    /**
     * The program's frame that called into the run-time, passing over the frames of method {@code skipped} of
     * {@code skippedClass} (a construct's dispatcher, to find the code that called the construct); {@code null}s: none.
     */
    public static CallerLine find(Class<?> skippedClass, String skipped) {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(frames -> frames
                .filter(frame -> !isLibrary(frame))
                .filter(frame -> skipped == null || frame.getDeclaringClass() != skippedClass
                        || !(frame.getMethodName().equals(skipped) || frame.getMethodName().startsWith(skipped + "$dvm$")))
                .findFirst()
                .map(frame -> new CallerLine(frame.getDeclaringClass(), frame.getClassName(), frame.getMethodName(),
                        frame.getFileName() == null ? "" : frame.getFileName(), Math.max(0, frame.getLineNumber())))
                .orElse(new CallerLine(null, "?", "?", "", 0)));
    }

    private static boolean isLibrary(StackWalker.StackFrame frame) {
        String name = frame.getClassName();
        return name.startsWith("org.javadvm.internal.") || isDebugger(frame.getDeclaringClass())
                || name.equals("org.javadvm.ReductionGroup") || name.equals("org.javadvm.ShadowGroup")
                || name.startsWith("java.") || name.startsWith("jdk.");
    }

    /** A class of this library (the debugger's own jar or classes folder), not of the program. */
    private static boolean isDebugger(Class<?> type) {
        if (!type.getName().startsWith("org.javadvm.debug.")) {
            return false;
        }
        CodeSource source = type.getProtectionDomain().getCodeSource();
        return source == null ? DEBUGGER == null : DEBUGGER != null && DEBUGGER.getLocation() != null
                && DEBUGGER.getLocation().equals(source.getLocation());
    }

    public String location() {
        return (file.isEmpty() ? className : file) + ':' + line;
    }
}
