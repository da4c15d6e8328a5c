package org.javadvm.weaver.internal;

/**
 * Where the woven body keeps one reduction, location or private field: a slot of one of the
 * {@code Block} arrays, chosen by the field's type.
 *
 * @param fieldName the field's name in the construct's class
 * @param fieldDescriptor the field's JVM type descriptor ({@code D}, {@code I}, {@code Z} ...)
 * @param isStatic whether the field is static (decides which field instructions are rewritten)
 * @param slot index into the block array of {@link #slotSort()}
 */
record Redirect(String fieldName, String fieldDescriptor, boolean isStatic, int slot) {

    /** The block array holding the slot: I (ints, also boolean/byte/short/char), J, F, D, or A (objects) for a reduction array. */
    char slotSort() {
        return slotSort(fieldDescriptor);
    }

    static char slotSort(String descriptor) {
        switch (descriptor) {
            case "J":
            case "F":
            case "D":
                return descriptor.charAt(0);
            default:
                if (descriptor.startsWith("[")) {
                    return 'A';
                }
                return 'I';
        }
    }
}
