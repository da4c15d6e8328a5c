package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The sites of one class woven for dyn or debug, numbered in the order the weaver meets them, and the
 * table string the class registers with {@code org.javadvm.debug.internal.Hook.register} (format in
 * {@code org.javadvm.debug.internal.Sites}).
 */
final class SiteTable {
    /** Constant-pool strings hold at most 65535 bytes of modified UTF-8 (up to 3 bytes per char). */
    static final int CHUNK = 20000;

    private final List<String> sites = new ArrayList<>();

    /** Adds a site and returns its number within the class. */
    int add(String kind, int line, String method, String detail) {
        sites.add(kind + ';' + line + ';' + method + ';' + detail);
        return sites.size() - 1;
    }

    int size() {
        return sites.size();
    }

    String text(String sourceFile, String mode) {
        StringBuilder text = new StringBuilder(sourceFile == null ? "" : sourceFile).append('\n').append(mode);
        for (String site : sites) {
            text.append('\n').append(site);
        }
        return text.toString();
    }

    /** The table cut into pieces that each fit a constant-pool string. */
    List<String> chunks(String sourceFile, String mode) {
        String text = text(sourceFile, mode);
        List<String> chunks = new ArrayList<>();
        for (int start = 0; start < text.length(); start += CHUNK) {
            chunks.add(text.substring(start, Math.min(text.length(), start + CHUNK)));
        }
        return chunks;
    }
}
