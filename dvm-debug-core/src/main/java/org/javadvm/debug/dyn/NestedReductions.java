package org.javadvm.debug.dyn;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.internal.CallerLine;
import org.javadvm.debug.internal.Sites;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.internal.ConstructInfo;

/**
 * A construct called inside the iteration of another (a loop calling a loop, a task calling a loop) reduces its
 * variables into the fields themselves when no enclosing construct declares them: it reads the field when it starts
 * and writes its result when it ends, through the run-time, which woven code does not report. For the enclosing
 * construct that is a read and a write of the field by the iteration making the call, and checked as one
 * ({@code DVM03 nested-reduction}): if two iterations do it, or another iteration touches the field, the processors'
 * copies would overwrite one another. The access is placed at the line of the call, a site of its own registered for
 * it, so that the diagnostic names the line, the nested construct in its text, and the enclosing construct and
 * iteration as every diagnostic does.
 */
final class NestedReductions {
    private final VariableTable variables;
    private final IndependenceCheck independence;
    private final Checks checks;
    private final List<Level> levels;
    /**
     * By nested construct, enclosing construct and field, the site registered for the call: the stack is walked for
     * the caller's line once per such pair, not at every call (a loop may call the same construct in each iteration).
     */
    private final Map<List<Object>, Integer> sites = new HashMap<>();

    NestedReductions(VariableTable variables, IndependenceCheck independence, Checks checks, List<Level> levels) {
        this.variables = variables;
        this.independence = independence;
        this.checks = checks;
        this.levels = levels;
    }

    /**
     * {@code inner} starts on {@code self} inside {@code outer}'s current iteration (before its own level is
     * pushed); {@code serial} is the checker's current serial.
     */
    void started(ConstructInfo inner, Object self, Level outer, long serial) {
        for (ConstructInfo.Reduction reduction : inner.reductions) {
            Field field = reduction.variable;
            Object instance = Modifier.isStatic(field.getModifiers()) ? null : self;
            if (declaredAround(field, instance)) {
                continue;
            }
            FieldVars.Var var = variables.fields.of(field).var(instance);
            long state = var.state;
            int site = sites.computeIfAbsent(List.of(inner, outer.info, field), key -> site(inner, field));
            Level conflict = independence.conflicting(State.serial(state));
            if (conflict != null && checks.varReadOnly) {
                independence.shared("nested-reduction", field.getName(), field.getName(), Diagnostic.WRITE, site,
                        conflict, state, inner.name + " (" + inner.source + "), called here, reduces "
                                + field.getName() + " with " + reduction.op + " into the field itself, which "
                                + ((state & State.LAST_WRITE) != 0 ? "another iteration writes" : "another iteration reads")
                                + " too: each processor's call would write its own result over the others'");
            }
            var.state = State.of(serial, site, IndependenceCheck.contended(state, conflict, outer)
                    | (State.flags(state) & State.PENDING) | State.WRITTEN | State.LAST_WRITE);
        }
    }

    /** Whether a running construct keeps the field of {@code instance} (as a reduction, location or private). */
    private boolean declaredAround(Field field, Object instance) {
        String key = Level.key(field);
        for (int l = levels.size() - 1; l >= 0; l--) {
            Level level = levels.get(l);
            if (level.redirected.containsKey(key) && (instance == null || instance == level.self)) {
                return true;
            }
        }
        return false;
    }

    /** A site at the line that called {@code inner}, with the field as a field write there. */
    private static int site(ConstructInfo inner, Field field) {
        String method = inner.name.substring(inner.name.lastIndexOf('.') + 1);
        CallerLine caller = CallerLine.find(inner.owner, method);
        String callerMethod = caller.method.contains("$dvm$")
                ? caller.method.substring(0, caller.method.indexOf("$dvm$")) : caller.method;
        return Sites.register(caller.type != null ? caller.type : inner.owner, caller.file + "\ndyn\nPF;"
                + caller.line + ';' + callerMethod + ';' + Level.key(field) + ':' + field.getType().descriptorString());
    }
}
