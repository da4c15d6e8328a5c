package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The construct and iteration life cycle every consumer shares, seen by a consumer at each event: numbers in
 * the order constructs first run, the parent's number, the iteration index and its row-major number.
 */
class LifecycleTest {
    static final class Grid {
        @Distributed
        double[] v = new double[16];
        @Distributed
        double[][] m = new double[4][5];

        @ParallelLoop(on = "v")
        void outer(int lo, int hi) {
        }

        @ParallelLoop(on = "v")
        void inner(int lo, int hi) {
        }

        @ParallelLoop(on = "m")
        void plane(int i0, int i1, int j0, int j1) {
        }
    }

    private final List<String> events = Recorder.list();
    private final Grid grid = new Grid();
    private Lifecycle lifecycle;

    @BeforeEach
    void install() {
        lifecycle = new Lifecycle();
        Monitor.install(lifecycle.deliverTo(new Recorder("c", events, lifecycle)));
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, int lo, int hi, LoopBody body) {
        Woven.loop("kind=loop;name=" + Grid.class.getName() + "." + method + ";src=Grid.java:" + method.length()
                + ";rank=1;tmpl=v;fmt=B;off=0;across=0;slots=0,0,0,0", Grid.class, grid, body, new int[] {lo, hi});
    }

    private void plane(int i0, int i1, int j0, int j1, LoopBody body) {
        Woven.loop("kind=loop;name=" + Grid.class.getName() + ".plane;src=Grid.java:30;rank=2;tmpl=m;fmt=BB;off=0,0;"
                + "across=0;slots=0,0,0,0", Grid.class, grid, body, new int[] {i0, i1, j0, j1});
    }

    @Test
    void constructsAreNumberedInTheOrderTheyFirstRunAndKeepTheirNumber() {
        loop("inner", 2, 4, block -> { });
        loop("outer", 0, 1, block -> { });
        loop("inner", 5, 6, block -> { });
        assertThat(events, contains(
                "c start inner #1<0 [0]=-1 p0", "c it #1<0 [2]=0 p0", "c /it #1<0 [2]=0 p0",
                "c it #1<0 [3]=1 p0", "c /it #1<0 [3]=1 p0", "c end #1<0 [3]=1 p0",
                "c start outer #2<0 [0]=-1 p0", "c it #2<0 [0]=0 p0", "c /it #2<0 [0]=0 p0", "c end #2<0 [0]=0 p0",
                "c start inner #1<0 [0]=-1 p0", "c it #1<0 [5]=0 p0", "c /it #1<0 [5]=0 p0", "c end #1<0 [5]=0 p0"));
        assertThat(lifecycle.constructsNumbered(), equalTo(2));
        assertThat(lifecycle.innermost(), nullValue());
    }

    @Test
    void aNestedConstructsParentIsTheEnclosingRunningOne() {
        loop("outer", 0, 2, block -> loop("inner", 10, 11, inner -> { }));
        assertThat(events, contains(
                "c start outer #1<0 [0]=-1 p0",
                "c it #1<0 [0]=0 p0", "c start inner #2<1 [0]=-1 p0", "c it #2<1 [10]=0 p0", "c /it #2<1 [10]=0 p0",
                "c end #2<1 [10]=0 p0", "c /it #1<0 [0]=0 p0",
                "c it #1<0 [1]=1 p0", "c start inner #2<1 [0]=-1 p0", "c it #2<1 [10]=0 p0", "c /it #2<1 [10]=0 p0",
                "c end #2<1 [10]=0 p0", "c /it #1<0 [1]=1 p0",
                "c end #1<0 [1]=1 p0"));
    }

    @Test
    void theAbsoluteNumberIsTheRowMajorIndexInTheIterationSpace() {
        plane(1, 3, 2, 5, block -> { });
        assertThat(events.stream().filter(e -> e.startsWith("c it")).toList(), contains(
                "c it #1<0 [1, 2]=0 p0", "c it #1<0 [1, 3]=1 p0", "c it #1<0 [1, 4]=2 p0",
                "c it #1<0 [2, 2]=3 p0", "c it #1<0 [2, 3]=4 p0", "c it #1<0 [2, 4]=5 p0"));
    }

    @Test
    void theRunningConstructDescribesItsIterationSpace() {
        RunningConstruct[] seen = new RunningConstruct[1];
        plane(1, 3, 2, 5, block -> seen[0] = lifecycle.innermost());
        RunningConstruct plane = seen[0];
        assertThat(plane.extent(0), equalTo(2));
        assertThat(plane.extent(1), equalTo(3));
        assertThat(plane.size(), equalTo(6L));
        assertThat(plane.absoluteOf(new int[] {2, 3}), equalTo(4L));
        assertThat(plane.outer, nullValue());
        assertThat(plane.self == grid, equalTo(true));
        assertThat(plane.toString(), equalTo("loop 1 LifecycleTest$Grid.plane (Grid.java:30)"));
    }

    @Test
    void theProcessorIsZeroUntilTheRunTimeReportsOne() {
        assertThat(lifecycle.processor(), equalTo(0));
        lifecycle.processorStart(3, new int[] {0}, new int[] {4});
        loop("outer", 0, 1, block -> { });
        assertThat(events.get(1), equalTo("c it #1<0 [0]=0 p3"));
    }

    @Test
    void uncheckedSegmentsAreKnownToTheLifeCycle() {
        Recorder recorder = (Recorder) lifecycle.deliversTo();
        recorder.boundary = new org.javadvm.internal.BoundaryIterations(1, 1,
                org.javadvm.internal.BoundaryIterations.Kind.FACES);
        boolean[] inside = new boolean[1];
        Woven.loop("kind=loop;name=" + Grid.class.getName() + ".outer;src=Grid.java:5;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Grid.class, grid, block -> { }, block -> inside[0] |= lifecycle
                .inUncheckedSegment(), new int[] {0, 5});
        assertThat(inside[0], equalTo(true));
        assertThat(lifecycle.inUncheckedSegment(), equalTo(false));
        assertThat(events, contains("c start outer #1<0 [0]=-1 p0", "c it #1<0 [0]=0 p0", "c /it #1<0 [0]=0 p0",
                "c unchecked [1][4]", "c /unchecked", "c it #1<0 [4]=4 p0", "c /it #1<0 [4]=4 p0",
                "c end #1<0 [4]=4 p0"));
    }

    @Test
    void itDeliversToOneTargetOnly() {
        assertThrows(IllegalStateException.class, () -> lifecycle.deliverTo(new Recorder("d", events, lifecycle)));
    }

    @Test
    void withNoConsumerReadingIterationsTheLifeCycleSkipsItsPerIterationUpdate() {
        Lifecycle quiet = new Lifecycle();
        Recorder recorder = new Recorder("q", events, quiet) {
            @Override
            public boolean readsIterations() {
                return false;
            }
        };
        Monitor.install(quiet.deliverTo(recorder));
        loop("outer", 3, 5, block -> { });
        assertThat("numbers and parents are kept, the iteration is not", events, contains(
                "q start outer #1<0 [0]=-1 p0", "q it #1<0 [0]=-1 p0", "q /it #1<0 [0]=-1 p0",
                "q it #1<0 [0]=-1 p0", "q /it #1<0 [0]=-1 p0", "q end #1<0 [0]=-1 p0"));
    }
}
