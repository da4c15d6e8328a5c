package example;

/** Runs every variant; a variant that fails with a Java exception (as an out-of-bounds access does) does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("WideStencil", WideStencil::run);
        run("NarrowShadow", NarrowShadow::run);
        run("NonLocalWrite", NonLocalWrite::run);
        run("Symmetrize", Symmetrize::run);
        run("ForgottenAlign", ForgottenAlign::run);
        run("BlockColumns", BlockColumns::run);
        run("ShiftedTwin", ShiftedTwin::run);
        run("FixedWideStencil", FixedWideStencil::run);
        run("FixedSymmetrize", FixedSymmetrize::run);
        run("FixedTwinTemplates", FixedTwinTemplates::run);
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
