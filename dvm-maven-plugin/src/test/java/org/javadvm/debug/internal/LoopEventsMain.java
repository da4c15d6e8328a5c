package org.javadvm.debug.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.javadvm.internal.ConstructInfo;
import org.javadvm.internal.Monitor;

/**
 * Runs a woven sample's {@code static String run()} with a sink that records the sequential loop events and a
 * monitor that records the constructs' iterations (so construct bodies run checked, one iteration at a time),
 * then prints the result, the line {@value #EVENTS} and one line per event: {@code start m:line}, {@code it m:line #k}, {@code end m:line},
 * {@code PL start m}, {@code PL it [i]}, {@code PL end}. Iterations are numbered by {@link SequentialLoops},
 * which also fails the run when the events do not nest.
 */
public final class LoopEventsMain {
    /** The line between the result and the events. */
    public static final String EVENTS = "--- events";

    private LoopEventsMain() {
    }

    public static void main(String[] args) throws Exception {
        List<String> events = new ArrayList<>();
        SequentialLoops open = new SequentialLoops();
        Debugger.preset = new AccessSink() {
            @Override
            public void arrayRead(Object array, int index, int site) {
            }

            @Override
            public void arrayWrite(Object array, int index, int site) {
            }

            @Override
            public void fieldRead(Object instance, int site) {
            }

            @Override
            public void fieldWrite(Object instance, Object value, int site) {
            }

            @Override
            public void privateAccess(boolean write, int site) {
            }

            @Override
            public void arrayAllocated(Object array, int site) {
            }

            @Override
            public void arrayRange(Object array, int from, int to, boolean write, int site) {
            }

            @Override
            public void sequentialLoopStart(int site) {
                open.start(site);
                events.add("start " + name(site));
            }

            @Override
            public void sequentialIteration(int site) {
                events.add("it " + name(site) + " #" + open.iteration(site));
            }

            @Override
            public void sequentialLoopEnd(int site) {
                open.end(site);
                events.add("end " + name(site));
            }
        };
        Monitor.install(new Monitor() {
            @Override
            public void constructStart(ConstructInfo construct, Object self, int[] bounds) {
                events.add("PL start " + construct.name.substring(construct.name.lastIndexOf('.') + 1));
            }

            @Override
            public void iterationStart(int[] index) {
                events.add("PL it " + Arrays.toString(index));
            }

            @Override
            public void iterationEnd() {
            }

            @Override
            public void constructEnd() {
                events.add("PL end");
            }

            @Override
            public void reductionGroupStart(Object group) {
            }

            @Override
            public void reductionGroupWait(Object group) {
            }

            @Override
            public void shadowGroupStart(Object group, List<Object> arrays) {
            }

            @Override
            public void shadowGroupWait(Object group, List<Object> arrays) {
            }
        });
        String result = (String) Class.forName(args[0]).getMethod("run").invoke(null);
        System.out.println(result);
        System.out.println(EVENTS);
        events.forEach(System.out::println);
        if (open.depth() != 0) {
            System.out.println("open at the end: " + open.depth());
        }
    }

    private static String name(int site) {
        Site loop = Sites.get(site);
        if (loop.kind != Site.Kind.SL) {
            throw new IllegalStateException("not a loop site: " + loop);
        }
        return loop.method + ":" + loop.line;
    }
}
