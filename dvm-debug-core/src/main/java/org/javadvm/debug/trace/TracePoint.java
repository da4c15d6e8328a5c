package org.javadvm.debug.trace;

/**
 * An end of the trace window ({@code StartPoint}, {@code FinishPoint}): {@code N.B}, the first begin of
 * construct N, or {@code N.E}, its first end. The original's form inside task regions
 * ({@code N.iter.M.B}) is not supported and refused.
 */
public record TracePoint(int construct, boolean end) {
    /** {@code null} for an empty text (no bound). */
    public static TracePoint parse(String parameter, String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        int dot = text.indexOf('.');
        String kind = dot < 0 ? "" : text.substring(dot + 1);
        try {
            int construct = Integer.parseInt(text.substring(0, Math.max(dot, 0)));
            if (construct >= 1 && (kind.equals("B") || kind.equals("E"))) {
                return new TracePoint(construct, kind.equals("E"));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(parameter + " '" + text + "' is not N.B or N.E with N a construct number "
                + "(the task-region form N.iter.M.B is not supported)");
    }

    @Override
    public String toString() {
        return construct + (end ? ".E" : ".B");
    }
}
