package org.javadvm.internal;

import org.javadvm.ReductionOp;

/**
 * Says when a floating-point {@code PRODUCT} reduction's partial results combine into a value the grid's order of
 * multiplication made, not just rounded: an infinity or zero that depends on where the factors overflow or underflow.
 * The sequential loop multiplies factor by factor; a grid multiplies each processor's factors, then the partial
 * products. Where the sequential running product overflows to an infinity and later meets a factor 0 it becomes
 * {@code NaN}; split among processors, the 0 and the overflow may land in different partials, which combine to
 * {@code NaN} where the sequential loop gave {@code -Infinity}, or the other way round. So: partials holding a zero
 * and an infinity (the grid's result is {@code NaN}), finite partials whose product overflows, and non-zero partials
 * whose product underflows to zero are each named once per construct, with the processors and their values.
 * Integer products wrap exactly and in any order, and are not looked at.
 */
final class ProductCombination {
    /** The page and section of the site that says what a grid can change in a product. */
    static final String SEE = "see runtime.md, \"What a grid can change in a PRODUCT\"";

    private ProductCombination() {
    }

    /**
     * Whether {@link #check} has anything to look at: a floating-point product (of a variable, or of an array's
     * elements) over several participants.
     */
    static boolean applies(ReductionSpec reduction, Block[] partials) {
        if (reduction.op != ReductionOp.PRODUCT || partials.length < 2) {
            return false;
        }
        if (reduction.sort == 'A') {
            Object copy = partials[0].objects[reduction.slot];
            return copy instanceof double[] || copy instanceof float[];
        }
        return reduction.sort == 'D' || reduction.sort == 'F';
    }

    /** Looks at the partials before they are combined; prints a notice when their product is one named above. */
    static void check(ConstructSpec spec, ReductionSpec reduction, Block[] partials) {
        if (reduction.sort != 'A') {
            check(spec, reduction, partials, -1);
            return;
        }
        int length = java.lang.reflect.Array.getLength(partials[0].objects[reduction.slot]);
        for (int element = 0; element < length; element++) {
            if (check(spec, reduction, partials, element)) {
                return; // one notice per construct and kind: the first element that has one tells it
            }
        }
    }

    /** The partials of the variable ({@code element} -1) or of one element of the array; whether it said something. */
    private static boolean check(ConstructSpec spec, ReductionSpec reduction, Block[] partials, int element) {
        int zero = -1;
        int infinite = -1;
        double product = 1;
        boolean anyNaN = false;
        for (int m = 0; m < partials.length; m++) {
            double value = valueOf(reduction, partials[m], element);
            if (value == 0 && zero < 0) {
                zero = m;
            } else if (Double.isInfinite(value) && infinite < 0) {
                infinite = m;
            }
            anyNaN |= Double.isNaN(value);
            product = isFloat(reduction) ? (float) (product * value) : product * value;
        }
        if (anyNaN) {
            return false; // NaN in a partial: the sequential loop meets it too
        }
        String variable = reduction.field.getName() + (element < 0 ? "" : "[" + element + "]");
        if (zero >= 0 && infinite >= 0) {
            Notice.once("product NaN " + reduction.field.getName(), spec, "combined the partial products of its"
                    + " PRODUCT reduction of " + variable + " into NaN: processor " + partials[zero].processor
                    + " holds " + shown(reduction, valueOf(reduction, partials[zero], element)) + " and processor "
                    + partials[infinite].processor + " holds "
                    + shown(reduction, valueOf(reduction, partials[infinite], element)) + "; the sequential loop"
                    + " multiplies the same factors in another order and may give an infinity, 0 or NaN (" + SEE + ")");
            return true;
        } else if (Double.isInfinite(product) && infinite < 0) {
            Notice.once("product overflow " + reduction.field.getName(), spec, "combined finite partial products of"
                    + " its PRODUCT reduction of " + variable + " into " + (product > 0 ? "Infinity" : "-Infinity")
                    + " (overflow in the combination); the sequential loop multiplies the same factors in another"
                    + " order and may overflow elsewhere or not at all (" + SEE + ")");
            return true;
        } else if (product == 0 && zero < 0) {
            Notice.once("product underflow " + reduction.field.getName(), spec, "combined non-zero partial products"
                    + " of its PRODUCT reduction of " + variable + " into 0 (underflow in the combination); the"
                    + " sequential loop multiplies the same factors in another order and may underflow elsewhere or"
                    + " not at all (" + SEE + ")");
            return true;
        }
        return false;
    }

    private static double valueOf(ReductionSpec reduction, Block partial, int element) {
        if (element < 0) {
            return reduction.value(partial).doubleValue();
        }
        Object copy = partial.objects[reduction.slot];
        return copy instanceof double[] ? ((double[]) copy)[element] : ((float[]) copy)[element];
    }

    /** A value as the variable's type prints it. */
    private static String shown(ReductionSpec reduction, double value) {
        return isFloat(reduction) ? String.valueOf((float) value) : String.valueOf(value);
    }

    private static boolean isFloat(ReductionSpec reduction) {
        return reduction.sort == 'F' || (reduction.sort == 'A' && reduction.field.getType() == float[].class);
    }
}
