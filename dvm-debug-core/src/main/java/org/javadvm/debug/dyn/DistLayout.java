package org.javadvm.debug.dyn;

import java.lang.reflect.Field;

import org.javadvm.Distributed;
import org.javadvm.Format;

/**
 * How a distributed array field lays its array over the template: the root of its {@code alignWith}
 * chain, the combined alignment stride and offset (element {@code e} lives with template element
 * {@code stride * e + align}), the template's format, and the array's own shadow widths (in its own elements).
 */
public final class DistLayout {
    final Field field;
    final String name;
    final Field root;
    /** {@link Level#key} of the root, interned: compared by identity on every checked access. */
    final String rootKey;
    final int rank;
    final int[] align;
    /** Per dimension the combined {@code alignStride}, 1 unless some array of the chain is aligned with a stride. */
    final int[] stride;
    /** Whether some dimension has a stride other than 1. */
    final boolean strided;
    final int[] shadow;
    final boolean[] blockDims;
    /** Every dimension WHOLE: each processor holds the whole array, every element is local. */
    final boolean replicated;

    private DistLayout(Field field, Field root, int rank, int[] align, int[] stride, int[] shadow,
                       boolean[] blockDims) {
        this.field = field;
        this.name = field.getName();
        this.root = root;
        this.rootKey = Level.key(root).intern();
        this.rank = rank;
        this.align = align;
        this.stride = stride;
        boolean anyStride = false;
        for (int step : stride) {
            anyStride |= step != 1;
        }
        this.strided = anyStride;
        this.shadow = shadow;
        this.blockDims = blockDims;
        boolean anyBlock = false;
        for (boolean block : blockDims) {
            anyBlock |= block;
        }
        this.replicated = !anyBlock;
    }

    /** The layout of a {@code @Distributed} field, or {@code null} if the field is not one. */
    public static DistLayout of(Field field) {
        Distributed declared = field.getAnnotation(Distributed.class);
        if (declared == null) {
            return null;
        }
        int rank = 0;
        for (Class<?> type = field.getType(); type.isArray(); type = type.getComponentType()) {
            rank++;
        }
        int[] align = new int[rank];
        int[] stride = new int[rank];
        java.util.Arrays.fill(stride, 1);
        Field current = field;
        Distributed annotation = declared;
        for (int steps = 0; !annotation.alignWith().isEmpty() && steps < 64; steps++) {
            // this step maps index x to step * x + offset: compose it after the steps so far
            for (int d = 0; d < rank; d++) {
                int step = d < annotation.alignStride().length ? annotation.alignStride()[d] : 1;
                int offset = d < annotation.alignOffset().length ? annotation.alignOffset()[d] : 0;
                align[d] = step * align[d] + offset;
                stride[d] *= step;
            }
            Field next;
            try {
                next = current.getDeclaringClass().getDeclaredField(annotation.alignWith());
            } catch (NoSuchFieldException e) {
                break; // the weaver reports this; keep the chain as far as it goes
            }
            Distributed nextAnnotation = next.getAnnotation(Distributed.class);
            if (nextAnnotation == null) {
                break;
            }
            current = next;
            annotation = nextAnnotation;
        }
        boolean[] blockDims = new boolean[rank];
        Format[] format = annotation.format();
        for (int d = 0; d < rank; d++) {
            blockDims[d] = format.length == 0 || d >= format.length || format[d] == Format.BLOCK;
        }
        int[] shadow = new int[rank];
        for (int d = 0; d < rank && d < declared.shadow().length; d++) {
            shadow[d] = declared.shadow()[d];
        }
        current.setAccessible(true);
        return new DistLayout(field, current, rank, align, stride, shadow, blockDims);
    }

    /**
     * This layout under the current format of its template array, the one {@code holder}'s root field holds
     * ({@code @Redistribute}); this layout itself while the array has its declared format or cannot be found.
     */
    public DistLayout under(Object holder) {
        if (org.javadvm.internal.Distributions.epoch() == 0) {
            return this;
        }
        Object template;
        try {
            boolean isStatic = java.lang.reflect.Modifier.isStatic(root.getModifiers());
            if (!isStatic && holder == null) {
                return this;
            }
            template = root.get(isStatic ? null : holder);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            return this;
        }
        boolean[] format = org.javadvm.internal.Distributions.of(template, blockDims);
        return format == blockDims || format.length != rank ? this
                : new DistLayout(field, root, rank, align, stride, shadow, format);
    }

    /** {@link #distance}: the iteration's own element. */
    static final int OWN = 0;
    /** {@link #distance}: within the shadow edge. */
    static final int EDGE = 1;
    /** {@link #distance}: beyond the shadow edge, non-local. */
    static final int BEYOND = 2;

    /**
     * Where {@code element} along dimension {@code d} lies for an iteration whose own template element there is
     * {@code own}: the iteration's own element ({@link #OWN}, the element lives with that template element),
     * within the shadow width of the elements of this array that live there ({@link #EDGE}), or beyond. With a
     * stride, a template element may carry no element of this array (an odd fine point of a coarse grid on the
     * even ones): the local range is empty and the shadow edge still reaches {@code shadow} elements to each
     * side of where it would be, as in DVM, where the edge widens a processor's (possibly empty) part.
     */
    int distance(int d, long element, long own) {
        long step = stride[d];
        long templateIndex = step * element + align[d];
        if (templateIndex == own) {
            return OWN;
        }
        long first = -Math.floorDiv(align[d] - own, step); // ceil((own - align) / step)
        long last = Math.floorDiv(own - align[d], step);
        return element >= first - shadow[d] && element <= last + shadow[d] ? EDGE : BEYOND;
    }

    /** The array's rank. */
    public int rank() {
        return rank;
    }

    /** The root of the alignment chain: the field whose array is the template. */
    public Field root() {
        return root;
    }

    /** Whether dimension {@code d} of the template is BLOCK (else WHOLE). */
    public boolean block(int d) {
        return blockDims[d];
    }

    /** Element {@code e} along dimension {@code d} lives with template element {@code stride(d) * e + align(d)}. */
    public int align(int d) {
        return align[d];
    }

    /** See {@link #align(int)}. */
    public int stride(int d) {
        return stride[d];
    }

    /** The shadow width along dimension {@code d}, in the array's own elements. */
    public int shadow(int d) {
        return shadow[d];
    }

    boolean hasShadow() {
        for (int width : shadow) {
            if (width > 0) {
                return true;
            }
        }
        return false;
    }
}
