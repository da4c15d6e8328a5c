package org.javadvm.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A monitor that records its events as text, optionally asking for boundary iterations only or an emulation. */
final class RecordingMonitor implements Monitor {
    final List<String> events = new ArrayList<>();
    /** What {@link #reductionResult} returns per variable name: the value the construct hands on instead. */
    final Map<String, Number> replacements = new HashMap<>();
    private final BoundaryIterations boundary;
    private final Emulation emulation;

    RecordingMonitor() {
        this(null);
    }

    RecordingMonitor(BoundaryIterations boundary) {
        this(boundary, Emulation.SEQUENTIAL);
    }

    RecordingMonitor(BoundaryIterations boundary, Emulation emulation) {
        this.boundary = boundary;
        this.emulation = emulation;
    }

    @Override
    public Emulation emulation() {
        return emulation;
    }

    @Override
    public void processorStart(int processor, int[] lo, int[] hi) {
        events.add("p" + processor + " " + Arrays.toString(lo) + Arrays.toString(hi));
    }

    @Override
    public void processorGroup(int[] members) {
        events.add("group " + Arrays.toString(members));
    }

    @Override
    public Number reductionResult(ConstructInfo.Reduction reduction, Number value, int[] locations) {
        events.add("rv " + reduction.variable.getName() + "=" + value + (locations.length == 0 ? ""
                : " at " + Arrays.toString(locations)));
        return replacements.get(reduction.variable.getName());
    }

    @Override
    public void processorEnd() {
        events.add("p-end");
    }

    @Override
    public BoundaryIterations boundaryIterations() {
        return boundary;
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        events.add("u " + Arrays.toString(lo) + Arrays.toString(hi));
    }

    @Override
    public void uncheckedEnd() {
        events.add("u-end");
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        events.add("start " + construct.name + " " + Arrays.toString(bounds));
    }

    @Override
    public void iterationStart(int[] index) {
        events.add("it " + Arrays.toString(index));
    }

    @Override
    public void iterationEnd() {
        events.add("end-it");
    }

    @Override
    public void constructEnd() {
        events.add("end");
    }

    @Override
    public void reductionGroupStart(Object group) {
        events.add("group-start");
    }

    @Override
    public void reductionGroupWait(Object group) {
        events.add("group-wait");
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        events.add("shadow-start " + arrays.size());
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        events.add("shadow-wait " + arrays.size());
    }
}
