package org.javadvm.debug.trace.compare;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.javadvm.debug.report.ErrorClass;
import org.javadvm.debug.trace.TraceHeader;
import org.javadvm.debug.trace.TraceRecord;
import org.javadvm.debug.trace.TraceRecord.Access;
import org.javadvm.debug.trace.TraceRecord.Checksum;
import org.javadvm.debug.trace.TraceRecord.ConstructBegin;
import org.javadvm.debug.trace.TraceRecord.ConstructEnd;
import org.javadvm.debug.trace.TraceRecord.Iteration;
import org.javadvm.debug.trace.TraceRecord.ReductionResult;
import org.javadvm.debug.trace.TraceRecord.Skip;
import org.javadvm.debug.trace.TraceSink;
import org.javadvm.debug.trace.TraceSource;
import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;

/**
 * Compares the records of one processor of a running program with the reference trace (the P = 1 run),
 * event by event, as they arrive; one comparer per processor, each with its own reference source.
 *
 * <p>The reference is streamed. Records are matched in order while the run follows the reference's order.
 * In a parallel loop or task region the run may take the iterations in another order, or only its
 * processor's subset: at the first iteration out of order, the construct instance's body in the reference is
 * scanned once and the position of each iteration is kept by absolute number ({@link IterationIndex}, 8 bytes
 * per iteration of that instance, spilled to a temporary file beyond {@link CompareSettings#indexInMemory()}),
 * and each iteration is then read from there. Memory is therefore bounded by the iteration indexes of the
 * constructs open at once (at most {@code 8 * indexInMemory} bytes each), the distinct differences
 * ({@code MaxErrors}) and one entry per variable: not by the reference's size.
 *
 * <p>Tolerated: the order and the per-processor subset of parallel iterations (matched by absolute number;
 * an iteration the reference does not have, or one executed twice, is reported), reads and writes of
 * reduction variables inside their loop (the {@code RV} result after the loop is compared). Reference
 * positions must grow along the trace (byte offsets and record numbers do): they order differences of several
 * processors in the reference's order.
 */
public final class TraceComparer implements TraceSink {
    private final ReferenceCursor reference;
    private final TraceSource source;
    private final String referenceName;
    private final String runName;
    private final CompareSettings settings;
    private final CompareListener listener;
    /** Whether the run's trace has the sequential part too, or only the constructs this processor took part in. */
    private final boolean wholeProgram;
    private final ValueTolerance tolerance;
    private final MatchCounts counts = new MatchCounts();
    private final Deque<Frame> frames = new ArrayDeque<>();
    /** {@code frames.peek()}, kept: every record asks for it. */
    private Frame top;
    private final Map<String, Long> seen = new LinkedHashMap<>();
    private final Map<String, Difference> firstSeen = new LinkedHashMap<>();
    private final Map<String, VariableExtremes> variables = new LinkedHashMap<>();
    /** The parts' way's look-ups of {@link #variables}. */
    private final RecentVariables recent = new RecentVariables();
    /** The sequential part's current stretch (between constructs), opened by its first record. */
    private Unit sequentialUnit;
    /** The construct that ended last at the current level: reduction results after it belong to it. */
    private ConstructPlace lastEnded;
    /** Nesting of run constructs being skipped (no reference counterpart). */
    private int ignoreDepth;
    private boolean headerChecked;
    /**
     * The traces record the boundary iterations of each processor's block ({@code Iloc_left} / {@code Iloc_right}):
     * an iteration the run recorded and the reference did not (it was interior on the reference's processor) is
     * not compared and not reported, as in DVM.
     */
    private boolean perProcessorBoundary;
    private boolean stopped;
    /**
     * Where and why the reference stopped before the run did (its size cap, a kill): the comparison ended there,
     * quietly, since the run's later records have nothing to be compared with; {@code null} when it did not.
     */
    private String referenceCut;
    /** Why and where the comparison ended before the run did; {@code null} while it goes on. */
    private CompareOutcome.Stop stop;
    /** Why the run's records stopped coming early ({@link #abandon}), or {@code null}. */
    private String abandoned;
    private boolean closed;
    private long occurrences;
    private long substitutions;
    private Difference first;
    private Difference earliest;
    private Divergence origin;

    /**
     * @param reference     the reference trace, read from its start; the comparer closes it
     * @param referenceName its name in messages (the file)
     * @param runName       this run's trace in messages, e.g. {@code processor 1 of 2x2}
     */
    public TraceComparer(TraceSource reference, String referenceName, String runName, CompareSettings settings,
                         CompareListener listener) {
        this(reference, referenceName, runName, settings, listener, true);
    }

    /**
     * @param wholeProgram {@code false} for a processor whose trace holds only the constructs it took part in
     *                     (the sequential part runs on another thread): the reference's sequential part is
     *                     passed over, each construct matched with the reference's next instance of it
     */
    public TraceComparer(TraceSource reference, String referenceName, String runName, CompareSettings settings,
                         CompareListener listener, boolean wholeProgram) {
        this.wholeProgram = wholeProgram;
        this.source = reference;
        this.reference = new ReferenceCursor(reference);
        this.referenceName = referenceName;
        this.runName = runName;
        this.settings = settings;
        this.listener = listener;
        this.tolerance = new ValueTolerance(settings);
    }

    /** Refuses a run whose header does not match the reference's ({@link TraceMismatchException}). */
    @Override
    public void header(TraceHeader header) throws IOException {
        HeaderCheck.check(source.header(), header, referenceName, runName);
        headerChecked = true;
        perProcessorBoundary = HeaderCheck.perProcessorBoundary(source.header());
    }

    @Override
    public void record(TraceRecord record) throws IOException {
        recordAndSubstitute(record);
    }

    /**
     * Compares the record and returns the value the run must continue from when it is to be replaced by the
     * reference's ({@code SubstRedResults} for reduction results, {@code SubstAllResults} also for written
     * values; only within the tolerance unless {@code AllowErrorsSubst}; never under {@code StrictCompare});
     * {@code null} when the run keeps its own value. The recorder calls this for after-write and reduction
     * result records ({@link TraceSink#recordAndSubstitute}) and writes the returned value into the program.
     */
    @Override
    public TraceValue recordAndSubstitute(TraceRecord record) throws IOException {
        if (!headerChecked) {
            throw new IllegalStateException("the run's trace header must come before its records (" + runName + ")");
        }
        if (closed) {
            throw new IllegalStateException("record after the end of " + runName);
        }
        if (stopped) {
            if (referenceCut != null) {
                counts.afterReferenceCut++;
            } else {
                counts.notCompared++;
            }
            return null;
        }
        if (record instanceof ConstructBegin begin) {
            begin(begin);
        } else if (record instanceof ConstructEnd end) {
            end(end);
        } else if (record instanceof Iteration iteration) {
            iteration(iteration);
        } else if (record instanceof Skip && !wholeProgram && top == null && !ignoring()) {
            passSequentialBlock();
        } else if (ignoring() || (!wholeProgram && top == null)) {
            counts.notCompared++;
        } else if (record instanceof Access access) {
            return access(access);
        } else if (record instanceof ReductionResult result) {
            return reductionResult(result);
        } else if (record instanceof Skip skip) {
            skip(skip);
        }
        return null;
    }

    /**
     * An element access as parts (the recorder's common event): when the reference's next record is the same
     * access of the same element, with a value equal within the tolerance that sets no new extreme of its
     * variable, it is taken without making the run's record or operand text; anything else (a difference, a
     * substitution, a reduction array, a construct being passed over) goes the record's way, which reports it.
     */
    @Override
    public TraceValue elementAccess(TraceRecord.AccessKind kind, ValueKind type, String array, int[] prefix,
                                    int index, long bits, String file, int line) throws IOException {
        if (!headerChecked || closed || stopped || kind.isReductionVariable() || ignoring()
                || (!wholeProgram && top == null) || (kind.isWrite() && settings.substAllResults())) {
            return TraceSink.super.elementAccess(kind, type, array, prefix, index, bits, file, line);
        }
        long position = reference.position();
        long referenceBits;
        if (reference.takeElement(kind, type, array, prefix, index)) { // a binary reference: no record made
            referenceBits = reference.elementBits();
        } else {
            skipReductionAccesses();
            position = reference.position();
            if (!(reference.peek() instanceof Access ref) || ref.kind() != kind
                    || (kind.hasValue() && ref.value() == null) || !sameElement(ref.operand(), array, prefix, index)) {
                return TraceSink.super.elementAccess(kind, type, array, prefix, index, bits, file, line);
            }
            reference.next();
            referenceBits = kind.hasValue() ? bits(type, ref.value()) : 0;
        }
        if (kind.hasValue() && !quietlyEqual(type, referenceBits, bits, array)) {
            reference.seek(position); // the record's way takes it again, and reports what it finds
            return TraceSink.super.elementAccess(kind, type, array, prefix, index, bits, file, line);
        }
        countAccess(kind, position);
        return null;
    }

    /**
     * Whether the run's value equals the reference's within the tolerance and sets no new extreme of its variable
     * (whose extremes then count it): what the record's way would take without a word, decided without its value
     * and outcome objects. False for all it would report or note first (a difference, a NaN or an infinity, a new
     * extreme, the first value of a variable), which the record's way then takes.
     */
    private boolean quietlyEqual(ValueKind type, long referenceBits, long bits, String array) {
        if (!type.isFloating()) {
            return referenceBits == bits;
        }
        double actual = Double.longBitsToDouble(bits);
        VariableExtremes extremes = Double.isFinite(actual) ? extremes(array) : null;
        if (extremes == null) {
            return false;
        }
        if (referenceBits == bits) { // the common case: no difference to work out, no extreme to set
            extremes.addEqual();
            return true;
        }
        double expected = Double.longBitsToDouble(referenceBits);
        if (!Double.isFinite(expected)) {
            return false;
        }
        double absolute = ValueTolerance.absolute(expected, actual);
        double relative = tolerance.relative(expected, actual, absolute);
        if (!tolerance.within(absolute, relative) || absolute > extremes.maxAbsolute()
                || relative > extremes.maxRelative()) {
            return false;
        }
        extremes.add(absolute, relative, NO_NEW_EXTREME);
        return true;
    }

    /** The variable's extremes, {@code null} before its first value (the record's way makes them). */
    private VariableExtremes extremes(String array) {
        VariableExtremes extremes = recent.get(array);
        if (extremes == null) {
            extremes = variables.get(array);
            if (extremes != null) {
                recent.put(array, extremes);
            }
        }
        return extremes;
    }

    /** A record's value as the parts' 64 bits: a floating value's raw bits, else the integral value. */
    private static long bits(ValueKind type, TraceValue value) {
        return type.isFloating() ? Double.doubleToRawLongBits(value.floating()) : value.integral();
    }

    private void countAccess(TraceRecord.AccessKind kind, long position) throws IOException {
        Unit unit = currentUnit(position);
        if (kind.isWrite()) {
            counts.writes++;
        } else {
            counts.reads++;
            unit.reads++;
        }
    }

    /** Never asked: an extreme that a value would set sends it the record's way. */
    private static final VariableExtremes.WherePlace NO_NEW_EXTREME = () -> {
        throw new IllegalStateException("a new extreme on the parts' way");
    };

    /** Whether {@code operand} is {@code array[prefix...][index]} as the recorder writes it, without making it. */
    static boolean sameElement(String operand, String array, int[] prefix, int index) {
        if (!operand.startsWith(array)) {
            return false;
        }
        int at = array.length();
        for (int i : prefix) {
            at = afterIndex(operand, at, i);
            if (at < 0) {
                return false;
            }
        }
        return afterIndex(operand, at, index) == operand.length();
    }

    /** The position after {@code [value]} at {@code at} of {@code text}, written as Java prints it; else -1. */
    private static int afterIndex(String text, int at, int value) {
        int length = text.length();
        if (value < 0 || at >= length || text.charAt(at) != '[') {
            return -1;
        }
        long parsed = 0;
        int k = at + 1;
        int first = k;
        for (; k < length && k - first <= 10; k++) {
            char c = text.charAt(k);
            if (c == ']') {
                break;
            }
            if (c < '0' || c > '9' || (k > first && parsed == 0)) { // a digit, no leading zero
                return -1;
            }
            parsed = 10 * parsed + (c - '0');
        }
        return k > first && k < length && text.charAt(k) == ']' && parsed == value ? k + 1 : -1;
    }

    private boolean ignoring() {
        Frame frame = top;
        return ignoreDepth > 0 || (frame != null && frame.skipIteration);
    }

    private void begin(ConstructBegin begin) throws IOException {
        if (ignoring()) {
            ignoreDepth++;
            counts.notCompared++;
            return;
        }
        closeSequentialUnit();
        skipReductionAccesses();
        if (!wholeProgram && top == null) {
            skipToConstruct(begin);
        }
        long position = reference.position();
        TraceRecord expected = reference.peek();
        if (expected instanceof ConstructBegin ref && sameConstruct(ref, begin)) {
            reference.next();
            if (!sameRanges(ref, begin)) {
                report(ErrorClass.UNEXPECTED_CONSTRUCT, "ranges", ConstructPlace.of(begin), null,
                        Integer.toString(begin.number()), "construct " + begin.number(), begin.file(), begin.line(),
                        ranges(ref), ranges(begin), "the iteration ranges differ; the construct is not compared",
                        position);
                skipReferenceConstruct();
                ignoreDepth = 1;
                counts.notCompared++;
                return;
            }
            counts.constructs++;
            top = new Frame(begin, ref.number(), reference.position());
            frames.push(top);
            return;
        }
        report(ErrorClass.UNEXPECTED_CONSTRUCT, "", ConstructPlace.of(begin), null, Integer.toString(begin.number()),
                "construct " + begin.number(), begin.file(), begin.line(), null, null,
                "the reference has " + describe(expected) + " here; the construct is not compared", position);
        ignoreDepth = 1;
        counts.notCompared++;
    }

    private void end(ConstructEnd end) throws IOException {
        if (ignoreDepth > 0) {
            ignoreDepth--;
            counts.notCompared++;
            if (ignoreDepth == 0 && frames.isEmpty()) {
                lastEnded = null;
            }
            return;
        }
        Frame frame = top;
        if (frame == null) {
            report(ErrorClass.UNEXPECTED_RECORD, "EL", null, null, Integer.toString(end.number()),
                    "end of construct " + end.number(), end.file(), end.line(), null, null,
                    "no construct is open", reference.position());
            return;
        }
        endIteration(frame);
        frame.skipIteration = false;
        skipReductionAccesses();
        if (!frame.parallel && reference.peek() instanceof Iteration next) {
            report(ErrorClass.ABNORMAL_LOOP_EXIT, "", frame.place, frame.iteration(), Integer.toString(end.number()),
                    "end of construct " + end.number(), end.file(), end.line(), null, null,
                    "the loop ended where the reference runs iteration " + index(next.index()), reference.position());
        }
        moveToEnd(frame);
        long position = reference.position();
        TraceRecord expected = reference.peek();
        if (expected instanceof ConstructEnd ref && ref.number() == frame.referenceNumber) {
            reference.next();
            counts.constructs++;
            compareChecksums(frame, ref, end, position);
        } else {
            report(ErrorClass.UNEXPECTED_RECORD, "EL", frame.place, null, Integer.toString(end.number()),
                    "end of construct " + end.number(), end.file(), end.line(), null, null,
                    "the reference has " + describe(expected) + " here", position);
        }
        frame.closeIndex();
        frames.pop();
        top = frames.peek();
        lastEnded = frame.place;
    }

    private void iteration(Iteration iteration) throws IOException {
        if (ignoreDepth > 0) {
            counts.notCompared++;
            return;
        }
        Frame frame = top;
        if (frame == null) {
            report(ErrorClass.UNEXPECTED_ITERATION, "", null, index(iteration.index()), "iteration",
                    "iteration " + index(iteration.index()), "", 0, null, null, "no construct is open",
                    reference.position());
            return;
        }
        if (takeInOrder(frame, iteration)) {
            return;
        }
        endIteration(frame);
        frame.skipIteration = false;
        long[] runIndex = iteration.index();
        skipReductionAccesses();
        long position = reference.position();
        TraceRecord expected = reference.peek();
        boolean inOrder = expected instanceof Iteration ref && ref.absolute() == iteration.absolute();
        boolean forward = forward(frame, iteration);
        if (forward && (inOrder || seekForward(iteration))) {
            position = reference.position();
            frame.take(iteration.absolute());
        } else if (forward && perProcessorBoundary) {
            // the reference numbers its iterations in increasing order and holds none between the last taken and
            // where the forward search stopped: it did not record this one
            frame.lastInOrder = iteration.absolute();
            notRecordedInReference(frame, runIndex);
            return;
        } else if (frame.parallel) {
            if (frame.index == null) {
                buildIndex(frame);
            }
            position = frame.index.get(iteration.absolute());
            if (position == IterationIndex.ABSENT && perProcessorBoundary) {
                notRecordedInReference(frame, runIndex);
                return;
            }
            if (position < 0) {
                boolean twice = position == IterationIndex.USED;
                report(twice ? ErrorClass.DOUBLE_ITERATION : ErrorClass.UNEXPECTED_ITERATION, "", frame.place,
                        index(runIndex), Integer.toString(frame.begin.number()), "iteration " + index(runIndex),
                        frame.begin.file(), frame.begin.line(), null, null, twice ? "the iteration was executed before"
                                : "the reference has no iteration " + iteration.absolute() + " in this construct",
                        frame.bodyStart);
                skipIteration(frame, runIndex);
                return;
            }
            frame.index.markUsed(iteration.absolute());
            reference.seek(position);
        } else if (!inOrder) {
            report(ErrorClass.UNEXPECTED_ITERATION, "", frame.place, index(runIndex),
                    Integer.toString(frame.begin.number()), "iteration " + index(runIndex), frame.begin.file(),
                    frame.begin.line(), null, null, "the reference has " + describe(expected) + " here", position);
            skipIteration(frame, runIndex);
            return;
        }
        reference.next();
        enterIteration(frame, runIndex, position);
    }

    /** Whether the run's iteration is looked for going forward in the reference: a parallel loop without an index. */
    private boolean forward(Frame frame, Iteration iteration) {
        return frame.parallel && frame.index == null && iteration.absolute() > frame.lastInOrder
                && 2L * frame.takenRanges < settings.indexInMemory();
    }

    /**
     * The common case, taken without making the reference's record: a binary reference whose next record is this
     * iteration, taken in the reference's order (forward in a parallel loop without an index yet, or in a
     * sequential loop). What the general way does when its look ahead finds this iteration next.
     */
    private boolean takeInOrder(Frame frame, Iteration iteration) throws IOException {
        boolean forward = forward(frame, iteration);
        if (frame.parallel && !forward) {
            return false;
        }
        long position = reference.position();
        if (!reference.takeIteration(iteration.absolute())) {
            return false;
        }
        if (frame.inIteration) { // the reference's previous iteration ends here too
            frame.inIteration = false;
            closeUnit(frame.unit);
            frame.unit = null;
        }
        frame.skipIteration = false;
        if (forward) {
            frame.take(iteration.absolute());
        }
        enterIteration(frame, iteration.index(), position);
        return true;
    }

    private void enterIteration(Frame frame, long[] index, long position) {
        counts.iterations++;
        frame.inIteration = true;
        frame.iteration(index);
        frame.unit = new Unit(frame.place, index, position);
    }

    /** A boundary iteration of the run's processor block that was interior in the reference: not compared. */
    private void notRecordedInReference(Frame frame, long[] runIndex) {
        skipIteration(frame, runIndex);
        counts.notCompared--;
        counts.unmatchedBoundaryIterations++;
    }

    /**
     * In an iteration of a reduction loop the run's records may take another path than the reference's: the
     * code branches on the reduction variable (keep the smaller value), whose partial value on a processor is not
     * the sequential running value (it starts from the operator's identity). The rest of the run's iteration is
     * then not compared (the reduction's result after the loop is) and the reference's is passed over at the
     * next iteration. Returns whether the record at hand is in such an iteration.
     */
    private boolean otherReductionPath(Frame frame) throws IOException {
        if (frame == null || !frame.parallel || !frame.inIteration || !reductionLoop(frame)) {
            return false;
        }
        counts.reductionPaths++;
        closeUnit(frame.unit);
        frame.unit = null;
        frame.skipIteration = true;
        frame.inIteration = false;
        return true;
    }

    /**
     * Whether the reference's instance of the frame's construct is a reduction loop (reduction results follow
     * its end): read once per instance, at its first record that differs, going forward to its end and back.
     */
    private boolean reductionLoop(Frame frame) throws IOException {
        if (frame.reductions == 0) {
            long resume = reference.position();
            moveToEnd(frame);
            frame.endPosition = reference.position();
            reference.next();
            frame.reductions = reference.peek() instanceof ReductionResult ? 1 : -1;
            reference.seek(resume);
        }
        return frame.reductions > 0;
    }

    private void skipIteration(Frame frame, long[] index) {
        frame.skipIteration = true;
        frame.inIteration = false;
        frame.iteration(index);
        counts.notCompared++;
    }

    /** Ends the run's current iteration of the frame: the reference's must end here too. */
    private void endIteration(Frame frame) throws IOException {
        if (!frame.inIteration) {
            return;
        }
        frame.inIteration = false;
        skipReductionAccesses();
        TraceRecord expected = reference.peek();
        if (expected != null && !(expected instanceof Iteration) && !(expected instanceof ConstructEnd)
                && frame.parallel && reductionLoop(frame)) {
            counts.reductionPaths++; // the reference's rest of the iteration is passed over at the next one
        } else if (expected != null && !(expected instanceof Iteration) && !(expected instanceof ConstructEnd)) {
            report(ErrorClass.UNEXPECTED_RECORD, "missing", frame.place, frame.iteration(),
                    Integer.toString(frame.begin.number()), "iteration " + frame.iteration(), frame.begin.file(),
                    frame.begin.line(), null, null, "the run's iteration ended where the reference continues with "
                            + describe(expected), reference.position());
        }
        closeUnit(frame.unit);
        frame.unit = null;
    }

    private TraceValue access(Access access) throws IOException {
        if (access.kind().isReductionVariable()) {
            counts.reductionAccesses++;
            return null;
        }
        skipReductionAccesses();
        long position = reference.position();
        TraceRecord expected = reference.peek();
        Frame frame = top;
        ConstructPlace construct = frame == null ? null : frame.place;
        String iteration = frame == null || !frame.inIteration ? null : frame.iteration();
        String variable = variable(access.operand());
        Unit unit = currentUnit(position);
        if (!(expected instanceof Access ref) || ref.kind() != access.kind()) {
            if (otherReductionPath(frame)) {
                counts.notCompared++;
                return null;
            }
            if (expected instanceof Access) {
                reference.next();
            }
            report(ErrorClass.UNEXPECTED_RECORD, access.kind().name(), construct, iteration, variable,
                    access.operand(), access.file(), access.line(), null, null,
                    "the reference has " + describe(expected) + " here", position);
            return null;
        }
        if (!ref.operand().equals(access.operand())) {
            if (otherReductionPath(frame)) {
                counts.notCompared++;
                return null;
            }
            reference.next();
            report(ErrorClass.UNEXPECTED_VARIABLE, access.kind().isWrite() ? "write" : "read", construct, iteration,
                    variable, access.operand(), access.file(), access.line(), null, null,
                    "the reference accesses " + ref.operand() + " at " + ref.file() + ':' + ref.line() + " here",
                    position);
            return null;
        }
        reference.next();
        boolean write = access.kind().isWrite();
        if (write) {
            counts.writes++;
        } else {
            counts.reads++;
            unit.reads++;
        }
        if (!access.kind().hasValue()) {
            return null;
        }
        Difference difference = compareValue(access.type(), ref.value(), access.value(), write ? "write" : "read",
                construct, iteration, variable, access.operand(), access.file(), access.line(), "", position);
        if (difference != null) {
            if (write) {
                if (unit.firstWrite == null) {
                    unit.firstWrite = difference;
                }
            } else {
                unit.readDiffered = true;
            }
        }
        return write && settings.substAllResults() ? substitute(access.type(), ref.value(), access.value(),
                difference) : null;
    }

    private TraceValue reductionResult(ReductionResult result) throws IOException {
        skipReductionAccesses();
        long position = reference.position();
        TraceRecord expected = reference.peek();
        Frame frame = top;
        ConstructPlace construct = lastEnded != null ? lastEnded : frame == null ? null : frame.place;
        if (!(expected instanceof ReductionResult ref) || !ref.variable().equals(result.variable())) {
            if (expected instanceof ReductionResult) {
                reference.next();
            }
            report(ErrorClass.UNEXPECTED_RECORD, "RV", construct, null, variable(result.variable()),
                    result.variable(), result.file(), result.line(), null, null,
                    "the reference has " + describe(expected) + " here", position);
            return null;
        }
        reference.next();
        counts.reductionResults++;
        closeSequentialUnit();
        Unit unit = new Unit(construct, null, position);
        String operator = !result.operator().isEmpty() ? result.operator() : ref.operator();
        String detail = settings.manualReductCalc() ? ReductionReading.of(construct, result, operator,
                ValueText.of(result.type(), result.value()), ValueText.of(result.type(), ref.value()))
                : "result of the reduction " + (operator.isEmpty() ? "" : operator + " ") + "after "
                        + (construct == null ? "its construct" : construct.toString());
        Difference difference = compareValue(result.type(), ref.value(), result.value(), "reduction", construct,
                null, variable(result.variable()), result.variable(), result.file(), result.line(), detail, position);
        unit.firstWrite = difference;
        closeUnit(unit);
        return settings.substRedResults() || settings.substAllResults()
                ? substitute(result.type(), ref.value(), result.value(), difference) : null;
    }

    private void skip(Skip skip) throws IOException {
        skipReductionAccesses();
        long position = reference.position();
        TraceRecord expected = reference.peek();
        Frame frame = top;
        if (expected instanceof Skip) {
            reference.next();
            counts.skips++;
            return;
        }
        report(ErrorClass.UNEXPECTED_RECORD, "SKP", frame == null ? null : frame.place,
                frame == null || !frame.inIteration ? null : frame.iteration(), "SKP", "skipped code", skip.file(),
                skip.line(), null, null, "the reference has " + describe(expected) + " here", position);
    }

    /**
     * A processor that does not run the sequential part (its trace holds only the constructs it took part in) ends
     * a block of it: the reference's block, up to its {@code SKP}, is the other processor's, passed over as DVM's
     * comparison passes over a block the processor skipped. The search stops before a parallel construct: the
     * reference then has no such block here (processor 0's comparison reports that), and the next construct is
     * found as always.
     */
    private void passSequentialBlock() throws IOException {
        long from = reference.position();
        for (TraceRecord record = reference.peekPastAccesses(); record != null; record = reference.peekPastAccesses()) {
            if (record instanceof ConstructBegin b && b.kind() != TraceRecord.ConstructKind.SL) {
                break;
            }
            reference.next();
            if (record instanceof Skip) {
                counts.skips++;
                return;
            }
        }
        reference.seek(from);
        counts.notCompared++;
    }

    /** Compares a value; reports and returns the difference, or {@code null} when equal within the tolerance. */
    private Difference compareValue(ValueKind type, TraceValue expected, TraceValue actual, String kind,
                                    ConstructPlace construct, String iteration, String variable, String element,
                                    String file, int line, String detail, long position) {
        ValueTolerance.Outcome outcome = tolerance.compare(type, expected, actual);
        if (type.isFloating() && !Double.isNaN(outcome.absolute())) {
            variables.computeIfAbsent(variable, VariableExtremes::new).add(outcome.absolute(), outcome.relative(),
                    () -> element + " at " + file + ':' + line + (construct == null ? " in the sequential part"
                            : " in " + construct) + (iteration == null ? "" : ", iteration " + iteration));
        }
        if (outcome.equal()) {
            return null;
        }
        // an emulated reduction that differs is a wrong operation whatever the value: an infinite partial result
        // (MIN's identity +Infinity kept by code computing a maximum) is its symptom, not a NaN or overflow
        ErrorClass errorClass = settings.manualReductCalc() && kind.equals("reduction") ? ErrorClass.WRONG_REDUCTION
                : outcome.nonFinite() && settings.enableNanChecks() ? ErrorClass.NAN_INF
                : ErrorClass.DIFFERENT_VALUES;
        return report(errorClass, kind, construct, iteration, variable, element, file, line,
                ValueText.of(type, expected), ValueText.of(type, actual), outcome.absolute(), outcome.relative(),
                detail, position);
    }

    private TraceValue substitute(ValueKind type, TraceValue expected, TraceValue actual, Difference difference) {
        if (settings.strictCompare() || (difference != null && !settings.allowErrorsSubst())
                || type == ValueKind.OBJECT || expected == null || expected.equals(actual)) { // a reference stays
            return null;
        }
        if (type.isFloating() && Double.doubleToRawLongBits(expected.floating())
                == Double.doubleToRawLongBits(actual.floating())) {
            return null;
        }
        substitutions++;
        return expected;
    }

    private void compareChecksums(Frame frame, ConstructEnd expected, ConstructEnd actual, long position) {
        List<Checksum> sums = actual.checksums();
        for (int k = 0; k < sums.size(); k++) {
            Checksum sum = sums.get(k);
            // arrays of one name (the same field of two objects a construct used) in the order first used, as in
            // the reference: the n-th of a name and access is the reference's n-th
            int occurrence = 0;
            for (int before = 0; before < k; before++) {
                if (sameArray(sums.get(before), sum)) {
                    occurrence++;
                }
            }
            Checksum ref = null;
            for (Checksum candidate : expected.checksums()) {
                if (sameArray(candidate, sum) && occurrence-- == 0) {
                    ref = candidate;
                    break;
                }
            }
            counts.checksums++;
            if (ref == null) {
                report(ErrorClass.UNEXPECTED_RECORD, "checksum", frame.place, null, sum.array(), sum.array(),
                        sum.file(), sum.line(), null, null, "the reference has no checksum of " + sum.array()
                                + " (" + sum.access() + ") after this construct", position);
            } else if (ref.failed() || sum.failed()) {
                if (ref.failed() != sum.failed()) {
                    report(ErrorClass.DIFFERENT_CHECKSUMS, "checksum", frame.place, null, sum.array(), sum.array(),
                            sum.file(), sum.line(), ref.failed() ? "FAILED" : Double.toString(ref.value()),
                            sum.failed() ? "FAILED" : Double.toString(sum.value()), Double.NaN, Double.NaN,
                            "checksum (" + sum.access() + ") after the construct", position);
                }
            } else if (ChecksumBlockCheck.comparable(ref.blocks(), sum.blocks())) {
                compareBlocks(frame, ref, sum, position);
            } else if (ref.blocks() != null && sum.blocks() != null && ref.blocks().count() != sum.blocks().count()) {
                report(ErrorClass.DIFFERENT_CHECKSUMS, "checksum", frame.place, null, sum.array(), sum.array(),
                        sum.file(), sum.line(), Double.toString(ref.value()), Double.toString(sum.value()), Double.NaN,
                        Double.NaN, "checksum (" + sum.access() + ") after the construct: the array has "
                                + sum.blocks().count() + " elements in the run and " + ref.blocks().count()
                                + " in the reference", position);
            } else { // a reference written without blocks: the mean alone, as DVM compares it
                ValueTolerance.Outcome outcome = tolerance.compare(ValueKind.DOUBLE, TraceValue.ofDouble(ref.value()),
                        TraceValue.ofDouble(sum.value()));
                if (!outcome.equal()) {
                    report(outcome.nonFinite() && settings.enableNanChecks() ? ErrorClass.NAN_INF
                                    : ErrorClass.DIFFERENT_CHECKSUMS, "checksum", frame.place, null, sum.array(),
                            sum.array(), sum.file(), sum.line(), Double.toString(ref.value()),
                            Double.toString(sum.value()), outcome.absolute(), outcome.relative(),
                            "checksum (" + sum.access() + ") after the construct", position);
                }
            }
        }
    }

    /**
     * Compares a checksum by its blocks, which see one wrong element that the mean averages away: the first block
     * whose sum differs is reported with its elements, the mean beside it.
     */
    private void compareBlocks(Frame frame, Checksum ref, Checksum sum, long position) {
        ChecksumBlockCheck.Finding finding = ChecksumBlockCheck.compare(ref.blocks(), sum.blocks(), settings);
        if (finding == null) {
            return;
        }
        double absolute = finding.absolute();
        double relative = absolute / Math.max(settings.relCompareMin(),
                Math.max(Math.abs(finding.reference()), Math.abs(finding.run())));
        report(finding.nonFinite() && settings.enableNanChecks() ? ErrorClass.NAN_INF : ErrorClass.DIFFERENT_CHECKSUMS,
                "checksum", frame.place, null, sum.array(), sum.array(), sum.file(), sum.line(),
                Double.toString(finding.reference()), Double.toString(finding.run()), absolute, relative,
                "checksum (" + sum.access() + ") after the construct: " + finding.where() + "; the mean: run "
                        + sum.value() + ", reference " + ref.value(), position);
    }

    private static boolean sameArray(Checksum a, Checksum b) {
        return a.array().equals(b.array()) && a.access().equals(b.access());
    }

    /** Reads of the reference's construct instance: the position of each iteration by absolute number. */
    private void buildIndex(Frame frame) throws IOException {
        long resume = reference.position();
        long iterations = frame.iterations();
        if (iterations < 0) {
            iterations = scanIterationCount(frame);
        }
        frame.index = IterationIndex.create(iterations, settings.indexInMemory());
        reference.seek(frame.bodyStart);
        int depth = 0;
        while (true) {
            reference.peekPastAccesses();
            long position = reference.position();
            TraceRecord record = reference.next();
            if (record == null) {
                break;
            }
            if (record instanceof Iteration iteration && depth == 0) {
                frame.index.put(iteration.absolute(), position);
            } else if (record instanceof ConstructBegin) {
                depth++;
            } else if (record instanceof ConstructEnd) {
                if (depth == 0) {
                    frame.endPosition = position;
                    break;
                }
                depth--;
            }
        }
        // the iterations the run took going forward before this index existed are used already
        for (int r = 0; r < frame.takenRanges; r++) {
            for (long a = frame.taken[2 * r]; a <= frame.taken[2 * r + 1]; a++) {
                frame.index.markUsed(a);
            }
        }
        frame.taken = null;
        reference.seek(resume);
    }

    /**
     * Reads forward in the reference to the iteration, as a processor taking its own iterations in row-major
     * order does; stops at an iteration numbered beyond it (the reference numbers them in increasing order) or at
     * the construct's end. Returns whether the reference is now at it.
     */
    private boolean seekForward(Iteration wanted) throws IOException {
        int depth = 0;
        for (TraceRecord record = reference.peekPastAccesses(); record != null;
                record = reference.peekPastAccesses()) {
            if (record instanceof Iteration iteration && depth == 0) {
                if (iteration.absolute() == wanted.absolute()) {
                    return true;
                }
                if (iteration.absolute() > wanted.absolute()) {
                    return false;
                }
            } else if (record instanceof ConstructBegin) {
                depth++;
            } else if (record instanceof ConstructEnd && depth-- == 0) {
                return false;
            }
            reference.next();
        }
        return false;
    }

    private long scanIterationCount(Frame frame) throws IOException {
        reference.seek(frame.bodyStart);
        long max = -1;
        int depth = 0;
        for (TraceRecord record = reference.nextPastAccesses(); record != null;
                record = reference.nextPastAccesses()) {
            if (record instanceof Iteration iteration && depth == 0) {
                max = Math.max(max, iteration.absolute());
            } else if (record instanceof ConstructBegin) {
                depth++;
            } else if (record instanceof ConstructEnd && depth-- == 0) {
                break;
            }
        }
        return max + 1;
    }

    /** Puts the reference at the frame's end record, skipping the iterations the run did not take. */
    private void moveToEnd(Frame frame) throws IOException {
        if (frame.endPosition >= 0) {
            reference.seek(frame.endPosition);
            return;
        }
        int depth = 0;
        for (TraceRecord record = reference.peekPastAccesses(); record != null;
                record = reference.peekPastAccesses()) {
            if (record instanceof ConstructBegin) {
                depth++;
            } else if (record instanceof ConstructEnd) {
                if (depth == 0) {
                    return;
                }
                depth--;
            }
            reference.next();
        }
    }

    /**
     * Passes over the reference's sequential part to its next instance of the construct outside every other
     * parallel construct, for a run that does not record the sequential part; stays put when there is none (the
     * construct is then reported). The sequential part's sequential loops are part of what is passed over: a
     * construct inside one is found inside it.
     */
    private void skipToConstruct(ConstructBegin begin) throws IOException {
        if (!scanTo(begin, false)) {
            // a processor of a task's group that is not the task's own runs only the task's nested loops: its trace
            // has them without the task region around them, so they are matched inside the reference's constructs
            scanTo(begin, true);
        }
    }

    /**
     * Reads the reference forward to its next instance of {@code begin}: outside every parallel construct, or at
     * any depth when {@code nested}; returns whether it found one, else goes back to where it started.
     */
    private boolean scanTo(ConstructBegin begin, boolean nested) throws IOException {
        long from = reference.position();
        int depth = 0;
        // per construct opened during the search, whether it is parallel; ends of loops opened before it are passed
        java.util.BitSet parallel = new java.util.BitSet();
        int open = 0;
        for (TraceRecord record = reference.peekPastAccesses(); record != null;
                record = reference.peekPastAccesses()) {
            if (record instanceof ConstructBegin b) {
                if ((depth == 0 || nested) && sameConstruct(b, begin)) {
                    return true;
                }
                boolean isParallel = b.kind() != TraceRecord.ConstructKind.SL || depth > 0;
                parallel.set(open++, isParallel);
                if (isParallel) {
                    depth++;
                }
            } else if (record instanceof ConstructEnd && open > 0 && parallel.get(--open)) {
                depth--;
            }
            reference.next();
        }
        reference.seek(from);
        return false;
    }

    /**
     * Whether the reference's construct start {@code ref} is the run's {@code run}: parallel constructs by number,
     * sequential loops by their place (those inside a parallel construct's body are numbered when first run, which
     * under grid emulation, each processor's part in turn, need not be the reference's order).
     */
    private static boolean sameConstruct(ConstructBegin ref, ConstructBegin run) {
        if (ref.kind() != run.kind()) {
            return false;
        }
        return run.kind() == TraceRecord.ConstructKind.SL ? ref.line() == run.line() && ref.file().equals(run.file())
                : ref.number() == run.number();
    }

    /** Takes the reference's construct that was just begun, up to and including its end record. */
    private void skipReferenceConstruct() throws IOException {
        int depth = 0;
        for (TraceRecord record = reference.nextPastAccesses(); record != null;
                record = reference.nextPastAccesses()) {
            if (record instanceof ConstructBegin) {
                depth++;
            } else if (record instanceof ConstructEnd && depth-- == 0) {
                return;
            }
        }
    }

    /** Reads and writes of reduction variables inside their loop are not compared: the result is. */
    private void skipReductionAccesses() throws IOException {
        while (reference.peek() instanceof Access access && access.kind().isReductionVariable()) {
            reference.next();
        }
    }

    private Unit currentUnit(long position) {
        Frame frame = top;
        if (frame != null && frame.inIteration) {
            return frame.unit;
        }
        if (sequentialUnit == null) {
            sequentialUnit = new Unit(frame == null ? null : frame.place, null, position);
        }
        return sequentialUnit;
    }

    private void closeSequentialUnit() {
        closeUnit(sequentialUnit);
        sequentialUnit = null;
    }

    /** Keeps the divergence whose differing write is earliest in the reference's order. */
    private void closeUnit(Unit unit) {
        Divergence divergence = unit == null ? null : unit.divergence();
        if (divergence != null && (origin == null || divergence.firstWrite().referencePosition()
                < origin.firstWrite().referencePosition())) {
            origin = divergence;
        }
    }

    private Difference report(ErrorClass errorClass, String kind, ConstructPlace construct, String iteration,
                              String variable, String element, String file, int line, String referenceValue,
                              String runValue, String detail, long position) {
        return report(errorClass, kind, construct, iteration, variable, element, file, line, referenceValue, runValue,
                Double.NaN, Double.NaN, detail, position);
    }

    private Difference report(ErrorClass errorClass, String kind, ConstructPlace construct, String iteration,
                              String variable, String element, String file, int line, String referenceValue,
                              String runValue, double absolute, double relative, String detail, long position) {
        Difference difference = new Difference(errorClass, kind, runName, construct, iteration, variable, element,
                file, line, referenceValue, runValue, absolute, relative, detail, position, 1);
        if (reference.cut() != null && missingInReference(errorClass)) {
            // the reference has nothing here because its recording stopped, not because the run went elsewhere
            stopped = true;
            referenceCut = reference.cut();
            stop = new CompareOutcome.Stop(reference.cutReason(), reference.cutWhere(), counts.matched(), occurrences);
            return difference;
        }
        String key = difference.placeKey();
        Long count = seen.get(key);
        if (count == null && stopped) {
            return difference;
        }
        occurrences++;
        if (first == null) {
            first = difference;
        }
        if (earliest == null || position < earliest.referencePosition()) {
            earliest = difference;
        }
        if (count != null) {
            seen.put(key, count + 1);
            listener.difference(difference.seenAgain(count + 1));
            return difference;
        }
        seen.put(key, 1L);
        firstSeen.put(key, difference);
        listener.difference(difference);
        if (settings.maxErrors() > 0 && seen.size() >= settings.maxErrors()) {
            stopped = true;
            stop = new CompareOutcome.Stop("TraceOptions.MaxErrors=" + settings.maxErrors()
                    + " distinct differences reached", reference.where(), counts.matched(), occurrences);
        }
        return difference;
    }

    /** The differences a reference that stops early produces at its cut: a record, iteration or construct it lacks. */
    private static boolean missingInReference(ErrorClass errorClass) {
        return errorClass == ErrorClass.UNEXPECTED_RECORD || errorClass == ErrorClass.UNEXPECTED_ITERATION
                || errorClass == ErrorClass.UNEXPECTED_CONSTRUCT;
    }

    /**
     * The run's records stop coming before its end (its recording failed, for the reason given): the comparison
     * ends here, and its outcome says so rather than passing for a comparison of the whole run.
     */
    @Override
    public void abandon(String reason) throws IOException {
        if (closed || stopped) {
            return;
        }
        stopped = true;
        abandoned = reason;
        stop = new CompareOutcome.Stop(reason, reference.where(), counts.matched(), occurrences);
    }

    /**
     * Ends the comparison: a reference that goes on after the run's last record at the top level is reported
     * (a run cut inside a construct, by a kill, is compared up to the cut); the listener gets the outcome.
     */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (wholeProgram && headerChecked && !stopped && frames.isEmpty() && ignoreDepth == 0) {
                skipReductionAccesses();
                TraceRecord rest = reference.peek();
                if (rest != null) {
                    report(ErrorClass.UNEXPECTED_RECORD, "missing", null, null, "end", "end of the run", "", 0, null,
                            null, "the run's trace ended where the reference continues with " + describe(rest),
                            reference.position());
                }
            }
            for (Frame frame : frames) {
                closeUnit(frame.unit);
                frame.closeIndex();
            }
            closeSequentialUnit();
            List<CompareOutcome.Counted> distinct = new ArrayList<>(firstSeen.size());
            for (Map.Entry<String, Difference> entry : firstSeen.entrySet()) {
                distinct.add(new CompareOutcome.Counted(entry.getValue(), seen.get(entry.getKey())));
            }
            listener.finished(new CompareOutcome(referenceName, runName, counts, occurrences, distinct, first, origin,
                    earliest, new ArrayList<>(variables.values()), substitutions,
                    stopped && referenceCut == null && abandoned == null ? settings.maxErrors() : 0, referenceCut,
                    stop));
        } finally {
            source.close();
        }
    }

    private static boolean sameRanges(ConstructBegin a, ConstructBegin b) {
        return a.rank() == b.rank() && Arrays.equals(a.lo(), b.lo()) && Arrays.equals(a.hi(), b.hi())
                && Arrays.equals(a.step(), b.step());
    }

    private static String ranges(ConstructBegin begin) {
        StringBuilder text = new StringBuilder();
        for (int d = 0; d < begin.rank(); d++) {
            text.append('(').append(begin.lo()[d]).append(',').append(begin.hi()[d]).append(',')
                    .append(begin.step()[d]).append(')');
        }
        return text.toString();
    }

    static String index(long[] index) {
        StringBuilder text = new StringBuilder("(");
        for (int i = 0; i < index.length; i++) {
            text.append(i == 0 ? "" : ", ").append(index[i]);
        }
        return text.append(')').toString();
    }

    /** {@code a} of {@code a[3][4]}: differences and extremes are kept per variable. */
    static String variable(String operand) {
        int bracket = operand.indexOf('[');
        return bracket < 0 ? operand : operand.substring(0, bracket);
    }

    /** A reference record in words, for "the reference has ... here". */
    private String describe(TraceRecord record) {
        String at = " (" + reference.where() + ")";
        if (record == null) {
            return "no more records (end of trace)";
        }
        if (record instanceof ConstructBegin begin) {
            return "the start of " + ConstructPlace.of(begin) + at;
        }
        if (record instanceof ConstructEnd end) {
            return "the end of construct " + end.number() + at;
        }
        if (record instanceof Iteration iteration) {
            return "iteration " + index(iteration.index()) + at;
        }
        if (record instanceof Access access) {
            return access.kind() + " of " + access.operand() + " at " + access.file() + ':' + access.line() + at;
        }
        if (record instanceof ReductionResult result) {
            return "the result of reduction " + result.variable() + at;
        }
        return "skipped code" + at;
    }
}
