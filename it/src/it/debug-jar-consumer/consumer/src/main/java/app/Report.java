package app;

/** The consumer's own code: plain, nothing of it is woven. */
public class Report {
    public static String title() {
        return "report";
    }
}
