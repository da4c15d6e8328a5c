package org.javadvm.debug.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.BoundaryIterations;
import org.javadvm.internal.ConstructInfo;

/**
 * A consumer that writes down every event it hears, with what the shared life cycle says at that moment: what
 * a trace recorder sees.
 */
class Recorder implements Consumer {
    final String name;
    final List<String> events;
    final Lifecycle lifecycle;
    BoundaryIterations boundary;
    DiagnosticLog finishedWith;

    Recorder(String name, List<String> events, Lifecycle lifecycle) {
        this.name = name;
        this.events = events;
        this.lifecycle = lifecycle;
    }

    private void add(String event) {
        events.add(name + " " + event);
    }

    private String where() {
        RunningConstruct c = lifecycle == null ? null : lifecycle.innermost();
        return c == null ? "seq" : "#" + c.number + "<" + c.parent + " " + Arrays.toString(c.index()) + "=" + c.absolute()
                + " p" + lifecycle.processor();
    }

    @Override
    public BoundaryIterations boundaryIterations() {
        return boundary;
    }

    @Override
    public void arrayRead(Object array, int index, int site) {
        add("R " + index + " " + where());
    }

    @Override
    public void arrayWrite(Object array, int index, int site) {
        add("W " + index + " " + where());
    }

    @Override
    public void fieldRead(Object instance, int site) {
        add("GF " + site);
    }

    @Override
    public void fieldWrite(Object instance, Object value, int site) {
        add("PF " + site);
    }

    @Override
    public void boundAccess(Object instance, boolean write, int site) {
        add("bound " + write);
    }

    @Override
    public void privateAccess(boolean write, int site) {
        add("private " + write);
    }

    @Override
    public void arrayAllocated(Object array, int site) {
        add("NA");
    }

    @Override
    public void arrayRange(Object array, int from, int to, boolean write, int site) {
        add("range " + from + "-" + to + " " + write);
    }

    @Override
    public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
        add("start " + (construct == null ? "?" : construct.name.substring(construct.name.lastIndexOf('.') + 1)) + " "
                + where());
    }

    @Override
    public void iterationStart(int[] index) {
        add("it " + where());
    }

    @Override
    public void iterationEnd() {
        add("/it " + where());
    }

    @Override
    public void constructEnd() {
        add("end " + where());
    }

    @Override
    public void uncheckedStart(int[] lo, int[] hi) {
        add("unchecked " + Arrays.toString(lo) + Arrays.toString(hi));
    }

    @Override
    public void uncheckedEnd() {
        add("/unchecked");
    }

    @Override
    public void reductionGroupStart(Object group) {
        add("rg start");
    }

    @Override
    public void reductionGroupWait(Object group) {
        add("rg wait");
    }

    @Override
    public void shadowGroupStart(Object group, List<Object> arrays) {
        add("sg start " + arrays.size());
    }

    @Override
    public void shadowGroupWait(Object group, List<Object> arrays) {
        add("sg wait " + arrays.size());
    }

    @Override
    public void finish(DiagnosticLog log) {
        finishedWith = log;
        add("finish");
    }

    static List<String> list() {
        return new ArrayList<>();
    }
}
