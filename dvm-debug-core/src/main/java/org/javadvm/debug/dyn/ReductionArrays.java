package org.javadvm.debug.dyn;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;

import org.javadvm.ReductionOp;
import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;
import org.javadvm.internal.ConstructInfo;

/**
 * Arrays a construct declares reductions ({@code CheckReductionAccess}): each processor updates its own copy,
 * combined element by element at the end, so inside the construct an element's accesses are the reduction's:
 * a read followed by a write of the same element in one iteration is an update; an assignment without the
 * read, or (for SUM, PRODUCT, XOR) a read without the write, gives another result than the sequential program.
 */
final class ReductionArrays {
    private final Checks checks;
    private final DynReport report;
    private final VariableTable variables;

    ReductionArrays(Checks checks, DynReport report, VariableTable variables) {
        this.checks = checks;
        this.report = report;
        this.variables = variables;
    }

    /** The construct of {@code level} started: its reduction arrays' accesses are checked as updates until it ends. */
    void constructStarted(Level level, Object self) {
        for (ConstructInfo.Reduction reduction : level.info.reductions) {
            Field field = reduction.variable;
            if (!field.getType().isArray()) {
                continue;
            }
            Object value;
            try {
                field.setAccessible(true);
                value = field.get(Modifier.isStatic(field.getModifiers()) ? null : self);
            } catch (IllegalAccessException | RuntimeException e) { // inaccessible (a module) or wrong receiver: not checked
                continue;
            }
            if (value == null) {
                continue;
            }
            ArrayMeta meta = variables.arrays.get(value);
            if (meta == null) {
                meta = variables.register(value, new ArrayVar(field.getName()), new int[0], true);
            }
            level.reductionArrays.add(meta);
            level.outerReductionLevels.add(meta.reductionLevel);
            level.outerReductionOps.add(meta.reductionOp);
            meta.reductionLevel = level;
            meta.reductionOp = reduction.op;
        }
    }

    /** A read of a reduction array's element inside its construct: an update's first half, until shown otherwise. */
    void read(ArrayMeta meta, int index, int site) {
        List<Object[]> pending = meta.reductionLevel.pendingReductionReads;
        for (Object[] read : pending) {
            if (read[0] == meta && (int) read[1] == index) {
                return;
            }
        }
        pending.add(new Object[] {meta, index, site});
    }

    /**
     * A write of a reduction array's element inside its construct: an update when the iteration read the
     * element first (its value then combines the processor's partial result with the iteration's
     * contribution); a plain assignment otherwise, which no processor's copy can turn into the sequential result.
     */
    void write(Level level, ArrayMeta meta, int index, int site) {
        List<Object[]> pending = meta.reductionLevel.pendingReductionReads;
        for (int r = 0; r < pending.size(); r++) {
            Object[] read = pending.get(r);
            if (read[0] == meta && (int) read[1] == index) {
                pending.remove(r);
                return;
            }
        }
        if (checks.reductionAccess) {
            report.report(ErrorClass.REDUCTION_ACCESS, "array-assignment", meta.var.name, meta.element(index),
                    Diagnostic.WRITE, site, level, level.iterationText(), null, 0, null,
                    "an element of the " + meta.reductionOp + " reduction array is assigned without being read "
                            + "first: each processor holds its own partial copy; update it (" + meta.var.name
                            + "[i] = " + meta.var.name + "[i] op value) or assign it outside the construct");
        }
    }

    /**
     * The iteration's reads of reduction array elements that no write followed: with SUM, PRODUCT or XOR the
     * value read is the processor's partial result, not what the sequential program reads there (MAX, MIN,
     * AND and OR may read the partial to decide whether to update it). An iteration that ended by an exception is
     * not judged: its update may have been cut between the read and the write.
     */
    void iterationEnded(Level level) {
        List<Object[]> pending = level.pendingReductionReads;
        if (pending.isEmpty()) {
            return;
        }
        if (level.iterationFailed) {
            pending.clear();
            return;
        }
        for (Object[] read : pending) {
            ArrayMeta meta = (ArrayMeta) read[0];
            ReductionOp op = meta.reductionOp;
            boolean idempotent = op == ReductionOp.MAX || op == ReductionOp.MIN || op == ReductionOp.AND
                    || op == ReductionOp.OR;
            if (!idempotent && checks.reductionAccess && !report.stopped()) {
                report.report(ErrorClass.REDUCTION_ACCESS, "array-read", meta.var.name, meta.element((int) read[1]),
                        Diagnostic.READ, (int) read[2], level, level.iterationText(), null, 0, null,
                        "an element of the " + op + " reduction array is read without being updated: inside the "
                                + "construct it holds the processor's partial result; read it after the construct");
            }
        }
        pending.clear();
    }

    /** The construct of {@code level} ended: each of its arrays is again what the enclosing construct made it. */
    void constructEnded(Level level) {
        for (int r = level.reductionArrays.size() - 1; r >= 0; r--) {
            ArrayMeta meta = level.reductionArrays.get(r);
            meta.reductionLevel = level.outerReductionLevels.get(r);
            meta.reductionOp = level.outerReductionOps.get(r);
        }
        level.pendingReductionReads.clear();
    }
}
