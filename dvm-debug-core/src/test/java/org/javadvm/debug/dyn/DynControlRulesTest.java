package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.ReductionGroup;
import org.javadvm.ShadowGroup;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.javadvm.debug.report.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The checks of dynamic control, each with a program shape that breaks it and one that keeps it. Each
 * diagnostic is compared whole where it matters: rule, kind, element, access, line, iteration, and the
 * other access. Rules whose defaults other work changes (DVM02 on Java's zero, reductions reached in helper
 * methods) are in {@link DynControlChangingRulesTest}.
 */
class DynControlRulesTest extends MeshFixture {
    // ------------------------------------------------------------------ counting

    @Test
    void everyAccessIsCountedOnceWhateverPathChecksIt() {
        for (int i = 0; i < 10; i++) {
            dyn.arrayWrite(mesh.plain, i, BASE + WRITE);
        }
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        dyn.fieldRead(mesh, BASE + GET_S);
        dyn.fieldRead(mesh, BASE + GET_S);
        assertThat(dyn.accesses, equalTo(13L));
        loop("line", 0, 10, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, i, BASE + READ);
            dyn.arrayRead(mesh.v, i, BASE + READ);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE2);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE2);
            dyn.arrayRead(mesh.plain, i, BASE + READ3);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        assertThat(seen(), empty());
        assertThat(dyn.accesses, equalTo(13L + 60));
        assertThat(dyn.iterations, equalTo(10L));
        assertThat(dyn.constructs, equalTo(1L));
        loop("line", 0, 3, block -> { });
        assertThat(dyn.iterations, equalTo(13L));
        assertThat(dyn.constructs, equalTo(2L));
    }

    @Test
    void theArraysKnownAreCountedAndForgottenWhenCollected() {
        int before = dyn.trackedArrays();
        dyn.arrayAllocated(new double[3], BASE + NEW_ARRAY);
        dyn.arrayAllocated(new double[2][2], BASE + NEW_ARRAY);
        assertThat("an array of rows counts its rows", dyn.trackedArrays(), equalTo(before + 4));
    }

    @Test
    void aStaleSiteIdIsCheckedAtAnUnknownPlace() {
        int stale = Sites.count() + 5000;
        loop("line", 2, 3, block -> dyn.arrayRead(mesh.v, 5, stale));
        assertThat(seen(), contains("DVM06  v[5] read 0 (2)"));
        assertThat(found.get(0).className, equalTo("?"));
    }

    // ------------------------------------------------------------------ DVM01

    @Test
    void dvm01FlowDependenceNamesBothIterations() {
        loop("renewed", 1, 4, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, i - 1, BASE + READ);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE);
        });
        assertThat(seen(), contains("DVM01 flow v[1] read 100 (2)", "DVM01 flow v[2] read 100 (3)"));
        assertThat(related(found.get(0)), equalTo("write 101 (1)"));
        assertThat(found.get(0).construct, equalTo("loop 1 MeshFixture$Mesh.renewed (Mesh.java:10)"));
        assertThat(found.get(0).detail, equalTo("declare across (regular dependence) or change the loop"));
    }

    @Test
    void dvm01InADescendingLoopNamesTheOtherIterationCountedDownward() {
        // "renewed" walked from its highest index down (desc=0): iteration i reads v[i+1], written just before
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".renewed;src=Mesh.java:10;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;desc=0;slots=0,0,0,0", Mesh.class, mesh, block -> {
                    int i = block.lo[0];
                    dyn.arrayRead(mesh.v, i + 1, BASE + READ);
                    dyn.arrayWrite(mesh.v, i, BASE + WRITE);
                }, new int[] {2, 6});
        assertThat(seen(), contains("DVM01 flow v[5] read 100 (4)", "DVM01 flow v[4] read 100 (3)",
                "DVM01 flow v[3] read 100 (2)"));
        assertThat(related(found.get(0)), equalTo("write 101 (5)"));
        assertThat(related(found.get(2)), equalTo("write 101 (3)"));
    }

    @Test
    void dvm01OnATwoDimensionalLoopNamesTheOtherIterationsIndices() {
        loop2("relaxCorners", 1, 4, 1, 4, block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
            if (i == 3 && j == 2) {
                dyn.arrayRead(mesh.m[2], 1, BASE + READ);
                dyn.arrayRead(mesh.m[i], j, BASE + READ2);
            }
        });
        assertThat(seen(), contains("DVM01 flow m[2][1] read 100 (3, 2)"));
        assertThat(related(found.get(0)), equalTo("write 101 (2, 1)"));
    }

    @Test
    void dvm01AntiDependenceNamesTheEarlierRead() {
        loop("renewed", 1, 3, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, 2, BASE + READ);
            if (i == 2) {
                dyn.arrayWrite(mesh.v, 2, BASE + WRITE);
            }
        });
        assertThat(seen(), contains("DVM01 anti v[2] write 101 (2)"));
        assertThat(related(found.get(0)), equalTo("read 100 (1)"));
    }

    @Test
    void dvm01AcrossCarriesDependencesNonNegativeInEveryDimension() {
        loop2("sweep", 1, 5, 1, 5, block -> { // Gauss-Seidel: new values from i-1 and j-1, old from i+1 and j+1
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayRead(mesh.m[i - 1], j, BASE + READ);
            dyn.arrayRead(mesh.m[i], j - 1, BASE + READ);
            dyn.arrayRead(mesh.m[i + 1], j, BASE + READ);
            dyn.arrayRead(mesh.m[i], j + 1, BASE + READ);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
        });
        assertThat(seen(), empty());
    }

    @Test
    void dvm01AcrossWithBoundaryIterationsComparesTheIterationsThatRan() {
        install(Checks.all(), new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES));
        loop2("sweep", 1, 5, 1, 5, block -> { // the interior (2..3, 2..3) runs unchecked: ordinals skip it
            for (int i = block.lo[0]; i < block.hi[0]; i++) {
                for (int j = block.lo[1]; j < block.hi[1]; j++) {
                    dyn.arrayRead(mesh.m[i - 1], j, BASE + READ);
                    dyn.arrayRead(mesh.m[i], j - 1, BASE + READ);
                    dyn.arrayRead(mesh.m[i + 1], j, BASE + READ);
                    dyn.arrayRead(mesh.m[i], j + 1, BASE + READ);
                    dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
                }
            }
        });
        assertThat(seen(), empty());
    }

    @Test
    void dvm01AcrossFlowFromADiagonalAgainstTheWavefrontIsReported() {
        loop2("sweep", 1, 5, 1, 5, block -> { // the new m[i-1][j+1]: distance (1, -1)
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayRead(mesh.m[i - 1], j + 1, BASE + READ);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
        });
        assertThat(seen().get(0), equalTo("DVM01 across-flow m[1][2] read 100 (2, 1)"));
        assertThat(related(found.get(0)), equalTo("write 101 (1, 2)"));
        assertThat(found.get(0).detail, containsString("the distance (1,-1) between the iterations is negative"));
        assertThat(seen(), hasSize(9)); // every (i, j) with i >= 2 and j <= 3
    }

    @Test
    void dvm01AcrossAntiDependenceAgainstTheWavefrontIsReported() {
        loop2("sweep", 1, 5, 1, 5, block -> { // the old m[i+1][j-1]: iteration (i+1, j-1) overwrites it later
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayRead(mesh.m[i + 1], j - 1, BASE + READ);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
        });
        assertThat(seen().get(0), equalTo("DVM01 across-anti m[2][1] write 101 (2, 1)"));
        assertThat(related(found.get(0)), equalTo("read 100 (1, 2)"));
    }

    @Test
    void dvm01ADescendingAcrossLoopCountsDistancesDownward() {
        List<String> order = new ArrayList<>();
        loop2("sweepDown", 1, 5, 1, 5, block -> { // the upper sweep: new values from i+1 and j+1
            int i = block.lo[0];
            int j = block.lo[1];
            order.add(i + "," + j);
            dyn.arrayRead(mesh.m[i + 1], j, BASE + READ);
            dyn.arrayRead(mesh.m[i], j + 1, BASE + READ);
            dyn.arrayRead(mesh.m[i - 1], j, BASE + READ);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
        });
        assertThat(seen(), empty());
        assertThat(order.get(0), equalTo("4,4"));
        assertThat(order.get(order.size() - 1), equalTo("1,1"));
        loop2("sweepDown", 1, 5, 1, 5, block -> { // the new m[i+1][j-1]: distance (1, -1) counted downward
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayRead(mesh.m[i + 1], j - 1, BASE + READ);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE);
        });
        assertThat(seen().get(0), equalTo("DVM01 across-flow m[4][3] read 100 (3, 4)"));
        assertThat(related(found.get(0)), equalTo("write 101 (4, 3)"));
    }

    @Test
    void dvm01EachIterationOnItsOwnElementsIsIndependent() {
        loop("line", 0, 10, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, i, BASE + READ);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE);
            dyn.arrayRead(mesh.v, i, BASE + READ2);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE2);
        });
        loop("line", 0, 10, block -> dyn.arrayRead(mesh.v, block.lo[0], BASE + READ));
        assertThat(seen(), empty());
    }

    @Test
    void dvm01BetweenTasksSaysTasksMustBeIndependent() {
        tasks(3, block -> {
            int task = block.lo[0];
            if (task == 0) {
                dyn.arrayWrite(mesh.plain, 4, BASE + WRITE3);
                dyn.arrayWrite(mesh.v, 4, BASE + WRITE);
            } else if (task == 2) {
                dyn.arrayRead(mesh.v, 4, BASE + READ);
            }
        });
        assertThat(seen(), contains("DVM01 flow v[4] read 100 task 2"));
        assertThat(related(found.get(0)), equalTo("write 101 task 0"));
        assertThat(found.get(0).detail, equalTo("tasks must be independent"));
        assertThat(found.get(0).construct, equalTo("task region 1 MeshFixture$Mesh.tasks (Mesh.java:30)"));
    }

    @Test
    void dvm01InANestedLoopNamesTheOuterIterations() {
        loop("line", 0, 2, outer -> {
            int i = outer.lo[0];
            if (i == 0) {
                dyn.arrayWrite(mesh.plain, 7, BASE + WRITE3);
            }
            loop2("relax", 1, 3, 1, 2, inner -> {
                if (i == 1 && inner.lo[0] == 2) {
                    dyn.arrayRead(mesh.plain, 7, BASE + READ3);
                }
            });
        });
        assertThat(seen(), contains("DVM03 undeclared-private array[7] read 104 (1)"));
        Diagnostic d = found.get(0);
        assertThat(d.construct, equalTo("loop 1 MeshFixture$Mesh.line (Mesh.java:10)"));
        assertThat(related(d), equalTo("write 105 (0)"));
    }

    @Test
    void dvm03AfterNestedLoopsTheOtherIterationIsStillNamedRight() {
        loop("line", 0, 4, outer -> {
            int i = outer.lo[0];
            if (i != 1) {
                loop2("relax", 1, 3, 1, 2, inner -> { });
            }
            if (i == 1) {
                dyn.arrayWrite(mesh.plain, 7, BASE + WRITE3);
            } else if (i == 3) {
                dyn.arrayRead(mesh.plain, 7, BASE + READ3);
            }
            if (i == 2) {
                dyn.arrayWrite(mesh.plain, 6, BASE + WRITE3);
                loop2("relax", 1, 2, 1, 2, inner -> { });
            }
            if (i == 3) {
                dyn.arrayRead(mesh.plain, 6, BASE + READ3);
            }
        });
        assertThat(seen(), contains("DVM03 undeclared-private array[7] read 104 (3)",
                "DVM03 undeclared-private array[6] read 104 (3)"));
        assertThat(related(found.get(0)), equalTo("write 105 (1)"));
        assertThat(related(found.get(1)), equalTo("write 105 (2)"));
    }

    // ------------------------------------------------------------------ DVM03

    @Test
    void dvm03AnElementWrittenByOneIterationAndReadByAnother() {
        loop("line", 0, 3, block -> {
            int i = block.lo[0];
            if (i == 0) {
                dyn.arrayWrite(mesh.plain, 5, BASE + WRITE3);
            } else {
                dyn.arrayRead(mesh.plain, 5, BASE + READ3);
            }
        });
        assertThat(seen(), contains("DVM03 undeclared-private array[5] read 104 (1)",
                "DVM03 undeclared-private array[5] read 104 (2)"));
        assertThat(related(found.get(0)), equalTo("write 105 (0)"));
        assertThat(found.get(0).detail, equalTo("an element of a non-distributed array written by another iteration: "
                + "declare it @Reduction or private, or assign it outside the construct"));
    }

    @Test
    void dvm03AnIterationReadingBackAnElementOthersWriteToo() {
        loop("line", 0, 2, block -> {
            dyn.arrayWrite(mesh.plain, 5, BASE + WRITE3);
            dyn.arrayRead(mesh.plain, 5, BASE + READ3);
        });
        assertThat(seen(), contains("DVM03 undeclared-private array[5] write 105 (1)",
                "DVM03 undeclared-private array[5] read 104 (1)"));
        assertThat(found.get(1).detail, equalTo("the iteration reads back its own write of an element other "
                + "iterations write too: declare it @Reduction or private, or assign it outside the construct"));
    }

    @Test
    void dvm03AnElementOnlyReadOrOnlyOwnIsClean() {
        loop("line", 0, 4, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.plain, 9, BASE + READ3);
            dyn.arrayWrite(mesh.plain, i, BASE + WRITE3);
            dyn.arrayRead(mesh.plain, i, BASE + READ3);
        });
        loop("line", 0, 4, block -> dyn.arrayWrite(mesh.plain, 3 - block.lo[0], BASE + WRITE3));
        assertThat(seen(), empty());
    }

    @Test
    void dvm03AnElementReadByOneIterationAndWrittenByAnother() {
        loop("line", 0, 2, block -> {
            if (block.lo[0] == 0) {
                dyn.arrayRead(mesh.plain, 8, BASE + READ3);
            } else {
                dyn.arrayWrite(mesh.plain, 8, BASE + WRITE3);
            }
        });
        assertThat(seen(), contains("DVM03 read-only-write array[8] write 105 (1)"));
        assertThat(related(found.get(0)), equalTo("read 104 (0)"));
    }

    @Test
    void dvm03AFieldReadBackByAnIterationThatOthersWrite() {
        loop("line", 0, 2, block -> {
            dyn.fieldWrite(mesh, null, BASE + PUT_S);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        assertThat(seen(), contains("DVM03 undeclared-private s write 107 (1)", "DVM03 undeclared-private s read 106 (1)"));
        assertThat(found.get(1).detail, equalTo("the iteration reads back its own write of a field other iterations "
                + "write too: declare it @Reduction or private, or assign it outside the construct"));
        assertThat(related(found.get(0)), equalTo("write 107 (0)"));
    }

    @Test
    void dvm03FieldsOfTwoInstancesAreTwoVariables() {
        Mesh[] meshes = {mesh, new Mesh(), new Mesh()};
        dyn.fieldWrite(meshes[0], null, BASE + PUT_S);
        loop("line", 0, 3, block -> {
            Mesh own = meshes[block.lo[0]];
            dyn.fieldWrite(own, null, BASE + PUT_S);
            dyn.fieldRead(own, BASE + GET_S);
        });
        assertThat(seen(), empty());
        loop("line", 0, 2, block -> dyn.fieldRead(meshes[0], BASE + GET_S));
        assertThat("a field read by every iteration is shared read-only", seen(), empty());
    }

    @Test
    void dvm03AStaticFieldWrittenByTwoIterations() {
        dyn.fieldWrite(null, null, BASE + PUT_SHARED);
        loop("line", 0, 2, block -> {
            dyn.fieldRead(null, BASE + GET_SHARED);
            dyn.fieldWrite(null, null, BASE + PUT_SHARED);
        });
        assertThat(seen(), contains("DVM03 undeclared-private shared read 108 (1)",
                "DVM03 undeclared-private shared write 109 (1)"));
        assertThat(related(found.get(0)), equalTo("write 109 (0)"));
    }

    @Test
    void dvm03AFieldWrittenBeforeTheLoopAndReadByEveryIterationIsClean() {
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        loop("line", 0, 3, block -> {
            dyn.fieldRead(mesh, BASE + GET_S);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        loop("line", 0, 3, block -> dyn.fieldRead(mesh, BASE + GET_S));
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        loop("line", 0, 1, block -> {
            dyn.fieldWrite(mesh, null, BASE + PUT_S);
            dyn.fieldRead(mesh, BASE + GET_S);
        });
        assertThat(seen(), empty());
    }

    @Test
    void dvm03APrivateReadBeforeItsWriteInTheIteration() {
        loop("scratch", 0, 3, block -> {
            if (block.lo[0] != 1) {
                dyn.privateAccess(true, BASE + PRIVATE_WRITE);
            }
            dyn.privateAccess(false, BASE + PRIVATE_READ);
            dyn.privateAccess(false, BASE + PRIVATE_READ);
        });
        assertThat(seen(), contains("DVM03 private-read-before-write t read 110 (1)",
                "DVM03 private-read-before-write t read 110 (1)"));
        assertThat(found.get(0).construct, equalTo("loop 1 MeshFixture$Mesh.scratch (Mesh.java:10)"));
    }

    @Test
    void dvm03PrivateAccessesOutsideItsLoopAreNotChecked() {
        dyn.privateAccess(false, BASE + PRIVATE_READ);
        loop("line", 0, 2, block -> dyn.privateAccess(false, BASE + PRIVATE_READ));
        assertThat(seen(), empty());
    }

    @Test
    void dvm03APrivateFieldAfterItsLoopHasNoValueUntilWritten() {
        loop("scratch", 0, 2, block -> dyn.privateAccess(true, BASE + PRIVATE_WRITE));
        dyn.fieldRead(mesh, BASE + GET_T);
        assertThat(seen(), contains("DVM02 private-after-construct t read 112 null"));
        assertThat(found.get(0).detail, equalTo("a declared private field has no defined value after its construct; "
                + "assign it before reading it"));
        found.clear();
        dyn.fieldWrite(mesh, null, BASE + PUT_T);
        dyn.fieldRead(mesh, BASE + GET_T);
        assertThat(seen(), empty());
    }

    // ------------------------------------------------------------------ DVM04

    @Test
    void dvm04AnAsynchronousResultWrittenOrReadBeforeTheWait() {
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        loop("sumLater", 0, 2, block -> { });
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        dyn.fieldRead(mesh, BASE + GET_S);
        mesh.group.start();
        mesh.group.waitDone();
        dyn.fieldRead(mesh, BASE + GET_S);
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        assertThat(seen(), contains("DVM04 use-before-wait s write 107 null", "DVM04 use-before-wait s read 106 null"));
        assertThat(found.get(0).detail, equalTo("the asynchronous reduction of s has not completed: call waitDone() "
                + "on its group first"));
        assertThat(found.get(0).construct, equalTo(null));
    }

    @Test
    void dvm04AGroupStartedTwiceOrWaitedForWithoutAStart() {
        loop("sumLater", 0, 2, block -> { });
        mesh.group.start();
        mesh.group.start();
        mesh.group.waitDone();
        mesh.group.waitDone();
        dyn.finish();
        assertThat(found.stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.variable + " " + d.access
                + " " + d.file).collect(Collectors.toList()), contains(
                "DVM04 start-without-wait group call DynControlRulesTest.java",
                "DVM04 wait-without-start group call DynControlRulesTest.java"));
        assertThat(found.get(0).detail.startsWith("started again at DynControlRulesTest.java:"), equalTo(true));
        assertThat(found.get(1).detail, equalTo("waitDone() without start(): start the group when its loops have ended"));
    }

    @Test
    void dvm04AGroupNeverWaitedForIsReportedAtTheEnd() {
        loop("sumLater", 0, 2, block -> { });
        mesh.group.start();
        assertThat(seen(), empty());
        dyn.finish();
        assertThat(found, hasSize(1));
        Diagnostic d = found.get(0);
        assertThat(d.errorClass.ruleId() + " " + d.kind + " " + d.variable, equalTo("DVM04 start-without-wait group"));
        assertThat(d.detail, equalTo("started at " + d.file + ":" + d.line + " and never waited for"));
        install(Checks.all(), null);
        loop("sumLater", 0, 2, block -> { });
        mesh.group.start();
        mesh.group.waitDone();
        dyn.finish();
        assertThat(seen(), empty());
    }

    // ------------------------------------------------------------------ DVM05

    @Test
    void dvm05AnIndexOutsideEachDimensionNamesItsBounds() {
        loop2("relax", 1, 2, 1, 2, block -> {
            dyn.arrayRead(mesh.m[1], 6, BASE + READ);
            dyn.arrayWrite(mesh.m[1], -1, BASE + WRITE);
            dyn.arrayRead(mesh.m, 6, BASE + READ2);
        });
        assertThat(seen(), contains("DVM05  m[1][6] read 100 (1, 1)", "DVM05  m[1][-1] write 101 (1, 1)",
                "DVM05  m[6] read 102 (1, 1)"));
        assertThat(found.get(0).detail, equalTo("dimension 2 has bounds [0, 6)"));
        assertThat(found.get(2).detail, equalTo("dimension 1 has bounds [0, 6)"));
    }

    @Test
    void dvm05IsForDistributedArraysOnly() {
        dyn.arrayRead(mesh.plain, 10, BASE + READ3);
        dyn.arrayWrite(mesh.plain, -1, BASE + WRITE3);
        loop("line", 0, 1, block -> dyn.arrayRead(mesh.v, 9, BASE + READ));
        assertThat(seen(), contains("DVM06  v[9] read 100 (0)"));
    }

    // ------------------------------------------------------------------ DVM06 - DVM09 on two dimensions

    @Test
    void dvm07And08AStencilOnATwoDimensionalGrid() {
        loop2("relax", 1, 5, 1, 5, block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayRead(mesh.m[i - 1], j, BASE + READ);
            dyn.arrayRead(mesh.m[i + 1], j, BASE + READ);
            dyn.arrayRead(mesh.m[i], j - 1, BASE + READ);
            dyn.arrayRead(mesh.m[i], j + 1, BASE + READ);
            dyn.arrayWrite(mesh.n[i], j, BASE + WRITE2);
        });
        assertThat("renewed shadows, own elements written", seen(), empty());
        loop2("relax", 1, 3, 1, 3, block -> dyn.arrayRead(mesh.m[block.lo[0] - 1], block.lo[1] - 1, BASE + READ3));
        assertThat(seen(), contains("DVM08 corner m[0][0] read 104 (1, 1)", "DVM08 corner m[0][1] read 104 (1, 2)",
                "DVM08 corner m[1][0] read 104 (2, 1)", "DVM08 corner m[1][1] read 104 (2, 2)"));
        assertThat(found.get(0).detail, equalTo("a corner element, and the renewal did not include corners: declare corner = true"));
        found.clear();
        loop2("relaxCorners", 1, 3, 1, 3, block -> dyn.arrayRead(mesh.m[block.lo[0] - 1], block.lo[1] - 1, BASE + READ3));
        assertThat(seen(), empty());
    }

    @Test
    void dvm08AShadowReadAfterTheArrayWasWritten() {
        loop2("stale", 2, 3, 2, 4, block -> {
            dyn.arrayRead(mesh.m[block.lo[0]], block.lo[1] + 1, BASE + READ);
            dyn.arrayRead(mesh.m[block.lo[0]], block.lo[1], BASE + READ2);
        });
        assertThat(seen(), contains("DVM08 not-renewed m[2][3] read 100 (2, 2)", "DVM08 not-renewed m[2][4] read 100 (2, 3)"));
        assertThat(found.get(0).detail, equalTo("m was not renewed since it was last written: declare shadowRenew or use a ShadowGroup"));
        found.clear();
        loop2("relax", 2, 3, 2, 4, block -> dyn.arrayWrite(mesh.m[block.lo[0]], block.lo[1], BASE + WRITE));
        loop2("stale", 2, 3, 2, 3, block -> dyn.arrayRead(mesh.m[block.lo[0] + 1], block.lo[1], BASE + READ));
        assertThat("written by the loop before", seen(), contains("DVM08 not-renewed m[3][2] read 100 (2, 2)"));
    }

    @Test
    void dvm07AWriteIntoTheShadowEdge() {
        loop2("relax", 2, 3, 2, 3, block -> {
            dyn.arrayWrite(mesh.m[2], 3, BASE + WRITE);
            dyn.arrayWrite(mesh.m[3], 2, BASE + WRITE);
            dyn.arrayWrite(mesh.m[2], 2, BASE + WRITE);
        });
        assertThat(seen(), contains("DVM07  m[2][3] write 101 (2, 2)", "DVM07  m[3][2] write 101 (2, 2)"));
        assertThat(found.get(0).detail, equalTo("shadow elements are read-only copies of the neighbours' elements"));
    }

    @Test
    void dvm06ElementsBeyondTheShadowInEitherDimension() {
        loop2("relax", 2, 3, 2, 3, block -> {
            dyn.arrayRead(mesh.m[4], 2, BASE + READ);
            dyn.arrayRead(mesh.m[2], 0, BASE + READ2);
            dyn.arrayWrite(mesh.m[0], 0, BASE + WRITE);
            dyn.arrayRead(mesh.n[2], 3, BASE + READ3);
        });
        assertThat(seen(), contains("DVM06  m[4][2] read 100 (2, 2)", "DVM06  m[2][0] read 102 (2, 2)",
                "DVM06  m[0][0] write 101 (2, 2)", "DVM06  n[2][3] read 104 (2, 2)"));
    }

    @Test
    void aWholeDimensionIsLocalEverywhere() {
        loop2("byRows", 1, 3, 0, 2, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.rows[i], 5, BASE + READ);
            dyn.arrayWrite(mesh.rows[i], block.lo[1], BASE + WRITE);
            dyn.arrayRead(mesh.everywhere, 5 - i, BASE + READ2);
        });
        assertThat(seen(), empty());
        loop2("byRows", 1, 2, 0, 1, block -> dyn.arrayRead(mesh.rows[block.lo[0] + 1], 0, BASE + READ3));
        assertThat(seen(), contains("DVM06  rows[2][0] read 104 (1, 0)"));
    }

    @Test
    void dvm06AnArrayOfAnotherTemplateAndDvm09ItsRemoteBuffer() {
        loop("line", 1, 2, block -> dyn.arrayRead(mesh.m[1], 1, BASE + READ));
        assertThat(seen(), contains("DVM06  m[1][1] read 100 (1)"));
        found.clear();
        loop("gather", 1, 2, block -> {
            dyn.arrayRead(mesh.m[1], 1, BASE + READ);
            dyn.arrayRead(mesh.m[5], 5, BASE + READ);
            dyn.arrayWrite(mesh.m[5], 5, BASE + WRITE);
        });
        assertThat(seen(), contains("DVM09  m[5][5] write 101 (1)"));
    }

    @Test
    void anAlignmentOffsetMovesTheOwnElement() {
        loop("line", 1, 8, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.w, i - 1, BASE + READ);
            dyn.arrayWrite(mesh.w, i - 1, BASE + WRITE);
        });
        assertThat("w[i - 1] lives with v[i]", seen(), empty());
        loop("line", 3, 4, block -> dyn.arrayRead(mesh.w, 3, BASE + READ2));
        assertThat(seen(), contains("DVM06  w[3] read 102 (3)"));
    }

    @Test
    void aLoopOffsetMovesTheOwnElement() {
        loop("line", 2, 0, 8, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, i + 2, BASE + READ);
            dyn.arrayWrite(mesh.v, i + 2, BASE + WRITE);
        });
        assertThat(seen(), empty());
        loop("line", 2, 0, 1, block -> dyn.arrayRead(mesh.v, 0, BASE + READ2));
        assertThat(seen(), contains("DVM06  v[0] read 102 (0)"));
    }

    @Test
    void dvm08ARenewalInProgressAndOneWaitedFor() {
        dyn.fieldWrite(mesh, mesh.v, BASE + PUT_V);
        ShadowGroup renewal = ShadowGroup.of(mesh.v);
        dyn.arrayWrite(mesh.v, 0, BASE + WRITE);
        renewal.start();
        loop("line", 3, 4, block -> dyn.arrayRead(mesh.v, 4, BASE + READ));
        renewal.waitDone();
        loop("line", 3, 4, block -> dyn.arrayRead(mesh.v, 4, BASE + READ));
        loop("line", 5, 6, block -> dyn.arrayRead(mesh.v, 4, BASE + READ));
        assertThat(seen(), contains("DVM08 renewal-in-progress v[4] read 100 (3)"));
        assertThat(found.get(0).detail, equalTo("the ShadowGroup renewing v was started and not waited for"));
    }

    @Test
    void dvm10ASequentialWriteWhileARenewalRuns() {
        dyn.fieldWrite(mesh, mesh.v, BASE + PUT_V);
        ShadowGroup renewal = ShadowGroup.of(mesh.v, mesh.w);
        dyn.arrayWrite(mesh.v, 0, BASE + WRITE);
        renewal.start();
        dyn.arrayWrite(mesh.v, 1, BASE + WRITE);
        renewal.waitDone();
        dyn.arrayWrite(mesh.v, 2, BASE + WRITE);
        assertThat(seen(), contains("DVM10 write-during-renewal v[1] write 101 null"));
        assertThat(found.get(0).detail, equalTo("a ShadowGroup renewal of v is in progress; write after waitDone()"));
    }

    // ------------------------------------------------------------------ one site, many accesses

    @Test
    void aSiteThatSawTheArrayBeforeStillChecksItsBounds() {
        dyn.fieldWrite(mesh, mesh.v, BASE + PUT_V);
        for (int index : new int[] {0, 10, 3, -1}) {
            dyn.arrayRead(mesh.v, index, BASE + READ);
            dyn.arrayWrite(mesh.v, index, BASE + WRITE);
        }
        loop("line", 3, 4, block -> {
            for (int index : new int[] {3, 10, 3, -1}) {
                dyn.arrayRead(mesh.v, index, BASE + READ2);
                dyn.arrayWrite(mesh.v, index, BASE + WRITE2);
            }
        });
        assertThat(seen(), contains("DVM05  v[10] read 100 null", "DVM05  v[10] write 101 null",
                "DVM05  v[-1] read 100 null", "DVM05  v[-1] write 101 null", "DVM05  v[10] read 102 (3)",
                "DVM05  v[10] write 103 (3)", "DVM05  v[-1] read 102 (3)", "DVM05  v[-1] write 103 (3)"));
    }

    @Test
    void aSiteAlternatingBetweenArraysChecksEachAsItself() {
        loop("line", 1, 5, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.v, i, BASE + READ);
            dyn.arrayRead(mesh.w, i + 4, BASE + READ);
            dyn.arrayRead(mesh.plain, i, BASE + READ);
            dyn.arrayWrite(mesh.v, i, BASE + WRITE);
            dyn.arrayWrite(mesh.plain, i, BASE + WRITE);
            dyn.arrayWrite(mesh.w, i - 1, BASE + WRITE);
        });
        assertThat(seen(), contains("DVM06  w[5] read 100 (1)", "DVM06  w[6] read 100 (2)", "DVM06  w[7] read 100 (3)",
                "DVM06  w[8] read 100 (4)"));
    }

    @Test
    void oneSiteReadingAroundItsElementOnTwoDimensions() {
        loop2("stale", 2, 4, 2, 4, block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            int[][] offsets = {{0, 0}, {0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {0, 2}, {-2, 0}, {0, 0}};
            for (int[] o : offsets) {
                dyn.arrayRead(mesh.m[i + o[0]], j + o[1], BASE + READ);
            }
        });
        List<String> expected = new ArrayList<>();
        for (int i = 2; i < 4; i++) {
            for (int j = 2; j < 4; j++) {
                String at = " read 100 (" + i + ", " + j + ")";
                expected.add("DVM08 not-renewed m[" + i + "][" + (j + 1) + "]" + at);
                expected.add("DVM08 not-renewed m[" + i + "][" + (j - 1) + "]" + at);
                expected.add("DVM08 not-renewed m[" + (i + 1) + "][" + j + "]" + at);
                expected.add("DVM08 not-renewed m[" + (i - 1) + "][" + j + "]" + at);
                expected.add("DVM08 not-renewed m[" + (i + 1) + "][" + (j + 1) + "]" + at);
                expected.add("DVM06  m[" + i + "][" + (j + 2) + "]" + at);
                expected.add("DVM06  m[" + (i - 2) + "][" + j + "]" + at);
            }
        }
        assertThat(seen(), equalTo(expected));
    }

    @Test
    void oneSiteReadingAroundItsElementWithRenewedShadows() {
        loop2("relax", 2, 4, 2, 4, block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            int[][] offsets = {{0, 0}, {0, 1}, {-1, 0}, {1, -1}, {0, -2}, {2, 0}};
            for (int[] o : offsets) {
                dyn.arrayRead(mesh.m[i + o[0]], j + o[1], BASE + READ);
            }
        });
        List<String> expected = new ArrayList<>();
        for (int i = 2; i < 4; i++) {
            for (int j = 2; j < 4; j++) {
                String at = " read 100 (" + i + ", " + j + ")";
                expected.add("DVM08 corner m[" + (i + 1) + "][" + (j - 1) + "]" + at);
                expected.add("DVM06  m[" + i + "][" + (j - 2) + "]" + at);
                expected.add("DVM06  m[" + (i + 2) + "][" + j + "]" + at);
            }
        }
        assertThat(seen(), equalTo(expected));
    }

    @Test
    void oneSiteWritingAroundItsElementOnTwoDimensions() {
        loop2("relax", 2, 3, 1, 5, block -> {
            int i = block.lo[0];
            int j = block.lo[1];
            dyn.arrayWrite(mesh.n[i], j, BASE + WRITE);
            dyn.arrayWrite(mesh.n[i], 5 - j + 1, BASE + WRITE);
            dyn.arrayWrite(mesh.m[i], j, BASE + WRITE2);
            if (j == 4) {
                dyn.arrayWrite(mesh.m[i], 5, BASE + WRITE2);
                dyn.arrayWrite(mesh.m[i + 1], j, BASE + WRITE2);
                dyn.arrayWrite(mesh.m[i], 1, BASE + WRITE2);
            }
        });
        assertThat(seen(), contains("DVM06  n[2][5] write 101 (2, 1)", "DVM06  n[2][4] write 101 (2, 2)",
                "DVM01 output n[2][4] write 101 (2, 4)", "DVM06  n[2][2] write 101 (2, 4)",
                "DVM01 output n[2][2] write 101 (2, 4)",
                "DVM07  m[2][5] write 103 (2, 4)", "DVM07  m[3][4] write 103 (2, 4)", "DVM06  m[2][1] write 103 (2, 4)",
                "DVM01 output m[2][1] write 103 (2, 4)"));
    }

    @Test
    void aLoopOverTheFirstDimensionOwnsWholeRows() {
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".rowsOnly;src=Mesh.java:40;rank=1;tmpl=m;fmt=BB;off=0;"
                + "across=0;slots=0,0,0,0", Mesh.class, mesh, block -> {
                    int i = block.lo[0];
                    dyn.arrayRead(mesh.m[i], 5, BASE + READ);
                    dyn.arrayWrite(mesh.m[i], 0, BASE + WRITE);
                    if (i == 2) {
                        dyn.arrayRead(mesh.m[4], 0, BASE + READ2);
                    }
                }, new int[] {1, 4});
        assertThat(seen(), contains("DVM06  m[4][0] read 102 (2)"));
    }

    @Test
    void aLowerRankArrayAlignedWithTheTemplatesFirstDimension() {
        loop2("relax", 1, 3, 2, 4, block -> {
            int i = block.lo[0];
            dyn.arrayRead(mesh.diag, i, BASE + READ);
            if (i == 2) {
                dyn.arrayRead(mesh.diag, i + 2, BASE + READ2);
            }
        });
        assertThat(seen(), contains("DVM06  diag[4] read 102 (2, 2)", "DVM06  diag[4] read 102 (2, 3)"));
    }

    @Test
    void aNestedLoopReadingWhatItsOwnOuterIterationWrote() {
        loop("line", 0, 3, outer -> {
            int i = outer.lo[0];
            dyn.arrayWrite(mesh.plain, i, BASE + WRITE3);
            loop2("relax", 1, 3, 1, 2, inner -> dyn.arrayRead(mesh.plain, i, BASE + READ3));
        });
        assertThat(seen(), empty());
    }

    @Test
    void aGroupNoLoopFedIsStartedAndWaitedFor() {
        ReductionGroup fresh = new ReductionGroup();
        fresh.start();
        fresh.waitDone();
        dyn.finish();
        assertThat(seen(), empty());
    }

    @Test
    void dvm04TheLocationsOfAnAsynchronousMaxlocArePendingToo() {
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        dyn.fieldWrite(mesh, null, LOC + 1);
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".sumLater;src=Mesh.java:50;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=1,0,0,1;red=MAXLOC,D,s,0,group,loc:0", Mesh.class, mesh, block -> { },
                new int[] {0, 3});
        dyn.fieldRead(mesh, LOC);
        mesh.group.start();
        mesh.group.waitDone();
        dyn.fieldRead(mesh, LOC);
        assertThat(seen(), contains("DVM04 use-before-wait loc read 60 null"));
    }

    @Test
    void aHelperUsingTheMaxlocLocationUsesTheLoopsOwn() {
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".sum;src=Mesh.java:50;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=1,0,0,1;red=MAXLOC,D,s,0,-,loc:0", Mesh.class, mesh, block -> {
                    dyn.boundAccess(mesh, true, LOC + 1); // a helper the body calls writes the location
                    dyn.boundAccess(mesh, false, LOC);
                }, new int[] {0, 3});
        assertThat(seen(), empty());
    }

    static final int LOC = Sites.register(Mesh.class, "Mesh.java\ndyn\nGF;60;main;" + OWNER + ".loc:I\n"
            + "PF;61;main;" + OWNER + ".loc:I");

    // ------------------------------------------------------------------ stopping

    @Test
    void whenTheReporterIsFullCheckingStops() {
        List<Diagnostic> taken = new ArrayList<>();
        dyn = new DynControl(new Lifecycle(), Checks.all(), d -> taken.add(d) && false);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        loop("line", 1, 6, block -> {
            dyn.arrayRead(mesh.v, block.lo[0] - 1, BASE + READ);
            dyn.arrayWrite(mesh.v, block.lo[0], BASE + WRITE);
        });
        assertThat("what the first access found, then nothing",
                taken.stream().map(d -> d.iteration).distinct().collect(Collectors.toList()), contains("(1)"));
        long counted = dyn.accesses;
        dyn.arrayRead(mesh.v, 0, BASE + READ);
        dyn.fieldRead(mesh, BASE + GET_S);
        dyn.fieldWrite(mesh, null, BASE + PUT_S);
        dyn.arrayRange(mesh.v, 0, 3, true, BASE + WRITE);
        assertThat("nothing is checked after the stop", dyn.accesses, equalTo(counted));
    }

    @Test
    void aStopAtAGroupReportStopsChecking() {
        List<Diagnostic> taken = new ArrayList<>();
        dyn = new DynControl(new Lifecycle(), Checks.all(), d -> taken.add(d) && false);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        mesh.group.waitDone();
        long counted = dyn.accesses;
        dyn.arrayWrite(mesh.plain, 0, BASE + WRITE3);
        assertThat(taken, hasSize(1));
        assertThat(dyn.accesses, equalTo(counted));
    }

    // ------------------------------------------------------------------ bulk ranges

    @Test
    void aRangeIsCheckedElementByElementAndItsFirstBadIndexReported() {
        loop("line", 4, 5, block -> dyn.arrayRange(mesh.v, 3, 6, false, BASE + READ));
        assertThat(seen(), contains("DVM08 not-renewed v[3] read 100 (4)", "DVM08 not-renewed v[5] read 100 (4)"));
        found.clear();
        long before = dyn.accesses;
        dyn.arrayRange(mesh.v, -2, 2, true, BASE + WRITE);
        dyn.arrayRange(mesh.v, 8, 12, false, BASE + READ);
        dyn.arrayRange("not an array", 0, 2, true, BASE + WRITE);
        dyn.arrayRange(null, 0, 2, true, BASE + WRITE);
        assertThat(seen(), contains("DVM05  v[-2] write 101 null", "DVM05  v[10] read 100 null"));
        assertThat(dyn.accesses - before, equalTo(1L + 2 + 1 + 2));
        found.clear();
        dyn.arrayRange(mesh.v, 0, mesh.v.length, true, BASE + WRITE);
        assertThat("the whole array: no index out of bounds", seen(), empty());
        dyn.arrayRange(mesh.v, 0, 12, false, BASE + READ);
        assertThat("from the first index on: the first bad one is past the end", seen(),
                contains("DVM05  v[10] read 100 null"));
    }

    // ------------------------------------------------------------------ boundary iterations

    static final int EDGE = Sites.register(Mesh.class, "Edge.java\ndyn\nR;50;edge;\nW;51;edge;\nR;52;edge;\n"
            + "R;52;edge;\nGF;53;edge;" + OWNER + ".s:D\nW;54;other;");

    @Test
    void boundaryIterationsOnlyAndTheLinesTheyDidNotReach() {
        install(Checks.all(), new BoundaryIterations(1, 2, BoundaryIterations.Kind.FACES));
        assertThat(dyn.boundaryIterations().right(), equalTo(2));
        List<Integer> checked = new ArrayList<>();
        List<Integer> plain = new ArrayList<>();
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + ".edge;src=Edge.java:49;rank=1;tmpl=v;fmt=B;off=0;"
                + "across=0;slots=0,0,0,0", Mesh.class, mesh, block -> {
                    int i = block.lo[0];
                    checked.add(i);
                    dyn.arrayRead(mesh.v, i, EDGE);
                    dyn.arrayWrite(mesh.v, i, EDGE + 1);
                    if (i == 5) {
                        dyn.arrayRead(mesh.v, i, EDGE + 2);
                    }
                }, block -> {
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        plain.add(i);
                        dyn.arrayRead(mesh.v, i - 1, EDGE); // not reported while unchecked
                    }
                }, new int[] {0, 10});
        assertThat(checked, contains(0, 8, 9));
        assertThat(plain, contains(1, 2, 3, 4, 5, 6, 7));
        assertThat(seen(), empty());
        assertThat(dyn.uncheckedSegments, equalTo(1L));
        assertThat(dyn.uncheckedIterations, equalTo(7L));
        assertThat(dyn.accesses, equalTo(6L));
        assertThat(dyn.linesNotChecked(), contains("Edge.java:52 (" + Mesh.class.getName() + ".edge)",
                "Edge.java:53 (" + Mesh.class.getName() + ".edge)"));
        dyn.arrayRead(mesh.v, 0, BASE + READ);
        assertThat("checking resumes after the segment", dyn.accesses, equalTo(7L));
    }

    @Test
    void uncheckedSegmentsOfATwoDimensionalLoopCountTheirIterations() {
        install(Checks.all(), new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES));
        loop2("relax", 0, 5, 0, 4, block -> { });
        assertThat(dyn.iterations, equalTo(20L - 6));
        assertThat(dyn.uncheckedIterations, equalTo(6L));
        assertThat(dyn.uncheckedSegments, equalTo(3L));
    }

    // ------------------------------------------------------------------ construct numbers

    @Test
    void eachConstructKeepsItsNumber() {
        loop("line", 1, 2, block -> dyn.arrayRead(mesh.v, 3, BASE + READ));
        loop2("stale", 1, 2, 1, 2, block -> dyn.arrayRead(mesh.m[4], 1, BASE + READ));
        loop("line", 1, 2, block -> dyn.arrayRead(mesh.v, 4, BASE + READ2));
        assertThat(found.stream().map(d -> d.construct).collect(Collectors.toList()), contains(
                "loop 1 MeshFixture$Mesh.line (Mesh.java:10)", "loop 2 MeshFixture$Mesh.stale (Mesh.java:20)",
                "loop 1 MeshFixture$Mesh.line (Mesh.java:10)"));
    }

    @Test
    void aSwitchedOffCheckReportsNothingOfItsKind() {
        Checks checks = Checks.all();
        checks.varReadOnly = false;
        install(checks, null);
        loop("line", 0, 2, block -> {
            dyn.arrayWrite(mesh.plain, 5, BASE + WRITE3);
            dyn.fieldWrite(mesh, null, BASE + PUT_S);
        });
        assertThat(seen(), empty());
        assertThrows(IndexOutOfBoundsException.class, () -> found.get(0));
    }
}
