package example;

/** Runs every variant; a variant that fails with a Java exception (as an out-of-bounds access does) does not stop the others. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        run("UseBeforeWait", UseBeforeWait::run);
        run("WaitWithoutStart", WaitWithoutStart::run);
        run("StartWithoutWait", StartWithoutWait::run);
        run("StartInTimeLoop", StartInTimeLoop::run);
        run("LocationBeforeWait", LocationBeforeWait::run);
        run("FixedUseAfterWait", FixedUseAfterWait::run);
        run("SumAssigned", SumAssigned::run);
        run("RunningTotal", RunningTotal::run);
        run("FixedRunningTotal", FixedRunningTotal::run);
        run("HelperAssigns", HelperAssigns::run);
        run("FixedCaughtDivision", FixedCaughtDivision::run);
        run("FixedCaughtInBody", FixedCaughtInBody::run);
        run("CaughtThenRunningTotal", CaughtThenRunningTotal::run);
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
