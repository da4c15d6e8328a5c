package org.javadvm.internal;

import java.lang.ref.SoftReference;
import java.lang.reflect.Field;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.javadvm.ReductionOp;

/**
 * One reduction of a construct: where its variable and location fields live, where the body keeps
 * them (block slots), and how two partial results combine.
 */
final class ReductionSpec {
    final ReductionOp op;
    /** I, J, F or D: which block array holds the value; A: an array reduction, its copy in {@code objects}. */
    final char sort;
    final Field field;
    final int slot;
    /** The ReductionGroup field, or {@code null} for a synchronous reduction. */
    final Field group;
    final Field[] locFields;
    final int[] locSlots;
    /**
     * A location reduction whose body the weaver read: {@link Ties#FIRST} or {@link Ties#LAST} of equal values in
     * iteration order wins, as the body's strict or non-strict comparison keeps; {@code null} otherwise.
     */
    final Ties ties;
    /**
     * With {@link #ties}: the first of the int slots where the body writes, at each update of the variable, the
     * iteration it is in (one slot per loop of the nest, outermost first, growing in iteration order);
     * {@link #BEFORE_ALL} in the first of them: not updated in this construct.
     */
    final int positionSlot;
    final int positionLevels;
    /**
     * A floating-point MIN or MAX whose body the weaver could not read ({@code @unread} in its spec): which of two
     * equal values of different signs ({@code 0.0}, {@code -0.0}) the sequential loop keeps is unknown, and partial
     * results that tie so are refused ({@link #refuseSignedZeroTie}).
     */
    final boolean unread;
    /** The construct's name and source, for a refusal's message; set by the construct's spec. */
    String construct = "";
    /** The position of a partial result the construct's iterations have not updated: before all of them. */
    static final int BEFORE_ALL = Integer.MIN_VALUE;

    /** Which of equal values a location reduction's body keeps, scanning in iteration order. */
    enum Ties {
        FIRST, LAST
    }
    /** Per processor number, the copy of a reduction array its last call used (see {@link #initIdentityReusing}). */
    private volatile AtomicReferenceArray<SoftReference<Object>> spares;

    ReductionSpec(ReductionOp op, char sort, Field field, int slot, Field group, Field[] locFields, int[] locSlots) {
        this(op, sort, field, slot, group, locFields, locSlots, null, -1, 0, false);
    }

    /**
     * A reduction whose body records the iteration of each update (a location reduction, or a floating-point MIN or
     * MAX; see {@link #ties}), or a floating-point MIN or MAX whose body the weaver could not read ({@link #unread}).
     */
    ReductionSpec(ReductionOp op, char sort, Field field, int slot, Field group, Field[] locFields, int[] locSlots,
                  Ties ties, int positionSlot, int positionLevels, boolean unread) {
        this.unread = unread;
        this.op = op;
        this.sort = sort;
        this.field = field;
        this.slot = slot;
        this.group = group;
        this.locFields = locFields;
        this.locSlots = locSlots;
        this.ties = ties;
        this.positionSlot = positionSlot;
        this.positionLevels = positionLevels;
    }

    /**
     * Hands the iteration of {@code from}'s last update to {@code to}, a call of the same construct enclosing it (a
     * recursive construct calls itself on parts of its range, in the same iterations): when the call updated the
     * variable, the enclosing partial result now holds that update.
     */
    void copyPosition(Block from, Block to) {
        if (ties != null && from.ints[positionSlot] != BEFORE_ALL) {
            System.arraycopy(from.ints, positionSlot, to.ints, positionSlot, positionLevels);
        }
    }

    /** Marks {@code block}'s partial result as not updated by the construct (the value before it, or the identity). */
    void clearPosition(Block block) {
        if (ties != null) {
            block.ints[positionSlot] = BEFORE_ALL;
        }
    }

    /**
     * Every other participant starts from the operator's identity; a reduction array's copy has the length of
     * the first participant's.
     */
    /** The identity in {@code block}, a reduction array's copy as long as the one the block holds. */
    void initIdentity(Block block) {
        initIdentity(block, block);
    }

    /**
     * As {@link #initIdentity(Block, Block)} for a participant of a grid call (or of its blocks run in order): a
     * reduction array's copy is the one this reduction gave the same processor in its last call, filled with the
     * identity again, when it still has the type and length wanted. A histogram's copy is megabytes: made anew on
     * every call, it was allocated and zeroed by the calling thread, and on this JVM's default collector (a
     * copy of half a region or more is a humongous object) about half the runs of NPB IS class A then ran its
     * histogram on two processors in twice the time of the others. Copies are held softly (memory pressure
     * frees them) and never for a reduction of a group, whose result stays in them until the group is waited for.
     */
    void initIdentityReusing(Block block, Block first) {
        if (sort != 'A' || group != null) {
            initIdentity(block, first);
            return;
        }
        block.objects[slot] = spareCopy(first.objects[slot], block.processor); // an array reduction has no location
    }

    private Object spareCopy(Object like, int processor) {
        if (like == null) {
            return null;
        }
        AtomicReferenceArray<SoftReference<Object>> kept = spares;
        if (kept == null || processor >= kept.length()) {
            synchronized (this) {
                kept = spares;
                if (kept == null || processor >= kept.length()) {
                    AtomicReferenceArray<SoftReference<Object>> grown = new AtomicReferenceArray<>(processor + 1);
                    for (int p = 0; kept != null && p < kept.length(); p++) {
                        grown.set(p, kept.get(p));
                    }
                    spares = grown;
                    kept = grown;
                }
            }
        }
        SoftReference<Object> reference = kept.get(processor);
        Object copy = reference == null ? null : reference.get();
        if (copy != null && ArrayReduction.refill(op, copy, like)) {
            return copy;
        }
        copy = ArrayReduction.identity(op, like);
        kept.set(processor, new SoftReference<>(copy));
        return copy;
    }

    void initIdentity(Block block, Block first) {
        switch (sort) {
            case 'A': block.objects[slot] = ArrayReduction.identity(op, first.objects[slot]); break;
            case 'I': block.ints[slot] = (int) identityLong(Integer.MIN_VALUE, Integer.MAX_VALUE); break;
            case 'J': block.longs[slot] = identityLong(Long.MIN_VALUE, Long.MAX_VALUE); break;
            case 'F': block.floats[slot] = (float) identityDouble(); break;
            default: block.doubles[slot] = identityDouble(); break;
        }
        for (int slotOfLoc : locSlots) {
            block.ints[slotOfLoc] = Integer.MAX_VALUE; // an identity never wins a tie on location
        }
        clearPosition(block);
    }

    private long identityLong(long lowest, long highest) {
        switch (op) {
            case PRODUCT: return 1;
            case MAX:
            case MAXLOC: return lowest;
            case MIN:
            case MINLOC: return highest;
            case AND: return -1;
            default: return 0; // SUM, OR, XOR
        }
    }

    private double identityDouble() {
        switch (op) {
            case PRODUCT: return 1;
            case MAX:
            case MAXLOC: return Double.NEGATIVE_INFINITY;
            case MIN:
            case MINLOC: return Double.POSITIVE_INFINITY;
            default: return 0;
        }
    }

    /** Folds {@code next}'s partial into {@code result}'s. */
    void combine(Block result, Block next) {
        if (op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC || ties != null) {
            if (keepsNaN(result)) {
                return;
            }
            if (keepsNaN(next)) {
                copyPartial(next, result);
                return;
            }
            int order = compareValues(next, result);
            boolean better = op == ReductionOp.MAXLOC || op == ReductionOp.MAX ? order > 0 : order < 0;
            if (better || (order == 0 && winsTie(next, result))) {
                copyPartial(next, result);
            }
            return;
        }
        if (unread) {
            refuseSignedZeroTie(result, next);
        }
        switch (sort) {
            case 'A': ArrayReduction.combine(op, result.objects[slot], next.objects[slot]); break;
            case 'I': result.ints[slot] = (int) combineLong(result.ints[slot], next.ints[slot]); break;
            case 'J': result.longs[slot] = combineLong(result.longs[slot], next.longs[slot]); break;
            case 'F': result.floats[slot] = combineFloat(result.floats[slot], next.floats[slot]); break;
            default: result.doubles[slot] = combineDouble(result.doubles[slot], next.doubles[slot]); break;
        }
    }

    private long combineLong(long a, long b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            case AND: return a & b;
            case OR: return a | b;
            case XOR: return a ^ b;
            default: throw new IllegalStateException(op + " on an integer");
        }
    }

    private double combineDouble(double a, double b) {
        switch (op) {
            case SUM: return a + b;
            case PRODUCT: return a * b;
            case MAX: return Math.max(a, b);
            case MIN: return Math.min(a, b);
            default: throw new IllegalStateException(op + " on a floating-point variable");
        }
    }

    /**
     * In float arithmetic, as the program folds a float variable: the double result of two floats
     * rounds back to exactly the float result for these operators.
     */
    private float combineFloat(float a, float b) {
        return (float) combineDouble(a, b);
    }

    /**
     * Whether a partial result of a body that updates under a comparison holds NaN: such a body never takes a NaN from
     * its data (a comparison with NaN fails), so the NaN is the variable's value before the construct, which the
     * sequential loop then keeps (every comparison with it fails too).
     */
    private boolean keepsNaN(Block block) {
        switch (sort) {
            case 'F': return Float.isNaN(block.floats[slot]);
            case 'D': return Double.isNaN(block.doubles[slot]);
            default: return false;
        }
    }

    /**
     * For a floating-point MIN or MAX whose body the weaver could not read: refuses two partial results that are equal
     * but of different signs, {@code 0.0} and {@code -0.0}, for which of them the sequential loop keeps depends on
     * how its body compares and in which order, which the run-time does not know; for an array, any element so.
     */
    void refuseSignedZeroTie(Block result, Block next) {
        boolean tie;
        switch (sort) {
            case 'F': tie = signedZeros(result.floats[slot], next.floats[slot]); break;
            case 'D': tie = signedZeros(result.doubles[slot], next.doubles[slot]); break;
            default: tie = ArrayReduction.signedZeroTie(result.objects[slot], next.objects[slot]) >= 0; break;
        }
        if (tie) {
            throw signedZeroTie();
        }
    }

    private IllegalStateException signedZeroTie() {
        boolean min = op == ReductionOp.MIN;
        String v = field.getName();
        String math = "Math." + (min ? "min" : "max") + " (" + (min ? "-0.0" : "0.0") + " wins whatever the order)";
        return new IllegalStateException("Java-DVM: " + construct + ": the " + op + " of " + v
                + (sort == 'A' ? ", at an element," : "") + " is 0.0 in one part of the run and -0.0 in another, and"
                + " which one the sequential loop keeps depends on how its body compares and in which order, which the"
                + " weaver could not read; " + (sort == 'A' ? "update the elements with " + math
                : "update it as if (value " + (min ? "<" : ">") + " " + v + ") " + v + " = value; in the loop's own"
                + " code (the first of equal values; " + (min ? "<=" : ">=") + " keeps the last) or with " + math));
    }

    private static boolean signedZeros(double a, double b) {
        return a == 0 && b == 0 && Double.doubleToRawLongBits(a) != Double.doubleToRawLongBits(b);
    }

    /** Sign of next - result for the LOC operators (int results stay exact). */
    private int compareValues(Block a, Block b) {
        switch (sort) {
            case 'I': return Integer.compare(a.ints[slot], b.ints[slot]);
            case 'J': return Long.compare(a.longs[slot], b.longs[slot]);
            case 'F': return a.floats[slot] > b.floats[slot] ? 1 : a.floats[slot] < b.floats[slot] ? -1 : 0;
            default: return a.doubles[slot] > b.doubles[slot] ? 1 : a.doubles[slot] < b.doubles[slot] ? -1 : 0;
        }
    }

    /**
     * Whether partial {@code next} replaces {@code result} of equal value: with {@link #ties}, the one the sequential
     * loop keeps, the earlier or the later update in iteration order (a partial not updated, the value before the
     * construct or the identity, comes before every iteration); otherwise the smaller location.
     */
    private boolean winsTie(Block next, Block result) {
        if (ties == null) {
            return locationBefore(next, result);
        }
        int order = 0;
        for (int level = 0; level < positionLevels && order == 0; level++) {
            order = Integer.compare(next.ints[positionSlot + level], result.ints[positionSlot + level]);
            if (level == 0 && (next.ints[positionSlot] == BEFORE_ALL || result.ints[positionSlot] == BEFORE_ALL)) {
                break; // the rest of a position not updated is whatever the slots held
            }
        }
        return ties == Ties.FIRST ? order < 0 : order > 0;
    }

    private boolean locationBefore(Block a, Block b) {
        for (int slotOfLoc : locSlots) {
            if (a.ints[slotOfLoc] != b.ints[slotOfLoc]) {
                return a.ints[slotOfLoc] < b.ints[slotOfLoc];
            }
        }
        return false;
    }

    private void copyValue(Block from, Block to) {
        switch (sort) {
            case 'A': to.objects[slot] = from.objects[slot]; break;
            case 'I': to.ints[slot] = from.ints[slot]; break;
            case 'J': to.longs[slot] = from.longs[slot]; break;
            case 'F': to.floats[slot] = from.floats[slot]; break;
            default: to.doubles[slot] = from.doubles[slot]; break;
        }
    }

    /** The partial result's value, boxed as the variable's type. */
    Number value(Block block) {
        switch (sort) {
            case 'A': return null; // an array's partial is an array, not one number
            case 'I': return block.ints[slot];
            case 'J': return block.longs[slot];
            case 'F': return block.floats[slot];
            default: return block.doubles[slot];
        }
    }

    /** The partial result's locations (empty unless MAXLOC / MINLOC). */
    int[] locations(Block block) {
        int[] locations = new int[locSlots.length];
        for (int l = 0; l < locations.length; l++) {
            locations[l] = block.ints[locSlots[l]];
        }
        return locations;
    }

    /**
     * Makes {@code value} the result the partials combine to: the first participant holds the combined result
     * ({@code combined}, its locations kept) with {@code value} in place of its value, every other the
     * operator's identity, which leaves it unchanged when they are combined. Not for an array reduction.
     */
    void replaceResult(Block[] partials, Block combined, Number value) {
        if (sort == 'A') {
            throw new IllegalArgumentException("the result of the array reduction " + field.getName()
                    + " cannot be replaced by one value");
        }
        copyPartial(combined, partials[0]);
        Block first = partials[0];
        switch (sort) {
            case 'I': first.ints[slot] = value.intValue(); break;
            case 'J': first.longs[slot] = value.longValue(); break;
            case 'F': first.floats[slot] = value.floatValue(); break;
            default: first.doubles[slot] = value.doubleValue(); break;
        }
        for (int m = 1; m < partials.length; m++) {
            initIdentity(partials[m], first);
        }
    }

    /** Copies {@code from}'s partial result (value, locations and the iteration of its update) into {@code to}. */
    void copyPartial(Block from, Block to) {
        copyValue(from, to);
        for (int slotOfLoc : locSlots) {
            to.ints[slotOfLoc] = from.ints[slotOfLoc];
        }
        if (ties != null) {
            System.arraycopy(from.ints, positionSlot, to.ints, positionSlot, positionLevels);
        }
    }

    /**
     * Writes the combined result (and location) into the fields; an array's result is combined into the
     * array the field holds now, element by element.
     */
    void writeBack(Block result, Object self) throws IllegalAccessException {
        if (unread && sort == 'A' && ArrayReduction.signedZeroTie(field.get(self), result.objects[slot]) >= 0) {
            throw signedZeroTie(); // the array's value before the construct against the processors' combined parts
        }
        switch (sort) {
            case 'A': ArrayReduction.combine(op, field.get(self), result.objects[slot]); break;
            case 'I': field.setInt(self, result.ints[slot]); break;
            case 'J': field.setLong(self, result.longs[slot]); break;
            case 'F': field.setFloat(self, result.floats[slot]); break;
            default: field.setDouble(self, result.doubles[slot]); break;
        }
        for (int l = 0; l < locFields.length; l++) {
            locFields[l].setInt(self, result.ints[locSlots[l]]);
        }
    }
}
