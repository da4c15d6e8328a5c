package org.javadvm.internal;

import java.util.Arrays;

/** The shape of a processor grid, e.g. {@code 4} or {@code 2x2}; processors are numbered row-major. */
final class GridShape {
    private GridShape() {
    }

    /** Parses {@code "4"}, {@code "2x2"}, {@code "2x2x1"}; {@code source} names where the text came from. */
    static int[] parse(String text, String source) {
        if (text.isBlank()) {
            throw new IllegalArgumentException(source + " is set but empty, which is not a processor grid; write the "
                    + "number of processors per dimension separated by x, e.g. 4 or 2x2, or leave " + source + " out "
                    + "for one processor per CPU");
        }
        String[] parts = text.trim().toLowerCase(java.util.Locale.ROOT).split("x", -1);
        int[] shape = new int[parts.length];
        try {
            for (int d = 0; d < parts.length; d++) {
                shape[d] = Integer.parseInt(parts[d].trim());
                if (shape[d] < 1) {
                    throw new NumberFormatException();
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + "=" + text + " is not a processor grid; write the number of "
                    + "processors per dimension separated by x, e.g. 4 or 2x2");
        }
        if (size(shape) > 4096) {
            throw new IllegalArgumentException(source + "=" + text + " asks for more than 4096 processors");
        }
        return shape;
    }

    static int size(int[] shape) {
        int size = 1;
        for (int extent : shape) {
            size *= extent;
        }
        return size;
    }

    /** Row-major coordinates of processor {@code index}. */
    static int[] coordinates(int[] shape, int index) {
        return coordinates(shape, index, new int[shape.length]);
    }

    /** Row-major coordinates of processor {@code index}, written into {@code coordinates}. */
    static int[] coordinates(int[] shape, int index, int[] coordinates) {
        for (int d = shape.length - 1; d >= 0; d--) {
            coordinates[d] = index % shape[d];
            index /= shape[d];
        }
        return coordinates;
    }

    static String toString(int[] shape) {
        return Arrays.stream(shape).mapToObj(String::valueOf).reduce((a, b) -> a + "x" + b).orElse("");
    }
}
