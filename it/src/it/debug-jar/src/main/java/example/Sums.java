package example;

/** A helper without parallel constructs: left as it is for release, woven with the hooks for debug. */
final class Sums {
    private Sums() {
    }

    static double of(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum;
    }
}
