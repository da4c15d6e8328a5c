package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The run-time's own tests run without dvm-debug-core: what a class woven for debug meets there. */
class RequiredDebuggerTest {
    @WovenClass(mode = "debug", version = "1.2.3")
    static final class FromTheDebugJar {
    }

    @WovenClass(mode = "dyn", version = "1.2.3")
    static final class WovenForDyn {
    }

    @Test
    void aClassOfTheDebugJarWithoutTheDebuggerNamesItAndTheReleaseJar() {
        NoClassDefFoundError missing = assertThrows(NoClassDefFoundError.class,
                () -> Woven.requireDebugger(FromTheDebugJar.class));
        assertEquals("Java-DVM: " + FromTheDebugJar.class.getName() + " was woven for debug and reports every access "
                + "to the debugger, but the debugger is not on the class path: add org.javadvm:dvm-debug-core:1.2.3 to "
                + "it (a test-scoped dependency to run the tests checked), or use the release jar instead of the "
                + "-debug one to run the classes unchecked", missing.getMessage());
        assertEquals(ClassNotFoundException.class, missing.getCause().getClass());
    }

    @Test
    void aClassWovenForDynSaysWhichBuildOptionToDrop() {
        NoClassDefFoundError missing = assertThrows(NoClassDefFoundError.class,
                () -> Woven.requireDebugger(WovenForDyn.class));
        assertEquals(true, missing.getMessage().endsWith("or build without -Ddvm.mode=dyn to run the classes unchecked"),
                missing.getMessage());
    }
}
