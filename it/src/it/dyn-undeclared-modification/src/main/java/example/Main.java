package example;

/** Runs every variant; a variant that fails with a Java exception (as an out-of-bounds access does) does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("MissingReduction", MissingReduction::run);
        run("SharedCounter", SharedCounter::run);
        run("PrivateReadBeforeWrite", PrivateReadBeforeWrite::run);
        run("ReadOnlyWritten", ReadOnlyWritten::run);
        run("HelperTouchesReduction", HelperTouchesReduction::run);
        run("MissingPrivate", MissingPrivate::run);
        run("PlainHistogram", PlainHistogram::run);
        run("NestedLoopReduction", NestedLoopReduction::run);
        run("NestedTaskReduction", NestedTaskReduction::run);
        run("FixedMissingReduction", FixedMissingReduction::run);
        run("FixedNestedReduction", FixedNestedReduction::run);
        run("FixedHelperTouchesReduction", FixedHelperTouchesReduction::run);
    }

    private static void run(String name, Runnable variant) {
        try {
            variant.run();
            System.out.println(name + "=done");
        } catch (RuntimeException e) {
            System.out.println(name + "=" + e.getClass().getSimpleName());
        }
    }
}
