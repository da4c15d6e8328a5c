package org.javadvm.debug.internal;

/**
 * Variables in source terms, the same for every consumer's messages and records: an element as
 * {@code a[3][4]}, a field as {@code Class.f} (the simple name of the class declaring it).
 */
public final class Names {
    private Names() {
    }

    /** {@code a[4][7]}: the variable's name, the indices of the row ({@code prefix}), then {@code index}. */
    public static String element(String variable, int[] prefix, int index) {
        StringBuilder text = new StringBuilder(variable);
        for (int p : prefix) {
            text.append('[').append(p).append(']');
        }
        return text.append('[').append(index).append(']').toString();
    }

    /** {@code Grid.eps} for the field a field site names; the bare name for a site without a field owner. */
    public static String field(Site site) {
        String owner = site.fieldOwner;
        if (owner.isEmpty()) {
            return site.fieldName;
        }
        String simple = owner.substring(Math.max(owner.lastIndexOf('/'), owner.lastIndexOf('$')) + 1);
        return simple + '.' + site.fieldName;
    }
}
