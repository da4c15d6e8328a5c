package org.javadvm.benchmark;

import java.util.HashMap;
import java.util.Map;

/**
 * What one child JVM reported: {@code RESULT woven=<bool> seconds=<s> checksums=<c>,<c>... mainCpu=<s>
 * heapData=<bytes> heapTotal=<bytes>}, as printed by {@link VariantMain}. {@code mainCpu} is the median CPU time
 * of the timed solves' thread (processor 0): on a machine shared with other work it shows what the calling
 * thread itself spent, where the elapsed {@code seconds} also count the time it waited for a core. {@code heapData} is the heap the kernel's data holds
 * (used heap after a full collection with the kernel alive, minus the same before it was made),
 * {@code heapTotal} the used heap after a full collection at the end, with the kernel alive.
 */
record RunResult(boolean woven, double seconds, double[] checksums, double mainCpu, long heapData, long heapTotal) {

    static RunResult parse(String line) {
        String[] fields = line.trim().split(" ");
        if (fields.length < 1 || !fields[0].equals("RESULT")) {
            throw new IllegalArgumentException("not a result line: " + line);
        }
        Map<String, String> values = new HashMap<>();
        for (int f = 1; f < fields.length; f++) {
            int eq = fields[f].indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("expected key=value, got " + fields[f] + " in " + line);
            }
            values.put(fields[f].substring(0, eq), fields[f].substring(eq + 1));
        }
        String[] sums = value(values, "checksums", line).split(",");
        double[] checksums = new double[sums.length];
        for (int i = 0; i < sums.length; i++) {
            checksums[i] = Double.parseDouble(sums[i]);
        }
        return new RunResult(Boolean.parseBoolean(value(values, "woven", line)),
                Double.parseDouble(value(values, "seconds", line)), checksums,
                Double.parseDouble(value(values, "mainCpu", line)),
                Long.parseLong(value(values, "heapData", line)), Long.parseLong(value(values, "heapTotal", line)));
    }

    private static String value(Map<String, String> values, String key, String line) {
        String value = values.get(key);
        if (value == null) {
            throw new IllegalArgumentException("no " + key + "= in " + line);
        }
        return value;
    }
}
