package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Bound} accessor, as woven helper code calls it, for each sort of field: while a construct binds
 * the field the read gives the processor's copy and the write goes to the copy (the field keeps its old value
 * until the construct ends); outside, or for a field or receiver the construct does not bind, the field itself.
 */
class BoundTest {
    private static final String OWNER = "org/javadvm/internal/BoundTest$Holder.";

    /** The fields a construct binds: a reduction of each sort, static and per receiver. */
    static final class Holder {
        static int si;
        static long sj;
        static float sf;
        static double sd;
        static int[] sa = new int[2];
        int i;
        long j;
        float f;
        double d;
        int[] a = new int[2];
    }

    /** What the helper saw inside the construct, checked after it (assertions inside a body would be rethrown). */
    private final List<Object> seen = new ArrayList<>();

    @BeforeEach
    void reset() {
        Team.configure("1");
        Holder.si = 3;
        Holder.sj = 4;
        Holder.sf = 5;
        Holder.sd = 6;
        Holder.sa = new int[] {1, 1};
    }

    @AfterEach
    void released() {
        assertEquals(0, Bindings.active, "every binding was released");
    }

    private static String spec(boolean instance) {
        String prefix = instance ? "" : "s";
        return "kind=loop;name=test.Holder.run;src=Holder.java:1;rank=1;tmpl=" + "sa" + ";fmt=B;off=0;across=0;"
                + "slots=1,1,1,1,1;red=SUM,I," + prefix + "i,0,-;red=SUM,J," + prefix + "j,0,-;red=SUM,F," + prefix
                + "f,0,-;red=SUM,D," + prefix + "d,0,-;red=SUM,A," + prefix + "a,0,-";
    }

    private static String key(String field) {
        return (OWNER + field).intern();
    }

    @Test
    void staticFieldsAreReadFromAndWrittenToTheProcessorsCopy() {
        Woven.loop(spec(false), Holder.class, null, block -> {
            // the body keeps the copies in its slots; a helper reaches them through Bound
            block.ints[0] = 10;
            block.longs[0] = 11;
            block.floats[0] = 12;
            block.doubles[0] = 13;
            seen.add(Bound.getStaticI(Holder.si, key("si")));
            seen.add(Bound.getStaticJ(Holder.sj, key("sj")));
            seen.add(Bound.getStaticF(Holder.sf, key("sf")));
            seen.add(Bound.getStaticD(Holder.sd, key("sd")));
            seen.add(Bound.getStaticA(Holder.sa, key("sa")) == block.objects[0]);
            seen.add(Bound.putStaticI(20, Holder.si, key("si")));
            seen.add(Bound.putStaticJ(21, Holder.sj, key("sj")));
            seen.add(Bound.putStaticF(22, Holder.sf, key("sf")));
            seen.add(Bound.putStaticD(23, Holder.sd, key("sd")));
            seen.add(List.of(block.ints[0], block.longs[0], block.floats[0], block.doubles[0]));
            seen.add(List.of(Holder.si, Holder.sj, Holder.sf, Holder.sd));
        }, new int[] {0, 1});
        assertEquals(List.of(10, 11L, 12f, 13d, true, 3, 4L, 5f, 6d, List.of(20, 21L, 22f, 23d),
                List.of(3, 4L, 5f, 6d)), seen, "reads give the copy; writes return the field's old value");
        assertEquals(List.of(20, 21L, 22f, 23d), List.of(Holder.si, Holder.sj, Holder.sf, Holder.sd),
                "the copies' results reach the fields at the end");
    }

    @Test
    void instanceFieldsAreBoundForTheConstructsReceiverOnly() {
        Holder bound = new Holder();
        Holder other = new Holder();
        bound.i = other.i = 3;
        bound.j = other.j = 4;
        bound.f = other.f = 5;
        bound.d = other.d = 6;
        int[] otherArray = other.a;
        Woven.loop(spec(true), Holder.class, bound, block -> {
            block.ints[0] = 10;
            block.longs[0] = 11;
            block.floats[0] = 12;
            block.doubles[0] = 13;
            seen.add(Bound.getI(bound, bound.i, key("i")));
            seen.add(Bound.getJ(bound, bound.j, key("j")));
            seen.add(Bound.getF(bound, bound.f, key("f")));
            seen.add(Bound.getD(bound, bound.d, key("d")));
            seen.add(Bound.getA(bound, bound.a, key("a")) == block.objects[0]);
            seen.add(Bound.putI(bound, 20, bound.i, key("i")));
            seen.add(Bound.putJ(bound, 21, bound.j, key("j")));
            seen.add(Bound.putF(bound, 22, bound.f, key("f")));
            seen.add(Bound.putD(bound, 23, bound.d, key("d")));
            // the same fields of another object are not the construct's
            seen.add(Bound.getI(other, other.i, key("i")));
            seen.add(Bound.getJ(other, other.j, key("j")));
            seen.add(Bound.getF(other, other.f, key("f")));
            seen.add(Bound.getD(other, other.d, key("d")));
            seen.add(Bound.getA(other, otherArray, key("a")) == otherArray);
            seen.add(Bound.putI(other, 30, other.i, key("i")));
            seen.add(Bound.putJ(other, 31, other.j, key("j")));
            seen.add(Bound.putF(other, 32, other.f, key("f")));
            seen.add(Bound.putD(other, 33, other.d, key("d")));
            seen.add(Bound.putA(other, otherArray, other.a, key("a")) == otherArray);
            seen.add(List.of(block.ints[0], block.longs[0], block.floats[0], block.doubles[0]));
        }, new int[] {0, 1});
        assertEquals(List.of(10, 11L, 12f, 13d, true, 3, 4L, 5f, 6d, 3, 4L, 5f, 6d, true, 30, 31L, 32f, 33d, true,
                List.of(20, 21L, 22f, 23d)), seen);
        assertEquals(List.of(20, 21L, 22f, 23d), List.of(bound.i, bound.j, bound.f, bound.d));
    }

    @Test
    void aFieldNoConstructBindsIsTheFieldEvenWhileAConstructRuns() {
        String unbound = key("unbound");
        Woven.loop(spec(false), Holder.class, null, block -> {
            int[] array = {7};
            seen.add(Bound.getStaticI(1, unbound));
            seen.add(Bound.getStaticJ(2, unbound));
            seen.add(Bound.getStaticF(3, unbound));
            seen.add(Bound.getStaticD(4, unbound));
            seen.add(Bound.getStaticA(array, unbound) == array);
            seen.add(Bound.putStaticI(5, 0, unbound));
            seen.add(Bound.putStaticJ(6, 0, unbound));
            seen.add(Bound.putStaticF(7, 0, unbound));
            seen.add(Bound.putStaticD(8, 0, unbound));
            seen.add(Bound.putStaticA(array, null, unbound) == array);
        }, new int[] {0, 1});
        assertEquals(List.of(1, 2L, 3f, 4d, true, 5, 6L, 7f, 8d, true), seen);
    }

    @Test
    void outsideAnyConstructEveryAccessorGivesTheField() {
        Holder self = new Holder();
        int[] array = {1};
        assertEquals(0, Bindings.active);
        assertEquals(List.of(1, 2L, 3f, 4d, 1, 2L, 3f, 4d),
                List.of(Bound.getI(self, 1, key("i")), Bound.getJ(self, 2, key("j")), Bound.getF(self, 3, key("f")),
                        Bound.getD(self, 4, key("d")), Bound.getStaticI(1, key("si")),
                        Bound.getStaticJ(2, key("sj")), Bound.getStaticF(3, key("sf")),
                        Bound.getStaticD(4, key("sd"))));
        assertEquals(List.of(5, 6L, 7f, 8d, 5, 6L, 7f, 8d),
                List.of(Bound.putI(self, 5, 0, key("i")), Bound.putJ(self, 6, 0, key("j")),
                        Bound.putF(self, 7, 0, key("f")), Bound.putD(self, 8, 0, key("d")),
                        Bound.putStaticI(5, 0, key("si")), Bound.putStaticJ(6, 0, key("sj")),
                        Bound.putStaticF(7, 0, key("sf")), Bound.putStaticD(8, 0, key("sd"))));
        assertSame(array, Bound.getA(self, array, key("a")));
        assertSame(array, Bound.getStaticA(array, key("sa")));
        assertSame(array, Bound.putA(self, array, null, key("a")));
        assertSame(array, Bound.putStaticA(array, null, key("sa")));
    }

    @Test
    void assigningABoundReductionArrayOfTheReceiverIsRefused() {
        Holder bound = new Holder();
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Woven.loop(spec(true),
                Holder.class, bound, block -> Bound.putA(bound, new int[2], bound.a, key("a")), new int[] {0, 1}));
        assertEquals("the reduction array org.javadvm.internal.BoundTest$Holder.a is assigned while its SUM "
                + "reduction runs; update its elements, or assign it outside the construct", refused.getMessage());
        assertArrayEquals(new int[2], bound.a);
    }
}
