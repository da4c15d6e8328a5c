package org.javadvm.debug.internal;

import java.util.List;

import org.javadvm.internal.BoundaryIterations;

/**
 * The one iteration split all consumers share: an iteration runs through the checked body when any consumer
 * wants it. Each consumer states its boundary iterations ({@code null}: every iteration); the split is the
 * smallest {@link BoundaryIterations} holding all of them.
 */
final class BoundarySplit {
    private BoundarySplit() {
    }

    /** Every iteration ({@code null}) if a consumer wants every one; else the widest left and right widths. */
    static BoundaryIterations union(List<? extends Consumer> consumers) {
        BoundaryIterations union = null;
        for (Consumer consumer : consumers) {
            BoundaryIterations wanted = consumer.boundaryIterations();
            if (wanted == null) {
                return null;
            }
            union = union == null ? wanted : union(union, wanted);
        }
        return union;
    }

    /**
     * Faces hold the corners of the same widths, so the union of a faces and a corners split is the faces of
     * the wider widths; two corner splits stay corners.
     */
    static BoundaryIterations union(BoundaryIterations a, BoundaryIterations b) {
        if (a.left() >= b.left() && a.right() >= b.right()
                && (a.kind() == b.kind() || a.kind() == BoundaryIterations.Kind.FACES)) {
            return a;
        }
        if (b.left() >= a.left() && b.right() >= a.right()
                && (a.kind() == b.kind() || b.kind() == BoundaryIterations.Kind.FACES)) {
            return b;
        }
        BoundaryIterations.Kind kind = a.kind() == BoundaryIterations.Kind.CORNERS
                && b.kind() == BoundaryIterations.Kind.CORNERS ? BoundaryIterations.Kind.CORNERS
                : BoundaryIterations.Kind.FACES;
        return new BoundaryIterations(Math.max(a.left(), b.left()), Math.max(a.right(), b.right()), kind);
    }
}
