package org.javadvm.debug.trace;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import org.javadvm.internal.Bound;
import org.javadvm.internal.ConstructInfo;

/**
 * The arrays a running construct declares reductions over, and the copy of each its current processor (or,
 * under the per-iteration emulation, its current iteration) updates: the array itself when one processor runs
 * the construct, else a copy from the operator's identity that the run-time combines into the array after the
 * construct. An access to either inside the construct is the reduction's, recorded as {@code RV_RD},
 * {@code RV_BW}, {@code RV_AW} under the array's name (the comparison skips them: their values depend on the
 * split), and the array's result after the construct is one {@code RV} record per element (at level CHECKSUM
 * one, of its checksum).
 */
final class ReductionArrayCopies {
    private final Object self;
    private final Field[] fields;
    private final String[] keys;
    private final Object[] arrays;
    private final Object[] copies;

    private ReductionArrayCopies(Object self, List<Field> fields) {
        this.self = self;
        this.fields = fields.toArray(new Field[0]);
        this.keys = new String[this.fields.length];
        this.arrays = new Object[this.fields.length];
        this.copies = new Object[this.fields.length];
        for (int r = 0; r < this.fields.length; r++) {
            Field field = this.fields[r];
            // the run-time's binding key: interned, compared by identity
            keys[r] = (field.getDeclaringClass().getName().replace('.', '/') + '.' + field.getName()).intern();
            arrays[r] = value(field, self);
            copies[r] = arrays[r];
        }
    }

    /** The construct's reduction arrays; {@code null} when it declares none (the usual case: nothing to look up). */
    static ReductionArrayCopies of(ConstructInfo construct, Object self) {
        List<Field> fields = null;
        for (ConstructInfo.Reduction reduction : construct.reductions) {
            if (reduction.variable.getType().isArray()) {
                if (fields == null) {
                    fields = new ArrayList<>();
                }
                fields.add(reduction.variable);
            }
        }
        return fields == null ? null : new ReductionArrayCopies(self, fields);
    }

    /** An iteration starts: the copies the code now reaches (the current processor's, bound by the run-time). */
    void refresh() {
        for (int r = 0; r < fields.length; r++) {
            if (arrays[r] != null) {
                copies[r] = Modifier.isStatic(fields[r].getModifiers()) ? Bound.getStaticA(arrays[r], keys[r])
                        : Bound.getA(self, arrays[r], keys[r]);
            }
        }
    }

    /** The reduction variable's name when {@code array} is one of the arrays or its current copy, else {@code null}. */
    String nameOf(Object array) {
        for (int r = 0; r < fields.length; r++) {
            if (array == copies[r] || array == arrays[r]) {
                return fields[r].getName();
            }
        }
        return null;
    }

    /** The field's value; {@code null} when it cannot be read (then the array is not told apart). */
    private static Object value(Field field, Object self) {
        try {
            field.setAccessible(true);
            return field.get(Modifier.isStatic(field.getModifiers()) ? null : self);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
