package org.javadvm.debug.trace;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.debug.dyn.DistLayout;
import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Distributions;

/**
 * What each processor of an emulated grid reads of the distributed elements it does not own, as a distributed
 * machine gives them to it: an element of its shadow edge holds the value the element had at the edge's last
 * renewal, an element of an array the loop declares {@code remoteAccess} the value it had when the loop started
 * (when DVM fills the remote buffer). The grid emulation runs the processors' parts one after another on the
 * program's arrays; without this view a part would read what the parts before it have just written, which no
 * processor of a distributed machine sees, and a loop reading its neighbours' elements through a shadow edge while
 * they are updated in place would compare equal with the sequential run.
 *
 * <p>Renewals: {@code @ParallelLoop(shadowRenew)} when the loop starts, {@link org.javadvm.ShadowGroup#start()}. At
 * each the view copies the renewed array's shadow edges of every processor of the grid (the widths times the faces
 * of each processor's block, the corners when the renewal renews them: {@code corner = true} or a shadow group).
 * While a processor's part of a parallel loop called from the sequential part runs, the elements of its edges hold
 * those copies, and the elements of the loop's remote-access arrays it does not own their values at the loop's
 * start; the values there are put aside when the part starts and put back when it ends (so a write into an edge,
 * a DVM07 error, is lost as on a distributed machine). The arrays a loop declares {@code across} keep the values
 * the earlier parts wrote: the pipeline passes them on, as DVM's does. An array never renewed, and a loop nested in
 * another construct or a task (which runs on the processor of the part around it), read the arrays as they are.
 *
 * <p>Arrays are known by the {@code @Distributed} fields of the classes whose constructs have started, as
 * {@link ArrayNames} knows them; a shadow group of an array no construct of its class has run on yet renews
 * nothing here.
 */
final class DistributedView {
    /** A field of one receiver ({@code null} for a static field), compared by identity. */
    private record Holder(Field field, Object self) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Holder h && h.field == field && h.self == self;
        }

        @Override
        public int hashCode() {
            return field.hashCode() * 31 + System.identityHashCode(self);
        }
    }

    /** A distributed array the view knows: its layout and the object holding its field. */
    private record Placed(Object array, DistLayout layout, Object holder) {
    }

    /** Elements {@code from .. from + length(values) - 1} of a row, and values for them. */
    private record Segment(Object row, int from, Object values) {
        /** Puts the values into the row; returns what the row held there. */
        Segment swapIn() {
            int length = Array.getLength(values);
            Object held = Array.newInstance(row.getClass().getComponentType(), length);
            System.arraycopy(row, from, held, 0, length);
            System.arraycopy(values, 0, row, from, length);
            return new Segment(row, from, held);
        }

        void putBack() {
            System.arraycopy(values, 0, row, from, Array.getLength(values));
        }

        /** Elements {@code from .. to - 1} of {@code row} as they are now. */
        static Segment copyOf(Object row, int from, int to) {
            Object values = Array.newInstance(row.getClass().getComponentType(), to - from);
            System.arraycopy(row, from, values, 0, to - from);
            return new Segment(row, from, values);
        }
    }

    /** The shadow edges of an array as the last renewal left them, per processor of the grid. */
    private record Renewal(int epoch, List<List<Segment>> byProcessor) {
    }

    private static final ClassValue<List<Field>> DISTRIBUTED_FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> found = new ArrayList<>();
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    if (field.isAnnotationPresent(Distributed.class) && field.getType().isArray()) {
                        try {
                            field.setAccessible(true);
                            found.add(field);
                        } catch (RuntimeException e) {
                            // a field of a class in a module that does not open it: the view does not know it
                        }
                    }
                }
            }
            return found;
        }
    };

    private static final ParallelLoop NONE = null;

    private final int[] shape;
    private final int processors;
    private final Map<Holder, Placed> byField = new HashMap<>();
    private final Map<Object, Placed> byArray = new IdentityHashMap<>();
    private final Map<Field, DistLayout> layouts = new HashMap<>();
    private final Map<Object, Renewal> renewals = new IdentityHashMap<>();
    private final Map<ConstructInfo, java.util.Optional<ParallelLoop>> declarations = new IdentityHashMap<>();
    /** The running top-level loop's remote-access arrays, each with its elements at the loop's start. */
    private final Map<Object, Map<Object, Object>> buffers = new IdentityHashMap<>();
    /** The running top-level loop's ACROSS arrays. */
    private Set<Object> across = Collections.emptySet();
    /** What the running part's edges and buffers held before the part started, to put back; {@code null}: none. */
    private List<Segment> putAside;
    private long swappedElements;

    /** A view of the grid {@code shape} (processors numbered row-major). */
    DistributedView(int[] shape) {
        this.shape = shape.clone();
        int count = 1;
        for (int extent : shape) {
            count *= extent;
        }
        this.processors = count;
    }

    /** Elements put into processors' edges and buffers so far (a statistic, and what the tests look at). */
    long swappedElements() {
        return swappedElements;
    }

    /**
     * A construct starts: the arrays of its class's fields become known; a parallel loop called from the sequential
     * part ({@code topLevel}) renews the shadow edges it declares and fills its remote buffers.
     */
    void constructStart(ConstructInfo construct, Object self, boolean topLevel) {
        learn(construct.owner, self);
        if (putAside != null) {
            return; // inside a processor's part: the construct runs on that processor alone, nothing is exchanged
        }
        ParallelLoop loop = construct.task ? NONE : declaration(construct);
        across = Collections.emptySet();
        buffers.clear();
        if (loop == null) {
            return;
        }
        for (String name : loop.shadowRenew()) {
            Placed placed = field(construct, self, name);
            if (placed != null) {
                renew(placed, loop.corner());
            }
        }
        if (!topLevel) {
            return;
        }
        if (loop.across().length > 0) {
            across = Collections.newSetFromMap(new IdentityHashMap<>());
            for (String name : loop.across()) {
                Placed placed = field(construct, self, name);
                if (placed != null) {
                    across.add(placed.array);
                }
            }
        }
        for (String name : loop.remoteAccess()) {
            Placed placed = field(construct, self, name);
            if (placed != null) {
                Map<Object, Object> rows = new IdentityHashMap<>();
                copyRows(placed.array, placed.layout.rank(), rows);
                buffers.put(placed.array, rows);
            }
        }
    }

    /** The top-level loop ended: its remote buffers and ACROSS arrays are gone. */
    void constructEnd(boolean topLevel) {
        if (topLevel && putAside == null) {
            buffers.clear();
            across = Collections.emptySet();
        }
    }

    /** A shadow group starts renewing the edges of {@code arrays}: the values it sends are the ones now. */
    void shadowGroupStart(List<Object> arrays) {
        if (putAside != null) {
            return;
        }
        for (Object array : arrays) {
            Placed placed = array == null ? null : byArray.get(array);
            if (placed != null) {
                renew(placed, true);
            }
        }
    }

    /**
     * Processor {@code processor}'s part of a top-level parallel loop starts: its edges get the renewed copies, its
     * remote buffers the loop's starting values.
     */
    void partStart(int processor) {
        List<Segment> aside = new ArrayList<>();
        int epoch = Distributions.epoch();
        for (Map.Entry<Object, Renewal> renewed : renewals.entrySet()) {
            Object array = renewed.getKey();
            Renewal renewal = renewed.getValue();
            if (renewal.epoch != epoch || across.contains(array) || buffers.containsKey(array)
                    || processor >= renewal.byProcessor.size()) {
                continue; // another distribution since, a pipelined array, or one the remote buffer covers
            }
            for (Segment edge : renewal.byProcessor.get(processor)) {
                aside.add(edge.swapIn());
                swappedElements += Array.getLength(edge.values);
            }
        }
        for (Map.Entry<Object, Map<Object, Object>> buffer : buffers.entrySet()) {
            Placed placed = byArray.get(buffer.getKey());
            long[][] owned = placed == null ? null : owned(placed, processor);
            if (owned == null) {
                continue;
            }
            Map<Object, Object> start = buffer.getValue();
            walk(placed.array, 0, 0, owned, new int[placed.layout.rank()], true, true, (row, from, to) -> {
                Object copy = start.get(row);
                if (copy != null) {
                    Object values = Array.newInstance(row.getClass().getComponentType(), to - from);
                    System.arraycopy(copy, from, values, 0, to - from);
                    aside.add(new Segment(row, from, values).swapIn());
                    swappedElements += to - from;
                }
            });
        }
        putAside = aside;
    }

    /** The part ended (also when it failed): what its edges and buffers held before goes back. */
    void partEnd() {
        List<Segment> aside = putAside;
        putAside = null;
        if (aside != null) {
            for (int k = aside.size() - 1; k >= 0; k--) {
                aside.get(k).putBack();
            }
        }
    }

    // ---- arrays -------------------------------------------------------------------------------------------

    private void learn(Class<?> owner, Object self) {
        for (Field field : DISTRIBUTED_FIELDS.get(owner)) {
            boolean isStatic = Modifier.isStatic(field.getModifiers());
            if (!isStatic && self == null) {
                continue;
            }
            Object array;
            try {
                array = field.get(isStatic ? null : self);
            } catch (IllegalAccessException | IllegalArgumentException e) {
                continue;
            }
            Holder holder = new Holder(field, isStatic ? null : self);
            Placed known = byField.get(holder);
            if (known != null && known.array == array) {
                continue;
            }
            if (known != null) { // the field holds another array now: the old one's copies are of no use
                byArray.remove(known.array);
                renewals.remove(known.array);
            }
            if (array == null) {
                byField.remove(holder);
                continue;
            }
            DistLayout layout = layouts.computeIfAbsent(field, DistLayout::of);
            Placed placed = new Placed(array, layout, isStatic ? null : self);
            byField.put(holder, placed);
            byArray.put(array, placed);
        }
    }

    /** The array a construct's declaration names, when a field of its class holds one the view knows. */
    private Placed field(ConstructInfo construct, Object self, String name) {
        for (Field field : DISTRIBUTED_FIELDS.get(construct.owner)) {
            if (field.getName().equals(name)) {
                boolean isStatic = Modifier.isStatic(field.getModifiers());
                return byField.get(new Holder(field, isStatic ? null : self));
            }
        }
        return null;
    }

    private ParallelLoop declaration(ConstructInfo construct) {
        return declarations.computeIfAbsent(construct, info -> {
            String method = info.name.substring(info.name.lastIndexOf('.') + 1);
            for (Method candidate : info.owner.getDeclaredMethods()) {
                ParallelLoop loop = candidate.getAnnotation(ParallelLoop.class);
                if (loop != null && candidate.getName().equals(method)) {
                    return java.util.Optional.of(loop);
                }
            }
            return java.util.Optional.empty();
        }).orElse(null);
    }

    // ---- renewal ------------------------------------------------------------------------------------------

    /** Copies every processor's shadow edges of the array as they are now. */
    private void renew(Placed placed, boolean corners) {
        DistLayout layout = placed.layout.under(placed.holder);
        boolean any = false;
        for (int d = 0; d < layout.rank(); d++) {
            any |= layout.shadow(d) > 0;
        }
        if (!any) {
            return;
        }
        List<List<Segment>> byProcessor = new ArrayList<>(processors);
        for (int p = 0; p < processors; p++) {
            List<Segment> edges = new ArrayList<>();
            long[][] owned = owned(placed, p);
            if (owned != null) {
                int[] widths = new int[layout.rank()];
                for (int d = 0; d < widths.length; d++) {
                    widths[d] = owned[d][2] == 0 ? 0 : layout.shadow(d);
                }
                walk(placed.array, 0, 0, owned, widths, corners, false,
                        (row, from, to) -> edges.add(Segment.copyOf(row, from, to)));
            }
            byProcessor.add(edges);
        }
        renewals.put(placed.array, new Renewal(Distributions.epoch(), byProcessor));
    }

    /**
     * Per dimension of the array the elements processor {@code p} owns, {@code {lo, hi, distributed}} ({@code hi}
     * exclusive; {@code distributed} 1 when the dimension is cut over a grid dimension of several processors), as
     * the release run-time cuts the template ({@code LoopPartition}): the k-th BLOCK dimension of the template over
     * the k-th grid dimension, coordinate {@code c} of {@code g} owning template elements
     * {@code [c * N / g, (c + 1) * N / g)}. {@code null} when the template cannot be measured.
     */
    private long[][] owned(Placed placed, int p) {
        DistLayout layout = placed.layout.under(placed.holder);
        int rank = layout.rank();
        int[] extents = extents(placed.array, rank);
        int[] templateExtents;
        try {
            Field root = layout.root();
            Object template = root.get(Modifier.isStatic(root.getModifiers()) ? null : placed.holder);
            templateExtents = template == null ? null : extents(template, rank);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            templateExtents = null;
        }
        if (extents == null || templateExtents == null) {
            return null;
        }
        int[] coordinates = new int[shape.length];
        for (int d = shape.length - 1, index = p; d >= 0; d--) {
            coordinates[d] = index % shape[d];
            index /= shape[d];
        }
        long[][] owned = new long[rank][];
        int gridDim = 0;
        for (int d = 0; d < rank; d++) {
            if (!layout.block(d) || gridDim == shape.length) {
                owned[d] = new long[] {0, extents[d], 0};
                continue;
            }
            int c = coordinates[gridDim];
            int g = shape[gridDim];
            gridDim++;
            long n = templateExtents[d];
            long lo = c == 0 ? 0 : Math.max(0, ceilDiv(c * n / g - layout.align(d), layout.stride(d)));
            long hi = c == g - 1 ? extents[d]
                    : Math.min(extents[d], ceilDiv((c + 1) * n / g - layout.align(d), layout.stride(d)));
            owned[d] = new long[] {lo, Math.max(lo, hi), g > 1 ? 1 : 0};
        }
        return owned;
    }

    private interface SegmentVisitor {
        void visit(Object row, int from, int to);
    }

    /**
     * Visits the row segments of {@code array} (dimension {@code d} on, {@code outside} dimensions before it outside
     * the owned range) that lie outside the processor's {@code owned} ranges: with {@code whole} every such element
     * (a remote buffer), else those within {@code widths} of the owned ranges (its shadow edges), the corners, where
     * two dimensions or more are outside, only with {@code corners}.
     */
    private static void walk(Object array, int d, int outside, long[][] owned, int[] widths, boolean corners,
                             boolean whole, SegmentVisitor visitor) {
        int length = Array.getLength(array);
        long lo = owned[d][0];
        long hi = owned[d][1];
        long width = whole ? length : widths[d];
        long from = Math.max(0, lo - width);
        long to = Math.min(length, hi + width);
        boolean last = d == owned.length - 1;
        if (last) {
            if (outside == 0 || corners) { // the edges along the last dimension
                segment(array, from, Math.min(lo, to), visitor);
                segment(array, Math.max(hi, from), to, visitor);
            }
            if (outside > 0 && (outside == 1 || corners)) {
                segment(array, Math.max(lo, from), Math.min(hi, to), visitor);
            }
            return;
        }
        if (!(array instanceof Object[] rows)) {
            return;
        }
        boolean edgesBeyond = whole;
        for (int k = d + 1; k < owned.length && !edgesBeyond; k++) {
            edgesBeyond = widths[k] > 0;
        }
        for (long i = from; i < to; i++) {
            int next = outside + (i < lo || i >= hi ? 1 : 0);
            if ((next == 0 && !edgesBeyond) || (next > 1 && !corners) || rows[(int) i] == null) {
                continue;
            }
            walk(rows[(int) i], d + 1, next, owned, widths, corners, whole, visitor);
        }
    }

    private static void segment(Object row, long from, long to, SegmentVisitor visitor) {
        if (from < to) {
            visitor.visit(row, (int) from, (int) to);
        }
    }

    /** Copies of every row of elements of {@code array}, by row. */
    private static void copyRows(Object array, int rank, Map<Object, Object> rows) {
        if (rank <= 1 || !(array instanceof Object[] elements)) {
            int length = Array.getLength(array);
            Object copy = Array.newInstance(array.getClass().getComponentType(), length);
            System.arraycopy(array, 0, copy, 0, length);
            rows.put(array, copy);
            return;
        }
        for (Object row : elements) {
            if (row != null) {
                copyRows(row, rank - 1, rows);
            }
        }
    }

    /** The extents of a rectangular array (row 0 gives the next one); {@code null} when it has no such rows. */
    private static int[] extents(Object array, int rank) {
        int[] extents = new int[rank];
        for (int d = 0; d < rank; d++) {
            if (array == null || !array.getClass().isArray()) {
                return null;
            }
            extents[d] = Array.getLength(array);
            if (d + 1 < rank) {
                if (extents[d] == 0) {
                    return extents;
                }
                array = Array.get(array, 0);
            }
        }
        return extents;
    }

    private static long ceilDiv(long value, long divisor) {
        return -Math.floorDiv(-value, divisor);
    }
}
