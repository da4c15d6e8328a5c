package org.javadvm.debug.trace.compare;

import org.javadvm.debug.trace.TraceRecord.ReductionResult;

/**
 * A reduction result that differs when each iteration was emulated from the operator's identity
 * ({@code ManualReductCalc}), said in reduction terms: the iterations' partial results combined with the
 * declared operator are not what the sequential code computed, so the code does not perform that operation.
 */
final class ReductionReading {
    private ReductionReading() {
    }

    static String of(ConstructPlace loop, ReductionResult result, String operator, String runValue,
                      String referenceValue) {
        String op = operator.isEmpty() ? "the declared operator" : operator;
        return "reduction " + result.variable() + " declared " + (operator.isEmpty() ? "" : operator + " ")
                + (loop == null ? "" : "in " + loop + " ") + "at " + (result.file().isEmpty() ? "?" : result.file())
                + ':' + result.line() + ": the iterations' results combined with " + op + " give " + runValue
                + ", the sequential run gives " + referenceValue + "; the loop's update of " + result.variable()
                + " does not perform the declared operation " + op
                + " (or a location variable does not follow its value)";
    }
}
