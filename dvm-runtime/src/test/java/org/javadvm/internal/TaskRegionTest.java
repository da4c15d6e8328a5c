package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Task regions: tasks share out the current processor group; a task's loops run on its sub-group. */
class TaskRegionTest {
    static int[] data = new int[100];
    static long total;
    static int largest;
    static int largestTask;

    @AfterEach
    void restore() {
        Team.configure("1");
    }

    private static final String LOOP = TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0");

    @Test
    void twoTasksOnFourProcessorsRunTheirLoopsOnTwoEach() {
        Team.configure("4");
        Map<Integer, Set<String>> loopRunners = new TreeMap<>();
        Map<Integer, int[]> iterations = new TreeMap<>();
        for (int t = 0; t < 2; t++) {
            loopRunners.put(t, ConcurrentHashMap.newKeySet());
            iterations.put(t, new int[100]);
        }
        int[] taskRanOn = new int[2];
        String caller = Thread.currentThread().getName();
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), TaskRegionTest.class, null, task -> {
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                int taskNumber = t;
                taskRanOn[t] = task.processor;
                Woven.loop(LOOP, TaskRegionTest.class, null, block -> {
                    loopRunners.get(taskNumber).add(block.processor + "@" + Thread.currentThread().getName());
                    for (int i = block.lo[0]; i < block.hi[0]; i++) {
                        iterations.get(taskNumber)[i]++;
                    }
                }, new int[] {0, 100});
            }
        }, new int[] {0, 2});
        assertEquals("[0, 2]", Arrays.toString(taskRanOn), "each task on its sub-group's first processor");
        assertEquals(Set.of("0@" + caller, "1@dvm-processor-1"), loopRunners.get(0));
        assertEquals(Set.of("2@dvm-processor-2", "3@dvm-processor-3"), loopRunners.get(1));
        for (int[] counts : iterations.values()) {
            assertEquals(100, Arrays.stream(counts).filter(c -> c == 1).count(), "each task's loop runs each i once");
        }
    }

    @Test
    void threeTasksOnFourProcessorsGiveTheLastTaskTwo() {
        Team.configure("4");
        Map<Integer, Set<Integer>> loopProcessors = new ConcurrentHashMap<>();
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), TaskRegionTest.class, null, task -> {
            int t = task.lo[0];
            Set<Integer> used = ConcurrentHashMap.newKeySet();
            loopProcessors.put(t, used);
            Woven.loop(LOOP, TaskRegionTest.class, null, block -> used.add(block.processor), new int[] {0, 100});
        }, new int[] {10, 13});
        assertEquals(Map.of(10, Set.of(0), 11, Set.of(1), 12, Set.of(2, 3)), loopProcessors);
    }

    @Test
    void fiveTasksOnTwoProcessorsRunOneAtATimeInContiguousRanges() {
        Team.configure("2");
        int[] ranOn = new int[5];
        List<String> calls = new ArrayList<>();
        Set<String> nested = ConcurrentHashMap.newKeySet();
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), TaskRegionTest.class, null, task -> {
            synchronized (calls) {
                calls.add(task.lo[0] + ".." + task.hi[0]);
            }
            for (int t = task.lo[0]; t < task.hi[0]; t++) {
                ranOn[t] = task.processor;
                int runner = task.processor;
                Woven.loop(LOOP, TaskRegionTest.class, null,
                        block -> nested.add(runner + "->" + block.processor + " " + block.lo[0] + ".." + block.hi[0]),
                        new int[] {0, 100});
            }
        }, new int[] {0, 5});
        assertEquals("[0, 0, 1, 1, 1]", Arrays.toString(ranOn));
        calls.sort(null);
        assertEquals(List.of("0..1", "1..2", "2..3", "3..4", "4..5"), calls, "one body call per task");
        assertEquals(Set.of("0->0 0..100", "1->1 0..100"), nested, "nested loops run whole on the task's processor");
    }

    @Test
    void tasksInsideATaskShareOutItsSubgroup() {
        Team.configure("4");
        Map<String, Set<Integer>> innermost = new ConcurrentHashMap<>();
        Woven.loop(TeamFixture.taskSpec("0,0,0,0"), TaskRegionTest.class, null, outer -> {
            int o = outer.lo[0];
            Woven.loop(TeamFixture.taskSpec("0,0,0,0"), TaskRegionTest.class, null, inner -> {
                Set<Integer> used = ConcurrentHashMap.newKeySet();
                innermost.put(o + "." + inner.lo[0] + "@" + inner.processor, used);
                Woven.loop(LOOP, TaskRegionTest.class, null, block -> used.add(block.processor), new int[] {0, 100});
            }, new int[] {0, 2});
        }, new int[] {0, 2});
        assertEquals(Map.of("0.0@0", Set.of(0), "0.1@1", Set.of(1), "1.0@2", Set.of(2), "1.1@3", Set.of(3)),
                innermost);
    }

    @ParameterizedTest(name = "{1} tasks on grid {0}")
    @CsvSource({"1,6", "4,2", "4,3", "2x2,7", "3,3"})
    void taskReductionsCombineOnePartialPerParticipant(String grid, int tasks) {
        Team.configure(grid);
        total = 5;
        largest = Integer.MIN_VALUE;
        largestTask = -1;
        Woven.loop(TeamFixture.taskSpec("2,1,0,0", "SUM,J,total,0,-", "MAXLOC,I,largest,0,-,largestTask:1"),
                TaskRegionTest.class, null, task -> {
                    long sum = task.longs[0];
                    for (int t = task.lo[0]; t < task.hi[0]; t++) {
                        sum += 1000L * t + 1;
                        int score = t % 3; // ties: score 2 at tasks 2 and 5
                        if (score > task.ints[0]) {
                            task.ints[0] = score;
                            task.ints[1] = t;
                        }
                    }
                    task.longs[0] = sum;
                }, new int[] {0, tasks});
        long expected = 5;
        for (int t = 0; t < tasks; t++) {
            expected += 1000L * t + 1;
        }
        assertEquals(expected, total);
        assertEquals(Math.min(tasks - 1, 2), largest);
        assertEquals(Math.min(tasks - 1, 2), largestTask);
    }

    @Test
    void anEmptyTaskRangeRunsNothing() {
        Team.configure("4");
        List<String> calls = new ArrayList<>();
        total = 9;
        Woven.loop(TeamFixture.taskSpec("0,1,0,0", "SUM,J,total,0,-"), TaskRegionTest.class, null,
                task -> calls.add(task.lo[0] + ".." + task.hi[0]), new int[] {3, 3});
        assertEquals(List.of(), calls);
        assertEquals(9, total);
    }
}
