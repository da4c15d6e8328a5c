package org.javadvm.internal;

/**
 * Classes woven for {@code dyn} or {@code debug} report every access to the debugger, {@code dvm-debug-core}.
 * Without it on the class path the first report would fail with a bare {@code NoClassDefFoundError} naming an
 * internal class; this check, run first in each such class's static initializer, says what is missing instead.
 */
final class RequiredDebugger {
    static final String HOOK = "org.javadvm.debug.internal.Hook";
    /** Set once the debugger was found: the check then costs a volatile read per woven class. */
    private static volatile boolean found;

    private RequiredDebugger() {
    }

    static void check(Class<?> woven) {
        if (found) {
            return;
        }
        try {
            Class.forName(HOOK, false, woven.getClassLoader());
            found = true;
        } catch (ClassNotFoundException e) {
            WovenClass marker = woven.getAnnotation(WovenClass.class);
            String mode = marker == null ? "dyn or debug" : marker.mode();
            String version = marker == null ? "<the weaver's version>" : marker.version();
            String unchecked = mode.equals("debug") ? "or use the release jar instead of the -debug one"
                    : "or build without -Ddvm.mode=" + mode;
            NoClassDefFoundError missing = new NoClassDefFoundError("Java-DVM: " + woven.getName() + " was woven for "
                    + mode + " and reports every access to the debugger, but the debugger is not on the class path: "
                    + "add org.javadvm:dvm-debug-core:" + version + " to it (a test-scoped dependency to run the tests "
                    + "checked), " + unchecked + " to run the classes unchecked");
            missing.initCause(e);
            throw missing;
        }
    }
}
