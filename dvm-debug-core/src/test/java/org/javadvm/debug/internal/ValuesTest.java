package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.internal.ConstructInfo;
import org.junit.jupiter.api.Test;

/**
 * Values for consumers that record them: the value at a read event, and the value a write left, delivered at
 * the next event as a trace's after-write record needs it. Driven through {@link Hook}-like calls in the order
 * woven code makes them: the event, then the load or store.
 */
class ValuesTest {
    static class Base {
        int inherited = 4;
    }

    static final class Fields extends Base {
        boolean z;
        byte b;
        char c;
        short s;
        int i;
        long j;
        float f;
        double d;
        String text;
        static double total;
        static Object shared;
    }

    private static final String OWNER = Fields.class.getName().replace('.', '/');
    private static final int BASE = Sites.register(Fields.class, "Fields.java\ndebug\n"
            + "PF;1;m;" + OWNER + ".z:Z\nPF;2;m;" + OWNER + ".b:B\nPF;3;m;" + OWNER + ".c:C\nPF;4;m;" + OWNER + ".s:S\n"
            + "PF;5;m;" + OWNER + ".i:I\nPF;6;m;" + OWNER + ".j:J\nPF;7;m;" + OWNER + ".f:F\nPF;8;m;" + OWNER + ".d:D\n"
            + "PF;9;m;" + OWNER + ".text:Ljava/lang/String;\nPS;10;m;" + OWNER + ".total:D\n"
            + "PS;11;m;" + OWNER + ".shared:Ljava/lang/Object;\nGF;12;m;" + OWNER + ".inherited:I\n"
            + "GF;13;m;" + OWNER + ".nothere:I\nGF;14;m;no/such/Owner.x:I\nR;15;m;\n"
            + "GF;16;m;" + OWNER + ".i:J");

    /** A consumer that records what it hears, and each value after its write. */
    static final class Seen extends Recorder implements WrittenValues {
        Seen(List<String> events) {
            super("c", events, null);
        }

        @Override
        public void arrayWritten(Object array, int index, int site) {
            events.add("after [" + index + "] = " + Values.element(array, index));
        }

        @Override
        public void fieldWritten(Object instance, int site) {
            events.add("after " + Sites.get(site).fieldName + " = " + Values.field(site, instance));
        }

        @Override
        public void processorStart(int processor, int[] lo, int[] hi) {
            events.add("c processor " + processor);
        }

        @Override
        public void processorEnd() {
            events.add("c /processor");
        }

        @Override
        public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
            events.add("c result " + value);
            return value;
        }

        @Override
        public void sequentialLoopStart(int site) {
            events.add("c SL");
        }

        @Override
        public void sequentialIteration(int site) {
            events.add("c SL it");
        }

        @Override
        public void sequentialLoopEnd(int site) {
            events.add("c /SL");
        }
    }

    private final List<String> events = new ArrayList<>();
    private final Consumer consumer = Consumers.installed(List.of(new Seen(events)));

    @Test
    void aConsumerThatWantsValuesIsWrappedToHearOfCompletedWrites() {
        assertThat(consumer, instanceOf(AfterWrites.class));
        assertThat(((AfterWrites) consumer).consumer(), instanceOf(Seen.class));
        assertThat(consumer.readsIterations(), equalTo(true));
    }

    @Test
    void theValueAfterAnElementWriteComesAtTheNextEventOfEachPrimitiveTypeAndReferences() {
        Object[] arrays = {new boolean[2], new byte[2], new char[2], new short[2], new int[2], new long[2],
            new float[2], new double[2], new String[2]};
        Object[] values = {true, (byte) -3, 'q', (short) 300, 70000, 1L << 40, 1.5f, -2.25, "x"};
        for (int k = 0; k < arrays.length; k++) {
            consumer.arrayWrite(arrays[k], 1, BASE + 14);
            java.lang.reflect.Array.set(arrays[k], 1, values[k]); // the store after the event
        }
        consumer.iterationEnd();
        assertThat(events, contains("c W 1 seq", "after [1] = true", "c W 1 seq", "after [1] = -3", "c W 1 seq",
                "after [1] = q", "c W 1 seq", "after [1] = 300", "c W 1 seq", "after [1] = 70000", "c W 1 seq",
                "after [1] = 1099511627776", "c W 1 seq", "after [1] = 1.5", "c W 1 seq", "after [1] = -2.25",
                "c W 1 seq", "after [1] = x", "c /it seq"));
    }

    @Test
    void theValueAfterAFieldWriteOfEachTypeInstanceAndStatic() {
        Fields o = new Fields();
        consumer.fieldWrite(o, null, BASE);
        o.z = true;
        consumer.fieldWrite(o, null, BASE + 1);
        o.b = 5;
        consumer.fieldWrite(o, null, BASE + 2);
        o.c = 'k';
        consumer.fieldWrite(o, null, BASE + 3);
        o.s = -7;
        consumer.fieldWrite(o, null, BASE + 4);
        o.i = 42;
        consumer.fieldWrite(o, null, BASE + 5);
        o.j = -9L;
        consumer.fieldWrite(o, null, BASE + 6);
        o.f = 0.25f;
        consumer.fieldWrite(o, null, BASE + 7);
        o.d = 3.5;
        consumer.fieldWrite(o, "t", BASE + 8);
        o.text = "t";
        consumer.fieldWrite(null, null, BASE + 9);
        Fields.total = 8.0;
        consumer.fieldWrite(null, o, BASE + 10);
        Fields.shared = "s";
        consumer.constructEnd();
        assertThat(events.stream().filter(e -> e.startsWith("after")).toList(), contains("after z = true",
                "after b = 5", "after c = k", "after s = -7", "after i = 42", "after j = -9", "after f = 0.25",
                "after d = 3.5", "after text = t", "after total = 8.0", "after shared = s"));
        assertThat(events.get(events.size() - 1), equalTo("c end seq"));
    }

    @Test
    void anyEventCompletesThePendingWriteBeforeItIsPassedOn() {
        int[] a = new int[3];
        String[] kinds = {"read", "field read", "allocated", "range", "private", "bound", "iteration", "construct",
            "unchecked", "unchecked end", "reduction start", "reduction wait", "shadow start", "shadow wait",
            "processor start", "processor end", "result", "loop start", "loop iteration", "loop end", "field write"};
        for (String kind : kinds) {
            events.clear();
            consumer.arrayWrite(a, 0, BASE + 14);
            a[0]++;
            switch (kind) {
                case "read": consumer.arrayRead(a, 0, BASE + 14); break;
                case "field read": consumer.fieldRead(null, BASE + 9); break;
                case "allocated": consumer.arrayAllocated(a, BASE + 14); break;
                case "range": consumer.arrayRange(a, 0, 1, false, BASE + 14); break;
                case "private": consumer.privateAccess(true, BASE + 14); break;
                case "bound": consumer.boundAccess(null, true, BASE + 9); break;
                case "iteration": consumer.iterationStart(new int[] {0}); break;
                case "construct": consumer.constructStart(null, null, new int[0]) ; break;
                case "unchecked": consumer.uncheckedStart(new int[] {0}, new int[] {1}); break;
                case "unchecked end": consumer.uncheckedEnd(); break;
                case "reduction start": consumer.reductionGroupStart(this); break;
                case "reduction wait": consumer.reductionGroupWait(this); break;
                case "shadow start": consumer.shadowGroupStart(this, List.of()); break;
                case "shadow wait": consumer.shadowGroupWait(this, List.of()); break;
                case "processor start": consumer.processorStart(1, new int[] {0}, new int[] {1}); break;
                case "processor end": consumer.processorEnd(); break;
                case "result": assertThat(consumer.reductionResult(null, 7, null), equalTo(7)); break;
                case "loop start": consumer.sequentialLoopStart(BASE + 14); break;
                case "loop iteration": consumer.sequentialIteration(BASE + 14); break;
                case "loop end": consumer.sequentialLoopEnd(BASE + 14); break;
                default: consumer.fieldWrite(new Fields(), null, BASE + 4); break;
            }
            assertThat(kind, events.get(1), equalTo("after [0] = " + a[0]));
            assertThat(kind, events.size(), equalTo(3));
        }
    }

    @Test
    void theEndOfTheRunCompletesTheLastWriteAndAWriteOutsideTheArrayLeavesNoValue() {
        long[] a = new long[2];
        consumer.arrayWrite(a, 5, BASE + 14); // the store throws: nothing written
        consumer.arrayWrite(a, 1, BASE + 14);
        a[1] = 12;
        consumer.finish(null);
        assertThat(events, contains("c W 5 seq", "c W 1 seq", "after [1] = 12", "c finish"));
    }

    @Test
    void aRangeWriteGivesEachElementItWrote() {
        double[] a = new double[4];
        consumer.arrayRange(a, 1, 3, true, BASE + 14);
        java.util.Arrays.fill(a, 1, 3, 0.5);
        consumer.arrayRange(a, 0, 1, false, BASE + 14);
        assertThat(events, contains("c range 1-3 true", "after [1] = 0.5", "after [2] = 0.5", "c range 0-1 false"));
    }

    @Test
    void readsPrivatesAndBoundWritesLeaveNothingPending() {
        consumer.privateAccess(true, BASE + 14);
        consumer.boundAccess(null, true, BASE + 9);
        consumer.arrayRead(new int[1], 0, BASE + 14);
        consumer.iterationEnd();
        assertThat(events, contains("c private true", "c bound true", "c R 0 seq", "c /it seq"));
    }

    @Test
    void aValueReadIsTheOneInPlaceAtTheEvent() {
        Fields o = new Fields();
        o.inherited = 11;
        assertThat("a field of the superclass", Values.field(BASE + 11, o), equalTo(11));
        Fields.total = 2.0;
        assertThat("a static field ignores the instance", Values.field(BASE + 9, o), equalTo(2.0));
        assertThat(Values.element(new char[] {'a', 'b'}, 1), equalTo('b'));
        assertThat(Values.fieldAt(BASE + 11), sameInstance(Values.fieldAt(BASE + 11)));
    }

    @Test
    void aFieldThatCannotBeFoundIsNamedInTheError() {
        IllegalStateException missing = assertThrows(IllegalStateException.class, () -> Values.fieldAt(BASE + 12));
        assertThat(missing.getMessage(), containsString("no field nothere I in " + Fields.class.getName()));
        assertThat(missing.getMessage(), containsString("Fields.java:13"));
        IllegalStateException noClass = assertThrows(IllegalStateException.class, () -> Values.fieldAt(BASE + 13));
        assertThat(noClass.getMessage(), containsString("cannot load no.such.Owner to read its field x at Fields.java:14"));
        assertThrows(IllegalArgumentException.class, () -> Values.fieldAt(BASE + 14));
        IllegalStateException wrongType = assertThrows(IllegalStateException.class, () -> Values.fieldAt(BASE + 15));
        assertThat("the descriptor must match too", wrongType.getMessage(), containsString("no field i J"));
        assertThrows(IllegalStateException.class, () -> Values.field(BASE + 4, "not a Fields"));
    }

    @Test
    void descriptorsAreTheJvmOnes() {
        assertThat(Values.descriptor(int[][].class), equalTo("[[I"));
        assertThat(Values.descriptor(String[].class), equalTo("[Ljava/lang/String;"));
        assertThat(Values.descriptor(String.class), equalTo("Ljava/lang/String;"));
        assertThat(Values.descriptor(boolean.class) + Values.descriptor(byte.class) + Values.descriptor(char.class)
                + Values.descriptor(short.class) + Values.descriptor(long.class) + Values.descriptor(float.class)
                + Values.descriptor(double.class) + Values.descriptor(void.class), equalTo("ZBCSJFDV"));
    }

    @Test
    void namesAreInSourceTerms() {
        assertThat(Names.element("a", new int[] {3}, 4), equalTo("a[3][4]"));
        assertThat(Names.element("v", new int[0], 0), equalTo("v[0]"));
        assertThat(Names.field(Sites.get(BASE + 9)), equalTo("Fields.total"));
        assertThat(Names.field(Sites.get(BASE + 13)), equalTo("Owner.x"));
    }
}
