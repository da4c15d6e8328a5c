package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Rules whose defaults or texts other work changes, kept apart so they are easy to adjust: DVM02 (by
 * default what Java initialised counts as written; DVM's strict reading, switches at 2, is what most tests
 * here use), DVM06's texts, and a declared reduction or private field reached by code other than the
 * construct's own method (reported today; helper methods are to be redirected). Same mesh and sites as
 * {@link MeshFixture}.
 */
class DynControlChangingRulesTest extends MeshFixture {
    /** DVM's strict reading of the initialisation checks, the opt-in (switches at 2). */
    @BeforeEach
    void strict() {
        install(Checks.strict(), null);
    }

    @Test
    void byDefaultWhatJavaInitialisedCountsAsWritten() {
        install(Checks.all(), null);
        double[] made = new double[4];
        dyn.arrayAllocated(made, BASE + NEW_ARRAY);
        dyn.arrayRead(made, 2, BASE + READ3);
        dyn.fieldRead(mesh, BASE + GET_S);
        loop("line", 3, 6, block -> dyn.arrayRead(mesh.v, block.lo[0], BASE + READ2));
        assertThat(seen(), empty());
    }

    // ------------------------------------------------------------------ DVM02 (strict reading today)

    @Test
    void dvm02AFieldNeverAssigned() {
        dyn.fieldRead(mesh, BASE + GET_S);
        loop("line", 0, 1, block -> dyn.fieldRead(mesh, BASE + GET_S));
        assertThat(seen(), contains("DVM02  s read 106 null", "DVM02  s read 106 (0)"));
        assertThat(found.get(0).detail, equalTo("the program never assigned this field, which holds Java's "
                + "initial value (reported under CheckVarInitialization=2)"));
        found.clear();
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        dyn.fieldRead(mesh, BASE + GET_S);
        assertThat(seen(), empty());
    }

    @Test
    void dvm02AnElementOfAnArrayMadeByWovenCodeNeverWritten() {
        double[] made = new double[4];
        dyn.arrayAllocated(made, BASE + NEW_ARRAY);
        dyn.arrayWrite(made, 1, BASE + WRITE3);
        dyn.arrayRead(made, 1, BASE + READ3);
        dyn.arrayRead(made, 2, BASE + READ3);
        loop("line", 0, 2, block -> dyn.arrayRead(made, 3 - block.lo[0], BASE + READ3));
        assertThat(seen(), contains("DVM02 array-element array made at Mesh.java:114[2] read 104 null",
                "DVM02 array-element array made at Mesh.java:114[3] read 104 (0)",
                "DVM02 array-element array made at Mesh.java:114[2] read 104 (1)"));
        assertThat(found.get(0).detail, equalTo("the program never wrote this element, which holds Java's "
                + "initial value (reported under CheckArrInitialization=2)"));
    }

    @Test
    void dvm02ADistributedElementNeverWritten() {
        double[] made = new double[10];
        dyn.arrayAllocated(made, BASE + NEW_ARRAY);
        dyn.fieldWrite(mesh, made, BASE + PUT_V);
        mesh.v = made;
        dyn.arrayWrite(made, 4, BASE + WRITE);
        loop("line", 3, 6, block -> dyn.arrayRead(made, block.lo[0], BASE + READ));
        assertThat(seen(), contains("DVM02 distributed-element v[3] read 100 (3)", "DVM02 distributed-element v[5] read 100 (5)"));
    }

    @Test
    void dvm02RowsOfAnArrayMadeByWovenCodeExistButTheirElementsDoNot() {
        double[][] made = new double[2][3];
        dyn.arrayAllocated(made, BASE + NEW_ARRAY);
        dyn.arrayRead(made, 1, BASE + READ3);
        dyn.arrayRead(made[1], 2, BASE + READ3);
        assertThat(seen(), contains("DVM02 array-element array made at Mesh.java:114[1][2] read 104 null"));
    }

    @Test
    void dvm02IsNotReportedOnceAnUncheckedSegmentMayHaveWritten() {
        install(Checks.strict(), new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES));
        double[] made = new double[10];
        dyn.arrayAllocated(made, BASE + NEW_ARRAY);
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".line;src=Mesh.java:10;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Mesh.class, mesh, block -> { }, block -> { }, new int[] {0, 5});
        dyn.arrayRead(made, 2, BASE + READ3);
        dyn.fieldRead(mesh, BASE + GET_S);
        assertThat(seen(), empty());
    }

    @Test
    void dvm02TheResultOfASynchronousReductionIsWrittenWhenItsLoopEnds() {
        loop("sum", 0, 3, block -> { });
        dyn.fieldRead(mesh, BASE + GET_S);
        assertThat(seen(), empty());
    }

    @Test
    void dvm02TheResultOfAnAsynchronousReductionIsWrittenByTheWait() {
        loop("sumLater", 0, 3, block -> { });
        mesh.group.start();
        mesh.group.waitDone();
        dyn.fieldRead(mesh, BASE + GET_S);
        assertThat(seen(), empty());
    }

    @Test
    void dvm02ThePrivateAfterItsLoopIsReportedEvenAfterUncheckedSegments() {
        install(Checks.strict(), new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES));
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".scratch;src=Mesh.java:10;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Mesh.class, mesh, block -> { }, block -> { }, new int[] {0, 5});
        dyn.fieldRead(mesh, BASE + GET_T);
        assertThat(seen(), contains("DVM02 private-after-construct t read 112 null"));
    }

    // ------------------------------------------------------------------ reductions reached outside their method

    @Test
    void aReductionFieldReachedOutsideTheLoopsOwnMethod() {
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        loop("sum", 0, 2, block -> {
            dyn.fieldWrite(mesh, null, BASE + PUT_S);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        assertThat(seen(), contains("DVM03 reduction-shared s write 107 (0)", "DVM03 reduction-shared s read 106 (0)",
                "DVM03 reduction-shared s write 107 (1)", "DVM03 reduction-shared s read 106 (1)"));
        assertThat(found.get(0).detail, equalTo("the reduction variable is reached outside the construct's own method, "
                + "where each processor keeps its copy; pass it as a value or move the code into the method"));
        found.clear();
        Mesh other = new Mesh();
        loop("sum", 0, 2, block -> dyn.fieldRead(other, BASE + GET_S));
        assertThat("another instance's field is not the reduction", seen(), contains("DVM02  s read 106 (0)", "DVM02  s read 106 (1)"));
        found.clear();
        loop("line", 0, 1, block -> {
            dyn.fieldWrite(mesh, null, BASE + PUT_S);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        assertThat("after its loop the field is an ordinary one", seen(), empty());
    }

    @Test
    void aPrivateFieldReachedOutsideTheLoopsOwnMethod() {
        loop("scratch", 0, 1, block -> dyn.fieldWrite(mesh, null, BASE + PUT_T));
        assertThat(seen(), contains("DVM03 private-shared t write 113 (0)"));
    }

    @Test
    void aNestedLoopSeesTheEnclosingLoopsReduction() {
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        loop("sum", 0, 1, outer -> loop2("relax", 1, 2, 1, 2, inner -> dyn.fieldRead(mesh, BASE + GET_S)));
        assertThat(seen(), contains("DVM03 reduction-shared s read 106 (1, 1)"));
    }

    // ------------------------------------------------------------------ DVM06 texts (a word is to be added)

    @Test
    void dvm06SaysWhyTheElementIsNotLocal() {
        loop("renewed", 2, 3, block -> {
            dyn.arrayRead(mesh.v, 5, BASE + READ);
            dyn.arrayWrite(mesh.v, 6, BASE + WRITE);
            dyn.arrayRead(mesh.m[1], 1, BASE + READ2);
        });
        assertThat(found.get(0).detail, equalTo("the element is neither the iteration's own element nor within v's "
                + "shadow widths [1] of it; declare remoteAccess or widen the shadow"));
        assertThat("a write is not told to declare remoteAccess", found.get(1).detail, equalTo("the element is neither "
                + "the iteration's own element nor within v's shadow widths [1] of it"));
        assertThat(found.get(2).detail.startsWith("the element "), equalTo(true));
        assertThat(found.get(2).detail.endsWith("; declare remoteAccess or widen the shadow"), equalTo(true));
    }

    @Test
    void dvm02TheLocationsOfASynchronousMaxlocAreWrittenWhenItsLoopEnds() {
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".sum;src=Mesh.java:50;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=1,0,0,1;red=MAXLOC,D,s,0,-,loc:0", Mesh.class, mesh, block -> { }, new int[] {0, 3});
        dyn.fieldRead(mesh, DynControlRulesTest.LOC);
        assertThat(seen(), empty());
    }
}
