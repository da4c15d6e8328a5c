package org.javadvm.internal;

import java.lang.reflect.Field;

/**
 * One field a construct keeps in a block slot while it runs: a reduction variable, a location or a
 * declared private. Woven code outside the construct's own body names the field by {@link #key}.
 */
final class Binding {
    /** {@code <declaring class, internal name>.<field>}, interned: the constant the weaver writes. */
    final String key;
    final Field field;
    final boolean isStatic;
    /**
     * I, J, F or D: the block array holding the value (I also for boolean, byte, short, char); A: a
     * reduction array, the copy in {@code objects}.
     */
    final char sort;
    final int slot;
    /** The reduction the field belongs to; {@code null} for a private. */
    final ReductionSpec reduction;

    Binding(Field field, char sort, int slot, ReductionSpec reduction) {
        this.key = (field.getDeclaringClass().getName().replace('.', '/') + '.' + field.getName()).intern();
        this.field = field;
        this.isStatic = java.lang.reflect.Modifier.isStatic(field.getModifiers());
        this.sort = sort;
        this.slot = slot;
        this.reduction = reduction;
    }

    /** Whether this binding, held by a construct on {@code bound}, is the field {@code key} of {@code self}. */
    boolean matches(String key, Object self, Object bound) {
        return this.key == key && (isStatic || self == bound);
    }

    /** Copies this binding's slot of {@code from} into slot {@code toSlot} of {@code to}. */
    void copy(Block from, int fromSlot, Block to, int toSlot) {
        switch (sort) {
            case 'I': to.ints[toSlot] = from.ints[fromSlot]; break;
            case 'J': to.longs[toSlot] = from.longs[fromSlot]; break;
            case 'F': to.floats[toSlot] = from.floats[fromSlot]; break;
            case 'A': to.objects[toSlot] = from.objects[fromSlot]; break;
            default: to.doubles[toSlot] = from.doubles[fromSlot]; break;
        }
    }

    /**
     * The first participant's start: the field's value; for a reduction array, the array itself when
     * {@code alone} (the only participant updates it in place, as the sequential program does) or, on the grid
     * ({@code onGrid}), when it holds {@code int}s or {@code long}s and the reduction belongs to no group, else a
     * copy holding the operator's identity. Every operator on integers is exact, associative and commutative, so the first
     * participant folding straight into the array gives the bits of folding its copy in after the loop, without
     * making, filling and folding a copy of the array's length on every call (a histogram's megabytes); a
     * group's result must instead stay out of the array until the group is waited for.
     */
    void readField(Block block, Object self, boolean alone, boolean onGrid) throws IllegalAccessException {
        switch (sort) {
            case 'A': block.objects[slot] = firstCopy(field.get(self), alone, onGrid); break;
            case 'I': block.ints[slot] = field.getInt(self); break;
            case 'J': block.longs[slot] = field.getLong(self); break;
            case 'F': block.floats[slot] = field.getFloat(self); break;
            default: block.doubles[slot] = field.getDouble(self); break;
        }
    }

    private Object firstCopy(Object array, boolean alone, boolean onGrid) {
        boolean exact = array instanceof int[] || array instanceof long[];
        return alone || (onGrid && exact && reduction.group == null) ? array : ArrayReduction.identity(reduction.op, array);
    }

    /** The result into the field; a reduction array's into the array the field holds (nothing if updated in place). */
    void writeField(Block block, Object self) throws IllegalAccessException {
        switch (sort) {
            case 'A': ArrayReduction.combine(reduction.op, field.get(self), block.objects[slot]); break;
            case 'I': field.setInt(self, block.ints[slot]); break;
            case 'J': field.setLong(self, block.longs[slot]); break;
            case 'F': field.setFloat(self, block.floats[slot]); break;
            default: field.setDouble(self, block.doubles[slot]); break;
        }
    }
}
