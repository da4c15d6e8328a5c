package example;

/**
 * Runs every variant (or the ones named as arguments) and prints what each computed, so that a run checking
 * boundary iterations only can be compared with a run checking every iteration: both run the iterations in
 * the same order and must print the same.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        java.util.List<String> only = java.util.Arrays.asList(args);
        run(only, "Stencil", Stencil::run);
        run(only, "MissingRenewal", MissingRenewal::run);
        run(only, "GaussSeidelNoAcross", GaussSeidelNoAcross::run);
        run(only, "PrefixSum", PrefixSum::run);
        run(only, "OffByOne", OffByOne::run);
        run(only, "InteriorOnly", InteriorOnly::run);
        run(only, "HoleInTheInterior", HoleInTheInterior::run);
        run(only, "PrivateAfterLoop", PrivateAfterLoop::run);
    }

    private static void run(java.util.List<String> only, String name, java.util.function.Supplier<String> variant) {
        if (!only.isEmpty() && !only.contains(name)) {
            return;
        }
        try {
            System.out.println(name + "=" + variant.get());
        } catch (RuntimeException e) {
            System.out.println(name + "=" + e.getClass().getSimpleName());
        }
    }
}
