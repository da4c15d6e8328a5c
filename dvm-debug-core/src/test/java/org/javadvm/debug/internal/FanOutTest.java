package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.BoundaryIterations.Kind;
import org.junit.jupiter.api.Test;

/** Several consumers on one stream: each hears every event in order; one consumer alone is installed as it is. */
class FanOutTest {
    private final List<String> events = Recorder.list();

    @Test
    void oneConsumerIsInstalledItselfWithoutAFanOut() {
        Recorder only = new Recorder("a", events, null);
        assertThat(Consumers.installed(List.of(only)), sameInstance(only));
    }

    @Test
    void everyEventReachesEachConsumerInOrder() {
        Recorder a = new Recorder("a", events, null);
        Recorder b = new Recorder("b", events, null);
        Consumer both = Consumers.installed(List.of(a, b));
        assertThat(both, instanceOf(FanOut.class));
        double[] array = new double[3];
        both.arrayRead(array, 1, 0);
        both.arrayWrite(array, 2, 0);
        both.fieldRead(null, 7);
        both.fieldWrite(null, null, 8);
        both.boundAccess(null, true, 9);
        both.privateAccess(false, 10);
        both.arrayAllocated(array, 11);
        both.arrayRange(array, 0, 2, true, 12);
        both.iterationStart(new int[] {0});
        both.iterationEnd();
        both.constructEnd();
        both.uncheckedStart(new int[] {1}, new int[] {2});
        both.uncheckedEnd();
        both.reductionGroupStart(this);
        both.reductionGroupWait(this);
        both.shadowGroupStart(this, List.of(array));
        both.shadowGroupWait(this, List.of());
        DiagnosticLog log = new DiagnosticLog(org.javadvm.debug.config.DebugParameters.load(null,
                new java.util.Properties()));
        both.finish(log);
        assertThat(events, contains("a R 1 seq", "b R 1 seq", "a W 2 seq", "b W 2 seq", "a GF 7", "b GF 7",
                "a PF 8", "b PF 8", "a bound true", "b bound true", "a private false", "b private false", "a NA",
                "b NA", "a range 0-2 true", "b range 0-2 true", "a it seq", "b it seq", "a /it seq", "b /it seq",
                "a end seq", "b end seq", "a unchecked [1][2]", "b unchecked [1][2]", "a /unchecked", "b /unchecked",
                "a rg start", "b rg start", "a rg wait", "b rg wait", "a sg start 1", "b sg start 1", "a sg wait 0",
                "b sg wait 0", "a finish", "b finish"));
        assertThat(a.finishedWith, sameInstance(log));
        assertThat(b.finishedWith, sameInstance(log));
    }

    @Test
    void aFanOutNeedsTwoConsumers() {
        assertThrows(IllegalArgumentException.class, () -> new FanOut(List.of(new Recorder("a", events, null))));
    }

    @Test
    void anIterationIsCheckedWhenAnyConsumerWantsIt() {
        Recorder a = new Recorder("a", events, null);
        Recorder b = new Recorder("b", events, null);
        a.boundary = new BoundaryIterations(2, 0, Kind.CORNERS);
        b.boundary = null;
        assertThat("one consumer wants every iteration", new FanOut(List.of(a, b)).boundaryIterations(), nullValue());
        b.boundary = new BoundaryIterations(1, 3, Kind.CORNERS);
        BoundaryIterations corners = new FanOut(List.of(a, b)).boundaryIterations();
        assertThat(corners.left() + " " + corners.right() + " " + corners.kind(), equalTo("2 3 CORNERS"));
        b.boundary = new BoundaryIterations(1, 1, Kind.FACES);
        BoundaryIterations faces = new FanOut(List.of(a, b)).boundaryIterations();
        assertThat(faces.left() + " " + faces.right() + " " + faces.kind(), equalTo("2 1 FACES"));
    }

    @Test
    void aSplitHoldingTheOtherIsTakenAsItIs() {
        BoundaryIterations wide = new BoundaryIterations(2, 2, Kind.FACES);
        BoundaryIterations narrow = new BoundaryIterations(1, 2, Kind.CORNERS);
        assertThat(BoundarySplit.union(wide, narrow), sameInstance(wide));
        assertThat(BoundarySplit.union(narrow, wide), sameInstance(wide));
        BoundaryIterations narrowFaces = new BoundaryIterations(1, 1, Kind.FACES);
        BoundaryIterations wideCorners = new BoundaryIterations(3, 3, Kind.CORNERS);
        BoundaryIterations union = BoundarySplit.union(narrowFaces, wideCorners);
        assertThat("corners do not hold faces", union.left() + " " + union.right() + " " + union.kind(),
                equalTo("3 3 FACES"));
        assertThat(BoundarySplit.union(wideCorners, wideCorners), sameInstance(wideCorners));
    }

    @Test
    void theFanOutReadsIterationsWhenAnyConsumerDoes() {
        Recorder reads = new Recorder("a", events, null);
        Recorder not = new Recorder("b", events, null) {
            @Override
            public boolean readsIterations() {
                return false;
            }
        };
        assertThat(new FanOut(List.of(not, reads)).readsIterations(), equalTo(true));
        assertThat(new FanOut(List.of(not, not)).readsIterations(), equalTo(false));
    }
}
