package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;
import org.javadvm.ShadowGroup;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.javadvm.debug.config.Check;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.report.Diagnostic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Drives the checker through the real run-time (constructs emulated under an installed monitor) with
 * access events sent by hand from the loop bodies, as woven code would send them.
 */
class DynControlTest {
    /** Site numbers of {@link #TABLE}, relative to the registered base. */
    private static final int READ_A = 0;
    private static final int WRITE_A = 1;
    private static final int READ_B = 2;
    private static final int WRITE_B = 3;
    private static final int PUT_S = 4;
    private static final int GET_S = 5;
    private static final int PUT_A_FIELD = 6;
    private static final int PRIVATE_READ = 7;
    private static final int PRIVATE_WRITE = 8;
    private static final int NEW_ARRAY = 9;
    private static final int WRITE_PLAIN = 10;
    private static final int GET_T = 11;
    private static final String OWNER = Grid.class.getName().replace('.', '/');
    private static final String TABLE = "Grid.java\ndyn\n"
            + "R;20;body;\nW;21;body;\nR;22;body;\nW;23;body;\n"
            + "PF;24;body;" + OWNER + ".s:D\nGF;25;main;" + OWNER + ".s:D\n"
            + "PF;26;<init>;" + OWNER + ".a:[D\n"
            + "PR;27;body;" + OWNER + ".t:D\nPW;28;body;" + OWNER + ".t:D\n"
            + "NA;29;main;[D\nW;30;body;\nGF;31;main;" + OWNER + ".t:D";
    private static final int BASE = Sites.register(Grid.class, TABLE);

    static final class Grid {
        @Distributed(format = Format.BLOCK, shadow = 1)
        double[] a;
        @Distributed(alignWith = "a")
        double[] b;
        double s;
        double t;
        ReductionGroup group = new ReductionGroup();

        @ParallelLoop(on = "b", shadowRenew = "a")
        void renewed(int lo, int hi) {
        }

        @ParallelLoop(on = "b")
        void unrenewed(int lo, int hi) {
        }

        @ParallelLoop(on = "a", across = "a")
        void sweep(int lo, int hi) {
        }

        @ParallelLoop(on = "b", remoteAccess = "a")
        void remote(int lo, int hi) {
        }

        @ParallelLoop(on = "b", privates = "t")
        void scratch(int lo, int hi) {
        }

        @ParallelLoop(on = "b")
        @Reduction(var = "s", op = ReductionOp.SUM, group = "group")
        void sum(int lo, int hi) {
        }
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Grid grid;

    @BeforeEach
    void install() {
        install(Checks.all());
    }

    private void install(Checks checks) {
        found.clear();
        dyn = new DynControl(new Lifecycle(), checks, diagnostic -> found.add(diagnostic));
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        grid = new Grid();
        dyn.fieldWrite(grid, newArray(grid, 10), BASE + PUT_A_FIELD);
        grid.b = new double[10];
        for (int i = 0; i < 10; i++) {
            dyn.arrayWrite(grid.a, i, BASE + WRITE_A);
            grid.a[i] = i;
        }
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private double[] newArray(Grid owner, int n) {
        owner.a = new double[n];
        dyn.arrayAllocated(owner.a, BASE + NEW_ARRAY);
        return owner.a;
    }

    private void loop(String method, int lo, int hi, LoopBody body) {
        String spec = "kind=loop;name=" + Grid.class.getName() + "." + method + ";src=Grid.java:10;rank=1;tmpl=a;"
                + "fmt=B;off=0;across=" + (method.equals("sweep") ? 1 : 0) + ";slots=0,0,0,0"
                + (method.equals("sum") ? ";red=SUM,D,s,0,group" : "");
        if (method.equals("sum")) {
            spec = spec.replace("slots=0,0,0,0", "slots=0,0,0,1");
        }
        Woven.loop(spec, Grid.class, grid, body, new int[] {lo, hi});
    }

    /** One line per distinct diagnostic (as the log counts them), the first occurrence's element. */
    private List<String> rules() {
        java.util.Map<String, Diagnostic> distinct = new java.util.LinkedHashMap<>();
        found.forEach(d -> distinct.putIfAbsent(d.key(), d));
        return distinct.values().stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.element + " " + d.access + " "
                + d.line).distinct().collect(Collectors.toList());
    }

    @Test
    void stencilWithRenewedShadowIsClean() {
        loop("renewed", 1, 9, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.a, i - 1, BASE + READ_A);
            dyn.arrayRead(grid.a, i + 1, BASE + READ_A);
            dyn.arrayWrite(grid.b, i, BASE + WRITE_B);
        });
        assertThat(rules(), empty());
    }

    @Test
    void stencilWithoutRenewalReadsStaleShadow() {
        loop("unrenewed", 1, 9, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.a, i - 1, BASE + READ_A);
            dyn.arrayWrite(grid.b, i, BASE + WRITE_B);
        });
        assertThat(found, hasSize(8));
        Diagnostic first = found.get(0);
        assertThat(rules().get(0), equalTo("DVM08 not-renewed a[0] read 20"));
        assertThat(first.iteration, equalTo("(1)"));
        assertThat(first.construct, equalTo("loop 1 DynControlTest$Grid.unrenewed (Grid.java:10)"));
    }

    @Test
    void aWriteInTheSequentialPartMakesARenewedShadowStaleAgain() {
        LoopBody stencil = block -> dyn.arrayRead(grid.a, block.lo[0] - 1, BASE + READ_A);
        loop("renewed", 1, 9, stencil);
        loop("unrenewed", 1, 9, stencil);
        assertThat("renewed by the loop before, written by none since", rules(), empty());
        dyn.arrayWrite(grid.a, 4, BASE + WRITE_A);
        loop("unrenewed", 1, 9, stencil);
        assertThat(found, hasSize(8));
        assertThat(rules().get(0), equalTo("DVM08 not-renewed a[0] read 20"));
    }

    @Test
    void readBeyondTheShadowIsNonLocalAndAShadowWriteIsReported() {
        loop("renewed", 2, 4, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.a, i - 2, BASE + READ_A);
            dyn.arrayWrite(grid.a, i + 1, BASE + WRITE_A);
        });
        assertThat(rules(), contains("DVM06  a[0] read 20", "DVM07  a[3] write 21"));
        assertThat(found, hasSize(4));
    }

    @Test
    void flowDependenceNamesBothIterations() {
        loop("unrenewed", 1, 4, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.b, i - 1, BASE + READ_B);
            dyn.arrayWrite(grid.b, i, BASE + WRITE_B);
        });
        List<Diagnostic> dependences = found.stream().filter(d -> d.errorClass.ruleId().equals("DVM01"))
                .collect(Collectors.toList());
        assertThat(dependences, hasSize(2));
        Diagnostic first = dependences.get(0);
        assertThat(first.kind, equalTo("flow"));
        assertThat(first.element, equalTo("b[1]"));
        assertThat(first.iteration, equalTo("(2)"));
        assertThat(first.relatedAccess, equalTo("write"));
        assertThat(first.relatedLine, equalTo(23));
        assertThat(first.relatedIteration, equalTo("(1)"));
    }

    @Test
    void acrossArraysAreExemptFromTheDependenceCheck() {
        loop("sweep", 1, 9, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.a, i - 1, BASE + READ_A);
            dyn.arrayWrite(grid.a, i, BASE + WRITE_A);
        });
        assertThat(rules(), empty());
    }

    @Test
    void antiDependenceIsReportedAtTheWrite() {
        loop("renewed", 0, 3, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.b, i, BASE + READ_B);
            dyn.arrayWrite(grid.b, i, BASE + WRITE_B);
            if (i == 2) {
                dyn.arrayWrite(grid.b, 0, BASE + WRITE_B);
            }
        });
        assertThat(rules().stream().filter(r -> r.startsWith("DVM01")).collect(Collectors.toList()),
                contains("DVM01 output b[0] write 23"));
    }

    @Test
    void remoteBufferIsReadOnly() {
        loop("remote", 1, 3, block -> {
            int i = block.lo[0];
            dyn.arrayRead(grid.a, 9 - i, BASE + READ_A);
            dyn.arrayWrite(grid.a, 9 - i, BASE + WRITE_A);
        });
        assertThat(rules(), contains("DVM09  a[8] write 21"));
        assertThat(found, hasSize(2));
    }

    @Test
    void outOfBoundsIsReportedWithTheIndex() {
        loop("renewed", 9, 10, block -> dyn.arrayRead(grid.a, 10, BASE + READ_A));
        assertThat(rules(), contains("DVM05  a[10] read 20"));
    }

    @Test
    void javasInitialValuesCountAsWrittenByDefault() {
        double[] fresh = new double[4];
        dyn.arrayAllocated(fresh, BASE + NEW_ARRAY);
        dyn.arrayRead(fresh, 2, BASE + READ_B);
        Grid other = new Grid();
        dyn.fieldWrite(other, newArray(other, 4), BASE + PUT_A_FIELD);
        dyn.arrayRead(other.a, 1, BASE + READ_A);
        dyn.fieldRead(other, BASE + GET_S);
        loop("renewed", 0, 2, block -> dyn.arrayRead(fresh, block.lo[0], BASE + READ_B));
        assertThat(rules(), empty());
    }

    @Test
    void theStrictReadingReportsJavasInitialValues() {
        install(Checks.strict());
        loop("renewed", 0, 2, block -> dyn.arrayRead(grid.b, block.lo[0], BASE + READ_B));
        // b was filled by code that is not woven here, so it counts as written; a fresh woven array does not
        assertThat(rules(), empty());
        double[] fresh = new double[4];
        dyn.arrayAllocated(fresh, BASE + NEW_ARRAY);
        dyn.arrayRead(fresh, 2, BASE + READ_B);
        Grid other = new Grid();
        dyn.fieldWrite(other, newArray(other, 4), BASE + PUT_A_FIELD);
        dyn.arrayRead(other.a, 1, BASE + READ_A);
        dyn.fieldRead(other, BASE + GET_S);
        assertThat(rules(), contains("DVM02 array-element array made at Grid.java:29[2] read 22",
                "DVM02 distributed-element a[1] read 20", "DVM02  s read 25"));
        assertThat(found.get(0).detail, equalTo("the program never wrote this element, which holds Java's initial "
                + "value (reported under CheckArrInitialization=2)"));
    }

    @Test
    void aStrictReadingOfPlainArraysLeavesDistributedOnesAlone() {
        Checks checks = Checks.all();
        checks.strictArrInitialization = true;
        install(checks);
        double[] fresh = new double[4];
        dyn.arrayAllocated(fresh, BASE + NEW_ARRAY);
        dyn.arrayRead(fresh, 2, BASE + READ_B);
        Grid other = new Grid();
        dyn.fieldWrite(other, newArray(other, 4), BASE + PUT_A_FIELD);
        dyn.arrayRead(other.a, 1, BASE + READ_A);
        dyn.fieldRead(other, BASE + GET_S);
        assertThat(rules(), contains("DVM02 array-element array made at Grid.java:29[2] read 22"));
    }

    @Test
    void aPrivateReadAfterItsConstructIsReportedByDefault() {
        dyn.fieldWrite(grid, null, BASE + PUT_S);
        loop("scratch", 0, 2, block -> dyn.privateAccess(true, BASE + PRIVATE_WRITE));
        dyn.fieldRead(grid, BASE + GET_T);
        assertThat(rules(), contains("DVM02 private-after-construct t read 31"));
    }

    @Test
    void aFieldUpdatedByEveryIterationIsAnUndeclaredModification() {
        dyn.fieldWrite(grid, null, BASE + PUT_S);
        loop("unrenewed", 0, 2, block -> {
            dyn.fieldRead(grid, BASE + GET_S);
            dyn.fieldWrite(grid, null, BASE + PUT_S);
        });
        assertThat(rules(), contains("DVM03 undeclared-private s read 25", "DVM03 undeclared-private s write 24"));
        Diagnostic first = found.get(0);
        assertThat(first.iteration, equalTo("(1)"));
        assertThat(first.relatedAccess, equalTo("write"));
        assertThat(first.relatedLine, equalTo(24));
        assertThat(first.relatedIteration, equalTo("(0)"));
    }

    @Test
    void aFieldReadByOneIterationAndWrittenByAnotherIsReadOnly() {
        dyn.fieldWrite(grid, null, BASE + PUT_S);
        loop("unrenewed", 0, 2, block -> {
            if (block.lo[0] == 0) {
                dyn.fieldRead(grid, BASE + GET_S);
            } else {
                dyn.fieldWrite(grid, null, BASE + PUT_S);
            }
        });
        assertThat(rules(), contains("DVM03 read-only-write s write 24"));
        found.clear();
        loop("unrenewed", 0, 1, block -> dyn.fieldWrite(grid, null, BASE + PUT_S));
        assertThat("a field only one iteration touches is that iteration's", rules(), empty());
    }

    @Test
    void privateReadBeforeWriteAndUseAfterTheLoop() {
        loop("scratch", 0, 2, block -> {
            if (block.lo[0] == 1) {
                dyn.privateAccess(true, BASE + PRIVATE_WRITE);
            }
            dyn.privateAccess(false, BASE + PRIVATE_READ);
        });
        assertThat(rules(), contains("DVM03 private-read-before-write t read 27"));
    }

    @Test
    void plainArrayElementWrittenByTwoIterations() {
        double[] plain = new double[4];
        dyn.arrayAllocated(plain, BASE + NEW_ARRAY);
        loop("unrenewed", 0, 2, block -> dyn.arrayWrite(plain, 0, BASE + WRITE_PLAIN));
        assertThat(rules(), contains("DVM03 undeclared-private array made at Grid.java:29[0] write 30"));
        found.clear();
        loop("unrenewed", 0, 4, block -> dyn.arrayWrite(plain, block.lo[0], BASE + WRITE_PLAIN));
        assertThat("each iteration writing its own element", rules(), empty());
    }

    @Test
    void asynchronousReductionVariableUsedBeforeTheWait() {
        dyn.fieldWrite(grid, null, BASE + PUT_S);
        loop("sum", 0, 4, block -> {
        });
        dyn.fieldRead(grid, BASE + GET_S);
        grid.group.start();
        grid.group.waitDone();
        dyn.fieldRead(grid, BASE + GET_S);
        grid.group.waitDone();
        grid.group.start();
        dyn.finish();
        assertThat(found.stream().map(d -> d.errorClass.ruleId() + " " + d.kind).collect(Collectors.toList()),
                contains("DVM04 use-before-wait", "DVM04 wait-without-start", "DVM04 start-without-wait"));
        assertThat(found.get(0).line, equalTo(25));
        assertThat(found.get(1).file, equalTo("DynControlTest.java"));
    }

    @Test
    void shadowGroupRenewalInProgressAndSequentialWrite() {
        dyn.arrayWrite(grid.a, 0, BASE + WRITE_A);
        ShadowGroup renewal = ShadowGroup.of(grid.a);
        renewal.start();
        dyn.arrayWrite(grid.a, 3, BASE + WRITE_A);
        loop("unrenewed", 1, 2, block -> dyn.arrayRead(grid.a, 0, BASE + READ_A));
        renewal.waitDone();
        loop("unrenewed", 1, 2, block -> dyn.arrayRead(grid.a, 2, BASE + READ_A));
        assertThat(rules(), contains("DVM10 write-during-renewal a[3] write 21",
                "DVM08 renewal-in-progress a[0] read 20"));
    }

    /** One scenario per switch that makes the rules it governs fire. */
    private void scenario(Check check) {
        switch (check) {
            case DATA_DEPENDENCE:
                loop("unrenewed", 1, 4, block -> {
                    dyn.arrayRead(grid.b, block.lo[0] - 1, BASE + READ_B);
                    dyn.arrayWrite(grid.b, block.lo[0], BASE + WRITE_B);
                });
                break;
            case VAR_INITIALIZATION:
                dyn.fieldRead(new Grid(), BASE + GET_S);
                break;
            case ARR_INITIALIZATION:
                double[] fresh = new double[2];
                dyn.arrayAllocated(fresh, BASE + NEW_ARRAY);
                dyn.arrayRead(fresh, 1, BASE + READ_B);
                break;
            case DIS_ARR_INITIALIZATION:
                Grid other = new Grid();
                dyn.fieldWrite(other, newArray(other, 4), BASE + PUT_A_FIELD);
                dyn.arrayRead(other.a, 1, BASE + READ_A);
                break;
            case VAR_READ_ONLY:
                dyn.fieldWrite(grid, null, BASE + PUT_S);
                loop("unrenewed", 0, 2, block -> dyn.fieldWrite(grid, null, BASE + PUT_S));
                break;
            case REDUCTION_ACCESS:
                dyn.fieldWrite(grid, null, BASE + PUT_S);
                loop("sum", 0, 2, block -> { });
                dyn.fieldRead(grid, BASE + GET_S);
                grid.group.waitDone();
                break;
            case DIS_ARR_LIMITS:
                dyn.arrayRead(grid.a, 10, BASE + READ_A);
                break;
            case DIS_ARR_LOCAL_ELM:
                loop("renewed", 2, 3, block -> dyn.arrayRead(grid.a, 0, BASE + READ_A));
                break;
            case DIS_ARR_EDGE_EXCHANGE:
                loop("unrenewed", 1, 2, block -> {
                    dyn.arrayRead(grid.a, 0, BASE + READ_A);
                    dyn.arrayWrite(grid.a, 2, BASE + WRITE_A);
                });
                break;
            case REMOTE_BUFFER_ACCESS:
                loop("remote", 1, 2, block -> dyn.arrayWrite(grid.a, 8, BASE + WRITE_A));
                break;
            default: // DIS_ARR_SEQUENTIAL_ACCESS
                ShadowGroup renewal = ShadowGroup.of(grid.a);
                renewal.start();
                dyn.arrayWrite(grid.a, 3, BASE + WRITE_A);
                renewal.waitDone();
                break;
        }
    }

    private static String rulesOf(Check check) {
        switch (check) {
            case DATA_DEPENDENCE: return "DVM01";
            case VAR_INITIALIZATION: case ARR_INITIALIZATION: case DIS_ARR_INITIALIZATION: return "DVM02";
            case VAR_READ_ONLY: return "DVM03";
            case REDUCTION_ACCESS: return "DVM04";
            case DIS_ARR_LIMITS: return "DVM05";
            case DIS_ARR_LOCAL_ELM: return "DVM06";
            case DIS_ARR_EDGE_EXCHANGE: return "DVM07 DVM08";
            case REMOTE_BUFFER_ACCESS: return "DVM09";
            default: return "DVM10";
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(Check.class)
    void everySwitchTurnsItsCheckOff(Check check) {
        if (check.initialization()) {
            install(Checks.strict()); // what Java's initialisation gave is only reported under the strict reading
        }
        scenario(check);
        List<String> on = found.stream().map(d -> d.errorClass.ruleId()).filter(rulesOf(check)::contains)
                .distinct().sorted().collect(Collectors.toList());
        assertThat(check + " on", String.join(" ", on), equalTo(rulesOf(check)));
        Properties off = new Properties();
        for (Check initialization : Check.values()) {
            if (initialization.initialization()) {
                off.setProperty(initialization.parameterName(), String.valueOf(Check.STRICT));
            }
        }
        off.setProperty(check.parameterName(), "0");
        install(DynParameters.checks(DebugParameters.load(null, off)));
        scenario(check);
        assertThat(check + " off", found.stream().map(d -> d.errorClass.ruleId()).filter(rulesOf(check)::contains)
                .collect(Collectors.toList()), empty());
    }
}
