package org.javadvm.debug.dyn;

import java.util.List;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;

/**
 * The checks that iterations of a construct are independent: a variable's state word records the serial of
 * the last access, and an access finds the level at which that serial is another iteration of a running
 * construct. Distributed elements so touched are data dependences ({@code CheckDataDependence}); other
 * variables must be declared reduction or private ({@code CheckVarReadOnly}), and declared reduction and private
 * fields must be reached only through the construct's own body.
 */
final class IndependenceCheck {
    private final Checks checks;
    private final DynReport report;
    /** The running levels, outermost first; the last is the innermost. */
    private final List<Level> levels;

    IndependenceCheck(Checks checks, DynReport report, List<Level> levels) {
        this.checks = checks;
        this.report = report;
        this.levels = levels;
    }

    /** The level at which a recorded serial is another iteration than the current one; {@code null} if none. */
    Level conflicting(long recorded) {
        Level level = levels.get(levels.size() - 1);
        if (recorded >= level.iterationStart) {
            return null;
        }
        if (recorded >= level.base) {
            return level;
        }
        for (int l = levels.size() - 2; l >= 0; l--) {
            Level outer = levels.get(l);
            if (recorded >= outer.iterationStart) {
                return null;
            }
            if (recorded >= outer.base) {
                return outer;
            }
        }
        return null;
    }

    /**
     * The contended flag of a non-distributed variable after a write: set when two iterations of the
     * construct wrote it (later reads of the writer's own value still race with the other writers),
     * kept while the state belongs to this construct, dropped when it is older.
     */
    static int contended(long state, Level conflict, Level level) {
        if (conflict != null && (state & State.LAST_WRITE) != 0) {
            return State.CONTENDED;
        }
        return State.serial(state) >= level.base ? State.flags(state) & State.CONTENDED : 0;
    }

    void dependence(String kind, ArrayMeta meta, int index, String access, int site, Level conflict,
                            long state) {
        Site other = Sites.get(State.site(state));
        boolean otherWrite = (state & State.LAST_WRITE) != 0;
        report.report(ErrorClass.DEPENDENCE, kind, meta.var.name, meta.element(index), access, site, conflict,
                conflict.iterationText(), otherWrite ? Diagnostic.WRITE : Diagnostic.READ, other,
                conflict.iterationOf(State.serial(state)),
                conflict.info.task ? "tasks must be independent" : "declare across (regular dependence) or change the loop");
    }

    /**
     * An access to an ACROSS array that depends on another iteration of the loop across a distance negative in
     * some dimension (new {@code a[i-1][j+1]}, counting {@code descending} dimensions downward): the wavefront runs
     * tiles only after those before them along every dimension, so such a dependence sees other values than the
     * sequential loop. Reported as a data dependence of kind {@code across-flow} or {@code across-anti}.
     */
    void acrossDirection(String kind, ArrayMeta meta, int index, String access, int site, Level conflict, long state) {
        int[] distance = conflict.backwardDistance(State.serial(state));
        if (distance == null) {
            return;
        }
        Site other = Sites.get(State.site(state));
        boolean otherWrite = (state & State.LAST_WRITE) != 0;
        report.report(ErrorClass.DEPENDENCE, "across-" + kind, meta.var.name, meta.element(index), access, site,
                conflict, conflict.iterationText(), otherWrite ? Diagnostic.WRITE : Diagnostic.READ, other,
                conflict.iterationOf(State.serial(state)),
                "the distance " + conflict.indexText(distance).replace(" ", "") + " between the iterations is negative in"
                        + " some dimension, which an ACROSS wavefront does not carry (it needs distances non-negative in"
                        + " every dimension, descending ones counted downward); change the loop or its descending");
    }

    /**
     * A non-distributed variable two iterations touch, one of them writing: every processor has its own
     * copy in a parallel run, so it must be declared reduction or private (or the loop changed).
     */
    void shared(String kind, String variable, String element, String access, int site, Level conflict,
                        long state, String what) {
        Site other = Sites.get(State.site(state));
        boolean otherWrite = (state & State.LAST_WRITE) != 0;
        report.report(ErrorClass.UNDECLARED_MODIFICATION, kind, variable, element, access, site, conflict,
                conflict.iterationText(), otherWrite ? Diagnostic.WRITE : Diagnostic.READ, other,
                conflict.iterationOf(State.serial(state)),
                what + ": declare it @Reduction or private, or assign it outside the construct");
    }

    /** A declared reduction or private field reached by code other than the construct's own body. */
    boolean sharedRedirected(FieldVars.Decl decl, Object instance, String access, int site) {
        if (decl.redirectingLevels == 0) {
            return false;
        }
        for (int l = levels.size() - 1; l >= 0; l--) {
            Level level = levels.get(l);
            String declared = level.redirected.get(decl.key);
            if (declared != null && (instance == null || instance == level.self)) {
                if (checks.varReadOnly) {
                    report.report(ErrorClass.UNDECLARED_MODIFICATION, declared + "-shared", decl.name, decl.name, access,
                            site, levels.get(levels.size() - 1), levels.get(levels.size() - 1).iterationText(), null, 0, null,
                            "the " + declared + " variable is reached outside the construct's own method, where "
                                    + "each processor keeps its copy; pass it as a value or move the code into the method");
                }
                return true;
            }
        }
        return false;
    }

    /** A use of a declared private: a read needs a write earlier in the same iteration. */
    void privateUse(Level level, String key, String name, boolean write, int site) {
        if (write) {
            level.privatesWritten.add(key);
        } else if (!level.privatesWritten.contains(key) && checks.varInitialization) {
            report.report(ErrorClass.UNDECLARED_MODIFICATION, "private-read-before-write", name, name, Diagnostic.READ,
                    site, level, level.iterationText(), null, 0, null,
                    "a private variable's value is undefined when an iteration starts; assign it first");
        }
    }
}
