package example;

/** Runs every program in turn; one that throws does not stop the others. */
public final class Driver {
    private Driver() {
    }

    public static void main(String[] args) {
        // racy
        run("AntiDependence", AntiDependence::run);
        run("FlowAlongRows", FlowAlongRows::run);
        run("FlowAlongColumns", FlowAlongColumns::run);
        run("SingleSharedElement", SingleSharedElement::run);
        run("SharedScalar", SharedScalar::run);
        run("OutputDependence", OutputDependence::run);
        run("MissingPrivate", MissingPrivate::run);
        run("MissingReduction", MissingReduction::run);
        run("SharedCounter", SharedCounter::run);
        run("SecondaryInduction", SecondaryInduction::run);
        run("IndirectOverlap", IndirectOverlap::run);
        run("WrapIntoNextRow", WrapIntoNextRow::run);
        run("DoubleBufferAlias", DoubleBufferAlias::run);
        run("ValueUsedAfterLoop", ValueUsedAfterLoop::run);
        run("TwinTemplateFlow", TwinTemplateFlow::run);
        run("HistogramFromZero", HistogramFromZero::run);
        // race-free
        run("DeclaredReduction", DeclaredReduction::run);
        run("DeclaredPrivate", DeclaredPrivate::run);
        run("AcrossGaussSeidel", AcrossGaussSeidel::run);
        run("InnerOnlyParallel", InnerOnlyParallel::run);
        run("OuterOnlyParallel", OuterOnlyParallel::run);
        run("ElementWise", ElementWise::run);
        run("IndirectNoOverlap", IndirectNoOverlap::run);
        run("TwinTemplateRows", TwinTemplateRows::run);
        run("RowSumsFromZero", RowSumsFromZero::run);
    }

    private static void run(String name, Runnable program) {
        try {
            program.run();
            System.out.println(name + "=done");
        } catch (RuntimeException | Error e) {
            System.out.println(name + "=" + e);
        }
    }
}
