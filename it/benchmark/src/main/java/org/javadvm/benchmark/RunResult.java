package org.javadvm.benchmark;

/** What one child JVM reported. */
record RunResult(boolean woven, double seconds, double[] checksums) {

    /** Parses {@code RESULT woven=<bool> seconds=<s> checksums=<c>,<c>...} as printed by {@link VariantMain}. */
    static RunResult parse(String line) {
        String[] fields = line.trim().split(" ");
        if (fields.length != 4 || !fields[0].equals("RESULT")) {
            throw new IllegalArgumentException("not a result line: " + line);
        }
        String[] sums = value(fields[3], "checksums").split(",");
        double[] checksums = new double[sums.length];
        for (int i = 0; i < sums.length; i++) {
            checksums[i] = Double.parseDouble(sums[i]);
        }
        return new RunResult(Boolean.parseBoolean(value(fields[1], "woven")),
                Double.parseDouble(value(fields[2], "seconds")), checksums);
    }

    private static String value(String field, String key) {
        if (!field.startsWith(key + "=")) {
            throw new IllegalArgumentException("expected " + key + "=..., got " + field);
        }
        return field.substring(key.length() + 1);
    }
}
