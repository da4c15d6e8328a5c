package org.javadvm.debug.dyn;

import java.lang.reflect.Field;

import org.javadvm.Distributed;
import org.javadvm.Format;

/**
 * How a distributed array field lays its array over the template: the root of its {@code alignWith}
 * chain, the combined alignment offset (element {@code e} lives with template element {@code e + align}),
 * the template's format, and the array's own shadow widths.
 */
final class DistLayout {
    final Field field;
    final String name;
    final Field root;
    /** {@link Level#key} of the root, interned: compared by identity on every checked access. */
    final String rootKey;
    final int rank;
    final int[] align;
    final int[] shadow;
    final boolean[] blockDims;
    /** Every dimension WHOLE: each processor holds the whole array, every element is local. */
    final boolean replicated;

    private DistLayout(Field field, Field root, int rank, int[] align, int[] shadow, boolean[] blockDims) {
        this.field = field;
        this.name = field.getName();
        this.root = root;
        this.rootKey = Level.key(root).intern();
        this.rank = rank;
        this.align = align;
        this.shadow = shadow;
        this.blockDims = blockDims;
        boolean anyBlock = false;
        for (boolean block : blockDims) {
            anyBlock |= block;
        }
        this.replicated = !anyBlock;
    }

    /** The layout of a {@code @Distributed} field, or {@code null} if the field is not one. */
    static DistLayout of(Field field) {
        Distributed declared = field.getAnnotation(Distributed.class);
        if (declared == null) {
            return null;
        }
        int rank = 0;
        for (Class<?> type = field.getType(); type.isArray(); type = type.getComponentType()) {
            rank++;
        }
        int[] align = new int[rank];
        Field current = field;
        Distributed annotation = declared;
        for (int steps = 0; !annotation.alignWith().isEmpty() && steps < 64; steps++) {
            for (int d = 0; d < rank && d < annotation.alignOffset().length; d++) {
                align[d] += annotation.alignOffset()[d];
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
        return new DistLayout(field, current, rank, align, shadow, blockDims);
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
