package org.javadvm.debug.dyn;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.internal.Lifecycle;
import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Monitor;
import org.javadvm.internal.Woven;
import org.javadvm.debug.report.Diagnostic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A program for the checker's tests: a mesh of distributed arrays (two-dimensional with shadows, aligned,
 * with a WHOLE dimension, replicated, one-dimensional with an alignment offset), a plain array, fields, and
 * the loops over them, with the sites its woven code would have. Loops run through the real run-time's
 * emulation; the bodies send the access events by hand.
 */
abstract class MeshFixture {
    static final String OWNER = Mesh.class.getName().replace('.', '/');
    /** Site k of the table is on line 100 + k. */
    static final String[] SITES = {
        "R;%d;body;", "W;%d;body;", "R;%d;body;", "W;%d;body;", "R;%d;body;", "W;%d;body;",
        "GF;%d;body;" + OWNER + ".s:D", "PF;%d;body;" + OWNER + ".s:D",
        "GS;%d;body;" + OWNER + ".shared:D", "PS;%d;body;" + OWNER + ".shared:D",
        "PR;%d;body;" + OWNER + ".t:D", "PW;%d;body;" + OWNER + ".t:D",
        "GF;%d;body;" + OWNER + ".t:D", "PF;%d;body;" + OWNER + ".t:D", "NA;%d;main;[D",
        "PF;%d;main;" + OWNER + ".v:[D"};
    static final int READ = 0;
    static final int WRITE = 1;
    static final int READ2 = 2;
    static final int WRITE2 = 3;
    static final int READ3 = 4;
    static final int WRITE3 = 5;
    static final int GET_S = 6;
    static final int PUT_S = 7;
    static final int GET_SHARED = 8;
    static final int PUT_SHARED = 9;
    static final int PRIVATE_READ = 10;
    static final int PRIVATE_WRITE = 11;
    static final int GET_T = 12;
    static final int PUT_T = 13;
    static final int NEW_ARRAY = 14;
    static final int PUT_V = 15;
    static final int BASE = Sites.register(Mesh.class, table("Mesh.java", 100));

    static String table(String file, int line0) {
        StringBuilder text = new StringBuilder(file).append("\ndyn");
        for (int k = 0; k < SITES.length; k++) {
            text.append('\n').append(String.format(SITES[k], line0 + k));
        }
        return text.toString();
    }

    static final class Mesh {
        @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
        double[][] m = new double[6][6];
        @Distributed(alignWith = "m")
        double[][] n = new double[6][6];
        @Distributed(format = {BLOCK, WHOLE})
        double[][] rows = new double[6][6];
        @Distributed(format = WHOLE)
        double[] everywhere = new double[6];
        @Distributed(format = BLOCK, shadow = 1)
        double[] v = new double[10];
        @Distributed(alignWith = "v", alignOffset = 1)
        double[] w = new double[9];
        double[] plain = new double[10];
        @Distributed(alignWith = "m")
        double[] diag = new double[6];
        int loc;
        double s;
        double t;
        static double shared;
        ReductionGroup group = new ReductionGroup();

        @ParallelLoop(on = "m", shadowRenew = "m")
        void relax(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "m", shadowRenew = "m", corner = true)
        void relaxCorners(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "m")
        void stale(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "rows")
        void byRows(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "v")
        void line(int lo, int hi) {
        }

        @ParallelLoop(on = "v", shadowRenew = "v")
        void renewed(int lo, int hi) {
        }

        @ParallelLoop(on = "v", remoteAccess = "m")
        void gather(int lo, int hi) {
        }

        @ParallelLoop(on = "v", privates = "t")
        void scratch(int lo, int hi) {
        }

        @ParallelLoop(on = "v")
        @Reduction(var = "s", op = ReductionOp.SUM)
        void sum(int lo, int hi) {
        }

        @ParallelLoop(on = "v")
        @Reduction(var = "s", op = ReductionOp.SUM, group = "group")
        void sumLater(int lo, int hi) {
        }

        @ParallelLoop(on = "m")
        void rowsOnly(int lo, int hi) {
        }

        @ParallelLoop(on = "m", across = "m")
        void sweep(int i0, int i1, int j0, int j1) {
        }

        @ParallelLoop(on = "m", across = "m", descending = {0, 1})
        void sweepDown(int i0, int i1, int j0, int j1) {
        }
    }

    final List<Diagnostic> found = new ArrayList<>();
    DynControl dyn;
    Mesh mesh;

    @BeforeEach
    void install() {
        install(Checks.all(), null);
    }

    void install(Checks checks, BoundaryIterations boundary) {
        found.clear();
        dyn = new DynControl(new Lifecycle(), checks, found::add, boundary);
        Monitor.install(dyn.lifecycle().deliverTo(dyn));
        mesh = new Mesh();
    }

    @AfterEach
    void uninstall() {
        Monitor.install(null);
    }

    /** A 1-D loop over the template {@code v} (or the given one), offset {@code off}. */
    void loop(String method, int off, int lo, int hi, LoopBody body) {
        String red = method.equals("sum") ? ";red=SUM,D,s,0,-" : method.equals("sumLater") ? ";red=SUM,D,s,0,group" : "";
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + "." + method + ";src=Mesh.java:" + (10 + off)
                + ";rank=1;tmpl=v;fmt=B;off=" + off + ";across=0;slots=0,0,0," + (red.isEmpty() ? 0 : 1) + red,
                Mesh.class, mesh, body, new int[] {lo, hi});
    }

    void loop(String method, int lo, int hi, LoopBody body) {
        loop(method, 0, lo, hi, body);
    }

    /** A 2-D loop over the template {@code m} (or {@code rows}). */
    void loop2(String method, int i0, int i1, int j0, int j1, LoopBody body) {
        String template = method.equals("byRows") ? "rows;fmt=BW" : "m;fmt=BB";
        String across = method.equals("sweep") ? "1" : method.equals("sweepDown") ? "1;desc=0,1" : "0";
        Woven.loop("kind=loop;name=" + Mesh.class.getName() + "." + method + ";src=Mesh.java:20;rank=2;tmpl="
                + template + ";off=0,0;across=" + across + ";slots=0,0,0,0", Mesh.class, mesh, body,
                new int[] {i0, i1, j0, j1});
    }

    void tasks(int count, LoopBody body) {
        Woven.loop("kind=task;name=" + Mesh.class.getName() + ".tasks;src=Mesh.java:30;rank=1;slots=0,0,0,0",
                Mesh.class, mesh, body, new int[] {0, count});
    }

    /** {@code rule kind element access line iteration}, for every diagnostic in order. */
    List<String> seen() {
        return found.stream().map(d -> d.errorClass.ruleId() + " " + d.kind + " " + d.element + " " + d.access + " "
                + d.line + " " + d.iteration).collect(Collectors.toList());
    }

    /** The other access of a pair: {@code access line iteration}. */
    static String related(Diagnostic d) {
        return d.relatedAccess + " " + d.relatedLine + " " + d.relatedIteration;
    }
}
