package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Locality after {@code @Redistribute}: the owner maps and the cached locality windows follow the template's new
 * format, so an access local under the old format and not under the new one is reported (DVM06), and one local
 * only under the new format is not; aligned arrays follow their template. Access events are sent by hand, as
 * woven code sends them.
 */
class RedistributeControlTest {
    private static final int READ_M = 0;
    private static final int READ_F = 1;
    private static final int WRITE_OUT = 2;
    private static final String TABLE = "Phases.java\ndyn\nR;40;body;\nR;41;body;\nW;42;body;";
    private static final int BASE = Sites.register(Phases.class, TABLE);
    private static final int N = 8;

    static final class Phases {
        @Distributed(format = {Format.BLOCK, Format.WHOLE})
        double[][] m = new double[N][N];
        @Distributed(alignWith = "m")
        double[][] follower = new double[N][N];
        /** Results of the row phase: another template, by rows. */
        @Distributed(format = {Format.BLOCK, Format.WHOLE})
        double[][] rows = new double[N][N];
        /** Results of the column phase: another template, by columns. */
        @Distributed(format = {Format.WHOLE, Format.BLOCK})
        double[][] columns = new double[N][N];
    }

    private final List<Diagnostic> found = new ArrayList<>();
    private DynControl dyn;
    private Phases data;

    @BeforeEach
    void install() {
        dyn = new DynControl(new Lifecycle(), Checks.all(), diagnostic -> found.add(diagnostic));
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        data = new Phases();
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    private void redistribute(String format) {
        Woven.redistribute("array=m;fmt=" + format + ";name=" + Phases.class.getName() + ".to" + format
                + ";src=Phases.java:50", Phases.class, data);
    }

    /** Row i of the row phase reads row i of m and of follower. */
    private void rowPhase() {
        loop("rowPhase", "rows", "BW", "", body(true));
    }

    /** Column j of the column phase reads column j of m and of follower. */
    private void columnPhase() {
        loop("columnPhase", "columns", "WB", ";dims=1", body(false));
    }

    private LoopBody body(boolean byRows) {
        return block -> {
            int k = block.lo[0];
            for (int l = 0; l < N; l++) {
                int i = byRows ? k : l;
                int j = byRows ? l : k;
                dyn.arrayRead(data.m[i], j, BASE + READ_M);
                dyn.arrayRead(data.follower[i], j, BASE + READ_F);
                dyn.arrayWrite((byRows ? data.rows : data.columns)[i], j, BASE + WRITE_OUT);
            }
        };
    }

    private void loop(String method, String template, String format, String dims, LoopBody body) {
        String spec = "kind=loop;name=" + Phases.class.getName() + "." + method + ";src=Phases.java:30;rank=1;tmpl="
                + template + ";fmt=" + format + ";off=0" + dims + ";across=0;slots=0,0,0,0";
        Woven.loop(spec, Phases.class, data, body, new int[] {0, N});
    }

    private List<String> rules() {
        java.util.Map<String, Diagnostic> distinct = new java.util.LinkedHashMap<>();
        found.forEach(d -> distinct.putIfAbsent(d.key(), d));
        return distinct.values().stream().map(d -> d.errorClass.ruleId() + " " + d.element + " " + d.access + " "
                + d.line + " at " + d.iteration).collect(Collectors.toList());
    }

    private String first(List<String> rules, String prefix) {
        return rules.stream().filter(r -> r.startsWith(prefix)).findFirst().orElse("none " + prefix);
    }

    @Test
    void eachPhaseIsCleanUnderTheFormatMadeForIt() {
        rowPhase();
        redistribute("WB");
        columnPhase();
        redistribute("BW");
        rowPhase();
        assertThat(rules(), empty());
    }

    /** Without the redistribution the column phase reads m and follower by rows: non-local. */
    @Test
    void theColumnPhaseUnderTheRowFormatIsNonLocal() {
        rowPhase();
        columnPhase();
        List<String> rules = rules();
        assertThat(List.of(first(rules, "DVM06 m"), first(rules, "DVM06 follower")),
                contains("DVM06 m[1][0] read 40 at (0)", "DVM06 follower[1][0] read 41 at (0)"));
    }

    /**
     * The row phase was clean at these sites (their windows cached); after m went by columns and was not brought
     * back, the same accesses are non-local.
     */
    @Test
    void theRowPhaseAfterTheRedistributionWithoutTheWayBackIsNonLocal() {
        rowPhase();
        assertThat(rules(), empty());
        redistribute("WB");
        columnPhase();
        assertThat(rules(), empty());
        rowPhase();
        List<String> rules = rules();
        assertThat(List.of(first(rules, "DVM06 m"), first(rules, "DVM06 follower")),
                contains("DVM06 m[0][1] read 40 at (0)", "DVM06 follower[0][1] read 41 at (0)"));
    }

    /** An array the field holds later has the declared format again (the redistribution was the old array's). */
    @Test
    void aNewArrayInTheFieldHasTheDeclaredFormat() {
        redistribute("WB");
        data.m = new double[N][N];
        data.follower = new double[N][N];
        rowPhase();
        assertThat(rules(), empty());
    }
}
