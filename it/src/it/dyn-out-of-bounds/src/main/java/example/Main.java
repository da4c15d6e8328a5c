package example;

/** Runs every variant; a variant that fails with a Java exception (as an out-of-bounds access does) does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("EdgeStencil", EdgeStencil::run);
        run("OffByOne", OffByOne::run);
        run("PlaneOverrun", PlaneOverrun::run);
        run("TopRowUnderflow", TopRowUnderflow::run);
        run("FixedOffByOne", FixedOffByOne::run);
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
