package org.javadvm.debug.dyn;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

import org.javadvm.debug.internal.CallerLine;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.internal.ConstructInfo;

/**
 * Reductions after their construct ({@code CheckReductionAccess}): a synchronous reduction's result is written
 * when the construct ends; an asynchronous one's (a {@code ReductionGroup}) only when the group is waited for,
 * so a use before the wait is reported, as are a group started twice, waited for unstarted, or never waited for.
 */
final class ReductionGroups {
    /** An asynchronous reduction group's state. */
    private static final class GroupState {
        /** The field holding the group, once a loop fed it; else the class name. */
        String name = "ReductionGroup";
        boolean started;
        CallerLine startedAt;
        final List<FieldVars.Var> pending = new ArrayList<>();
    }

    private final Checks checks;
    private final DynReport report;
    private final FieldVars fields;
    private final IdentityHashMap<Object, GroupState> groups = new IdentityHashMap<>();

    ReductionGroups(Checks checks, DynReport report, FieldVars fields) {
        this.checks = checks;
        this.report = report;
        this.fields = fields;
    }

    /** The construct of {@code level} ended: its reductions' results are written, or pending on their group. */
    void constructEnded(Level level) {
        for (ConstructInfo.Reduction reduction : level.info.reductions) {
            if (reduction.group == null) {
                // the run-time writes the result (and locations) when the construct ends
                written(reduction.variable, level.self);
                for (Field location : reduction.locations) {
                    written(location, level.self);
                }
                continue;
            }
            Object group;
            try {
                group = reduction.group.get(level.self);
            } catch (IllegalAccessException | IllegalArgumentException e) {
                continue;
            }
            if (group == null) {
                continue;
            }
            GroupState state = groups.computeIfAbsent(group, g -> new GroupState());
            state.name = reduction.group.getName();
            pend(state, reduction.variable, level.self);
            for (Field location : reduction.locations) {
                pend(state, location, level.self);
            }
        }
    }

    private FieldVars.Var var(Field field, Object self) {
        return fields.of(field).var(Modifier.isStatic(field.getModifiers()) ? null : self);
    }

    private void written(Field field, Object self) {
        FieldVars.Var var = var(field, self);
        var.state = (var.state | State.WRITTEN) & ~State.PRIVATE_AFTER;
    }

    private void pend(GroupState group, Field field, Object self) {
        FieldVars.Var var = var(field, self);
        var.state |= State.PENDING;
        group.pending.add(var);
    }

    void started(Object group) {
        GroupState state = groups.computeIfAbsent(group, g -> new GroupState());
        CallerLine caller = CallerLine.find();
        if (state.started && checks.reductionAccess) {
            report.reportAt(ErrorClass.REDUCTION_ACCESS, "start-without-wait", state.name, caller,
                    "started again at " + caller.location() + " without waitDone() after the start at "
                            + state.startedAt.location());
        }
        state.started = true;
        state.startedAt = caller;
    }

    void waited(Object group) {
        GroupState state = groups.computeIfAbsent(group, g -> new GroupState());
        if (!state.started && checks.reductionAccess) {
            CallerLine caller = CallerLine.find();
            report.reportAt(ErrorClass.REDUCTION_ACCESS, "wait-without-start", state.name, caller,
                    "waitDone() without start(): start the group when its loops have ended");
        }
        for (FieldVars.Var var : state.pending) {
            var.state = (var.state & ~State.PENDING) | State.WRITTEN; // the wait writes the results
        }
        state.pending.clear();
        state.started = false;
        state.startedAt = null;
    }

    /** A read or write of a reduction variable whose group was not waited for. */
    void pendingUse(Level innermost, FieldVars.Decl decl, String access, int site) {
        report.report(ErrorClass.REDUCTION_ACCESS, "use-before-wait", decl.name, decl.name, access, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "the asynchronous reduction of " + decl.name + " has not completed: call waitDone() on its group first");
    }

    /** At the end of the run: groups started and never waited for. */
    void finish() {
        if (!checks.reductionAccess) {
            return;
        }
        for (GroupState state : groups.values()) {
            if (state.started) {
                report.reportAt(ErrorClass.REDUCTION_ACCESS, "start-without-wait", state.name, state.startedAt,
                        "started at " + state.startedAt.location() + " and never waited for");
            }
        }
    }
}
