package org.javadvm.maven;

/** Fixture: a class without constructs, woven only for debug (release leaves it as it is). */
class PlainHelper {
    static int twice(int[] values, int index) {
        return values[index] * 2;
    }
}
