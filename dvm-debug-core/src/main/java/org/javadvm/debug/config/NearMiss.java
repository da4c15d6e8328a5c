package org.javadvm.debug.config;

import java.util.Locale;

/**
 * Finds the known parameter name a misspelt one was probably meant to be. A system property that is a near
 * miss of a top-level name ({@code -DEnableDynamicControl=0}) would otherwise be ignored silently and the
 * user would believe a check was off; so near misses are errors, with the likely name suggested.
 */
final class NearMiss {
    private NearMiss() {
    }

    /** The closest known name within a typo's distance of {@code name}, or {@code null}. */
    static String closest(String name, Iterable<String> known) {
        String lower = name.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int distance = distance(lower, candidate.toLowerCase(Locale.ROOT));
            if (distance <= allowed(candidate) && distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** How many edits still count as a typo: a quarter of the name, at least two. */
    private static int allowed(String candidate) {
        int dot = candidate.lastIndexOf('.');
        return Math.max(2, (candidate.length() - dot - 1) / 4);
    }

    /** Levenshtein distance (insertions, deletions, substitutions). */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
