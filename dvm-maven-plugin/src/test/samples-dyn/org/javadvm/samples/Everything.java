package org.javadvm.samples;

import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * Sequential code with every instruction the dyn weaver reports, in every place it reports it: array
 * elements of all eight types, compound assignments, allocations of one and many dimensions,
 * {@code System.arraycopy}, all eighteen {@code Arrays.fill}, instance and static fields of every size and
 * of reference type, a library class's field (not reported), a field reached through a subclass, interface
 * default and static methods, an interface constant built in its initializer, an enum, a lambda and an
 * inner class reaching the outer class's private state, a class without a static initializer. No parallel
 * constructs: no {@code org.javadvm} annotation either.
 */
public class Everything {
    interface Shape {
        int[] CORNERS = {3, 4, 5};

        int sides();

        default int doubled() {
            int[] twice = new int[2];
            twice[0] = sides();
            twice[1] = twice[0];
            return twice[0] + twice[1];
        }

        static int total(Shape... shapes) {
            int sum = 0;
            for (Shape shape : shapes) {
                sum += shape.sides();
            }
            return sum;
        }
    }

    interface Named {
        default String label() {
            return "n" + Shape.CORNERS[1];
        }
    }

    enum Kind {
        LINE, SQUARE;
        int uses = 1;
    }

    static class Base {
        protected long count = 2;
        static Object last;
    }

    static class Square extends Base implements Shape, Named {
        double weight = 1.5;

        @Override
        public int sides() {
            count++;
            weight *= 2;
            last = this;
            return 4;
        }
    }

    private static int[] shared;
    private static long wideStatic;
    private static float narrowStatic;
    private int plain = 1;
    private double wide;
    private Object reference;
    private char letter = 'a';

    private final class Counter {
        int next() {
            plain += 2;
            return plain;
        }
    }

    private long arrays() {
        boolean[] z = new boolean[3];
        byte[] b = new byte[3];
        char[] c = new char[3];
        short[] s = new short[3];
        int[] i = new int[3];
        long[] j = new long[3];
        float[] f = new float[3];
        double[] d = new double[3];
        String[] a = new String[3];
        int[][] m = new int[3][4];
        long[][][] cube = new long[2][2][];
        cube[1][0] = new long[] {7, 8};
        for (int k = 0; k < 3; k++) {
            z[k] = k % 2 == 0;
            b[k] = (byte) (k + 1);
            c[k] = (char) ('x' + k);
            s[k] = (short) (k * 300);
            i[k] = k * k;
            j[k] = 1L << (40 + k);
            f[k] = k * 0.5f;
            d[k] = k * 0.25;
            a[k] = "s" + k;
            m[k][k + 1] = k + 10;
        }
        b[1] += 5;
        j[2] += j[1];
        d[0] -= 3;
        i[i[1]]++;
        cube[1][0][1] *= 3;
        long sum = 0;
        for (int k = 0; k < 3; k++) {
            sum += (z[k] ? 1 : 0) + b[k] + c[k] + s[k] + i[k] + j[k] + (long) (f[k] * 4) + (long) (d[k] * 8)
                    + a[k].length() + m[k][k + 1];
        }
        return sum + cube[1][0][0] + cube[1][0][1];
    }

    private static long copiesAndFills() {
        int[] from = {1, 2, 3, 4, 5};
        int[] to = {9, 9, 9, 9, 9, 9, 9};
        System.arraycopy(from, 1, to, 2, 3);
        System.arraycopy(to, 2, to, 3, 3);
        boolean[] z = new boolean[4];
        byte[] b = new byte[4];
        char[] c = new char[4];
        short[] s = new short[4];
        int[] i = new int[4];
        long[] j = new long[4];
        float[] f = new float[4];
        double[] d = new double[4];
        Object[] o = new Object[4];
        Arrays.fill(z, true);
        Arrays.fill(z, 1, 2, false);
        Arrays.fill(b, (byte) 2);
        Arrays.fill(b, 0, 1, (byte) 3);
        Arrays.fill(c, 'c');
        Arrays.fill(c, 3, 4, 'd');
        Arrays.fill(s, (short) 4);
        Arrays.fill(s, 1, 3, (short) 5);
        Arrays.fill(i, 6);
        Arrays.fill(i, 2, 4, 7);
        Arrays.fill(j, 8L);
        Arrays.fill(j, 0, 2, 9L);
        Arrays.fill(f, 1.25f);
        Arrays.fill(f, 3, 4, 2.5f);
        Arrays.fill(d, 0.5);
        Arrays.fill(d, 1, 2, 4.0);
        Arrays.fill(o, "o");
        Arrays.fill(o, 0, 1, "p");
        long sum = 0;
        for (int k = 0; k < 7; k++) {
            sum = sum * 7 + to[k];
        }
        for (int k = 0; k < 4; k++) {
            sum += (z[k] ? 100 : 0) + b[k] + c[k] + s[k] + i[k] + j[k] + (long) (f[k] * 4) + (long) (d[k] * 4)
                    + o[k].hashCode();
        }
        return sum;
    }

    private long fields() {
        shared = new int[] {5, 6};
        shared[1] += 1;
        wideStatic = 1L << 33;
        wideStatic += shared[1];
        narrowStatic = 0.5f;
        narrowStatic *= 3;
        wide = 2.5;
        wide += plain;
        reference = shared;
        letter++;
        Counter counter = new Counter();
        counter.next();
        IntSupplier lambda = () -> shared[0] + plain++;
        int fromLambda = lambda.getAsInt();
        Kind.SQUARE.uses += 3;
        java.awt.Point point = new java.awt.Point(3, 4);
        point.x += point.y;
        Square square = new Square();
        Shape shape = square;
        int sides = Shape.total(square, square) + shape.doubled();
        return wideStatic + (long) (narrowStatic * 2) + (long) (wide * 4) + ((int[]) reference).length + letter
                + fromLambda + plain + Kind.SQUARE.uses + Kind.LINE.ordinal() + sides + square.count
                + (long) square.weight + (Base.last == square ? 1 : 0) + square.label().length() + point.x;
    }

    public static String run() {
        Everything everything = new Everything();
        return "arrays=" + everything.arrays() + "\ncopies=" + copiesAndFills() + "\nfields=" + everything.fields()
                + "\nplain=" + everything.plain + "\n";
    }
}
