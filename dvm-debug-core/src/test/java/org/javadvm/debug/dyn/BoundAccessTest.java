package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Accesses to declared reduction and private fields from outside the construct's own method, as the weaver
 * reports them ({@code boundRead} / {@code boundWrite}): the running construct's variable when it binds the
 * field of that object, an ordinary field otherwise.
 */
class BoundAccessTest {
    private static final String OWNER = Holder.class.getName().replace('.', '/');
    private static final int GET_T = 0;
    private static final int PUT_T = 1;
    private static final int GET_S = 2;
    private static final int PUT_S = 3;
    private static final int BASE = Sites.register(Holder.class, "Holder.java\ndyn\n"
            + "GF;40;helper;" + OWNER + ".t:D\nPF;41;helper;" + OWNER + ".t:D\n"
            + "GF;42;helper;" + OWNER + ".s:D\nPF;43;helper;" + OWNER + ".s:D");

    static final class Holder {
        @Distributed
        double[] a = new double[8];
        double s;
        double t;

        @ParallelLoop(on = "a", privates = "t")
        void scratch(int lo, int hi) {
        }

        @ParallelLoop(on = "a")
        @Reduction(var = "s", op = ReductionOp.SUM)
        void sum(int lo, int hi) {
        }
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Holder holder;
    private Holder other;

    @BeforeEach
    void install() {
        dyn = new DynControl(new Lifecycle(), Checks.all(), found::add);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        holder = new Holder();
        other = new Holder();
        dyn.boundAccess(holder, true, BASE + PUT_S); // the sequential part: the fields themselves
        dyn.boundAccess(other, true, BASE + PUT_S);
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void loop(String method, LoopBody body) {
        String spec = "kind=loop;name=" + Holder.class.getName() + "." + method + ";src=Holder.java:10;rank=1;"
                + "tmpl=a;fmt=B;off=0;across=0;"
                + (method.equals("sum") ? "slots=0,0,0,1;red=SUM,D,s,0,-" : "slots=0,0,0,1;prv=D,t,0");
        Woven.loop(spec, Holder.class, holder, body, new int[] {0, 8});
    }

    private List<String> rules() {
        return found.stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.element + " " + d.access
                + " " + d.line).distinct().collect(Collectors.toList());
    }

    @Test
    void aHelpersUseOfTheLoopsReductionIsTheLoopsOwn() {
        long before = dyn.accesses;
        loop("sum", block -> {
            dyn.boundAccess(holder, false, BASE + GET_S);
            dyn.boundAccess(holder, true, BASE + PUT_S);
        });
        assertThat(rules(), empty());
        assertThat("each counts in the statistics' checked accesses", dyn.accesses - before, equalTo(16L));
    }

    @Test
    void theSameFieldOfAnotherObjectIsAnOrdinaryField() {
        loop("sum", block -> {
            dyn.boundAccess(other, false, BASE + GET_S);
            dyn.boundAccess(other, true, BASE + PUT_S);
        });
        assertThat(rules(), contains("DVM03 undeclared-private s read 42", "DVM03 undeclared-private s write 43"));
    }

    @Test
    void aHelperReadingThePrivateBeforeTheIterationWroteItIsReported() {
        loop("scratch", block -> {
            dyn.boundAccess(holder, false, BASE + GET_T);
            dyn.boundAccess(holder, true, BASE + PUT_T);
        });
        assertThat(rules(), contains("DVM03 private-read-before-write t read 40"));
    }

    @Test
    void aHelperWritingThePrivateFirstIsClean() {
        loop("scratch", block -> {
            dyn.boundAccess(holder, true, BASE + PUT_T);
            dyn.boundAccess(holder, false, BASE + GET_T);
        });
        assertThat(rules(), empty());
    }

    @Test
    void theRedirectedFieldReachedThroughTheFieldHooksIsStillShared() {
        loop("sum", block -> dyn.fieldRead(holder, BASE + GET_S));
        assertThat(rules(), contains("DVM03 reduction-shared s read 42"));
    }
}
