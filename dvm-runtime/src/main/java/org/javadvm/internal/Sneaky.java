package org.javadvm.internal;

/** Rethrows a body's failure with its own type, checked or not. */
final class Sneaky {
    private Sneaky() {
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> RuntimeException rethrow(Throwable failure) throws T {
        throw (T) failure;
    }
}
