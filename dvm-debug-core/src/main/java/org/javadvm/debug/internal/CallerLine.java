package org.javadvm.debug.internal;

/**
 * The program's frame that called into the run-time (a group's start or wait): run-time events carry no
 * site, so the checker asks the stack, which is cheap for these rare events.
 */
final class CallerLine {
    final String className;
    final String file;
    final int line;

    private CallerLine(String className, String file, int line) {
        this.className = className;
        this.file = file;
        this.line = line;
    }

    static CallerLine find() {
        return StackWalker.getInstance().walk(frames -> frames
                .filter(frame -> !isLibrary(frame.getClassName()))
                .findFirst()
                .map(frame -> new CallerLine(frame.getClassName(), frame.getFileName() == null ? "" : frame.getFileName(),
                        Math.max(0, frame.getLineNumber())))
                .orElse(new CallerLine("?", "", 0)));
    }

    private static boolean isLibrary(String name) {
        return name.startsWith("org.javadvm.internal.") || name.equals("org.javadvm.debug.internal.DynControl")
                || name.equals("org.javadvm.debug.internal.CallerLine")
                || name.equals("org.javadvm.ReductionGroup") || name.equals("org.javadvm.ShadowGroup")
                || name.startsWith("java.") || name.startsWith("jdk.");
    }

    String location() {
        return (file.isEmpty() ? className : file) + ':' + line;
    }
}
