package example;

/** Runs every variant; a variant that fails with a Java exception does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("ForgetsTheWayBack", ForgetsTheWayBack::run);
        run("ColumnsByRows", ColumnsByRows::run);
        run("FixedPhases", FixedPhases::run);
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
