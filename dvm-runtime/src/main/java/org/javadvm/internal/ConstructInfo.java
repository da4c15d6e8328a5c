package org.javadvm.internal;

import java.lang.reflect.Field;

import org.javadvm.ReductionOp;

/**
 * What a {@link Monitor} learns of a construct: its public description, built once per spec from the
 * weaver's spec string (see {@link Woven}). Arrays are shared: do not modify them.
 */
public final class ConstructInfo {
    /** The class declaring the construct. */
    public final Class<?> owner;
    /** Task region ({@code true}) or parallel loop. */
    public final boolean task;
    /** {@code <class>.<method>}. */
    public final String name;
    /** {@code <file>:<line>} of the method's first line. */
    public final String source;
    public final int rank;
    /** The loop's root template field (the ON array or the root of its alignment); {@code null} for tasks. */
    public final Field template;
    /** Per template dimension: BLOCK ({@code true}) or WHOLE, as declared; see {@link #blockDims(Object)}. */
    public final boolean[] blockDims;
    /**
     * Per loop dimension: {@code stride * iteration index + offset} = template index along the template dimension
     * {@link #dims} names.
     */
    public final int[] offset;
    /** Per loop dimension: the stride with which the ON array is aligned with the template (1 for most loops). */
    public final int[] stride;
    /** Per loop dimension: the template dimension it runs along ({@code @ParallelLoop(dims)}); empty for tasks. */
    public final int[] dims;
    /** Per template dimension: the loop dimension running along it, or -1 when the loop does not map it ({@code *}). */
    public final int[] loopDims;
    public final boolean across;
    /**
     * Per loop dimension: whether the nest runs from {@code hi - 1} down along it ({@code @ParallelLoop(descending)});
     * the emulations walk the iterations in that order.
     */
    public final boolean[] descending;
    public final Reduction[] reductions;

    /** One declared reduction. */
    public static final class Reduction {
        public final ReductionOp op;
        public final Field variable;
        /** The {@code ReductionGroup} field, or {@code null} for a synchronous reduction. */
        public final Field group;
        public final Field[] locations;

        Reduction(ReductionOp op, Field variable, Field group, Field[] locations) {
            this.op = op;
            this.variable = variable;
            this.group = group;
            this.locations = locations;
        }
    }

    /**
     * Per template dimension BLOCK ({@code true}) or WHOLE now, for a construct on {@code self}: the declared
     * {@link #blockDims} unless the template array was redistributed ({@code @Redistribute}).
     */
    public boolean[] blockDims(Object self) {
        if (task || Distributions.epoch() == 0) {
            return blockDims;
        }
        try {
            return Distributions.of(template.get(self), blockDims);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            return blockDims;
        }
    }

    ConstructInfo(Class<?> owner, ConstructSpec spec) {
        this.owner = owner;
        this.task = spec.task;
        this.name = spec.name;
        this.source = spec.source;
        this.rank = spec.rank;
        this.template = spec.template;
        this.blockDims = spec.blockDims;
        this.offset = spec.offset;
        this.stride = spec.stride;
        this.dims = spec.dims;
        this.loopDims = spec.loopDims;
        this.across = spec.across;
        this.descending = spec.descending;
        this.reductions = new Reduction[spec.reductions.length];
        for (int r = 0; r < reductions.length; r++) {
            ReductionSpec reduction = spec.reductions[r];
            reductions[r] = new Reduction(reduction.op, reduction.field, reduction.group, reduction.locFields);
        }
    }
}
