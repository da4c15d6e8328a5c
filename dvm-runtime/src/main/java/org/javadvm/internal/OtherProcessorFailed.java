package org.javadvm.internal;

/**
 * Attached (suppressed) to the failure a construct rethrows when another processor failed too and the run cannot
 * tell which of the failing iterations the sequential program meets first ({@link FailureOrder}): names that
 * processor, the iterations it failed in, and holds its failure as the cause.
 */
public final class OtherProcessorFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OtherProcessorFailed(ConstructSpec spec, Block box, Block rethrown, Throwable failure) {
        super("processor " + box.processor + " failed too in " + spec.name + " (" + spec.source + "), in iterations "
                + FailureOrder.describe(box) + ", which interleave in the sequential order with the iterations "
                + FailureOrder.describe(rethrown) + " of processor " + rethrown.processor + ", whose failure this is;"
                + " the sequential program stops at whichever of the failing iterations comes first", failure, true,
                false);
    }
}
