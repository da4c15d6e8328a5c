package example;

/** Runs every variant; a variant that fails with a Java exception (as an out-of-bounds access does) does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("GaussSeidelNoAcross", GaussSeidelNoAcross::run);
        run("PrefixSum", PrefixSum::run);
        run("TaskOverlap", TaskOverlap::run);
        run("FluxScatter", FluxScatter::run);
        run("FixedPrefixSum", FixedPrefixSum::run);
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
