package org.javadvm.internal;

/**
 * The program cannot run with its configuration (a processor grid that is none, debug parameters the debugger
 * refuses, a reference trace that is missing): the message says why, completely, in the user's terms. These are
 * found where the run-time or the debugger starts, often in a static initializer, where any other exception would
 * reach the user as an {@link ExceptionInInitializerError} and a stack trace of our internals. This one is an
 * {@link Error}, which class initialisation passes on unwrapped, carries no stack trace, and, when no code catches
 * it, ends the program with its message alone and exit status {@link #EXIT_STATUS} ({@link RefusalExit}). Made by
 * {@link #refuse}.
 */
public final class ConfigurationError extends Error {
    /** The exit status of a program refused this way: {@code EX_CONFIG} of BSD's {@code sysexits.h}. */
    public static final int EXIT_STATUS = 78;

    private static final long serialVersionUID = 1L;

    private ConfigurationError(String message) {
        super(message, null, false, false);
    }

    /**
     * The error to throw for {@code message}, the whole text the user reads (beginning with {@code Java-DVM}), with
     * {@link RefusalExit} installed to end the program with it if no code catches it. When no code can (the bottom
     * of the thread's stack is a class initializer: the launcher is initialising the main class, and would print
     * the error's class name before the message and end with status 1), the program ends here, as the handler
     * would end it.
     */
    public static ConfigurationError refuse(String message) {
        ConfigurationError refusal = new ConfigurationError(message);
        RefusalExit.install();
        if (RefusalExit.nothingCanCatch()) {
            RefusalExit.end(refusal);
        }
        return refusal;
    }
}
