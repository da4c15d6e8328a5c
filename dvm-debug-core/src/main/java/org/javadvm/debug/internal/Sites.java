package org.javadvm.debug.internal;

import java.util.Arrays;

/**
 * All sites of the classes registered so far. Each woven class registers its site table from its static
 * initializer and adds the returned base to its local site numbers.
 *
 * <p>Table format (one string, lines separated by {@code '\n'}): line 1 the source file name (may be
 * empty), line 2 the weave mode ({@code dyn} or {@code debug}), then one line per site, numbered from 0:
 * {@code <kind>;<line>;<method>;<detail>} with kind a {@link Site.Kind} name, detail
 * {@code <owner internal name>.<field name>:<descriptor>} for field sites (GF PF GS PS PR PW), the
 * array descriptor for NA, empty otherwise (SL: a sequential loop, one site per loop, its line the
 * header's).
 */
public final class Sites {
    private static volatile Site[] sites = new Site[1024];
    private static int count;

    private Sites() {
    }

    /** Parses and adds a class's table; returns the global id of its site 0. */
    public static synchronized int register(Class<?> owner, String table) {
        String[] lines = table.split("\n", -1);
        if (lines.length < 2) {
            throw new IllegalStateException("malformed Java-DVM site table of " + owner.getName()
                    + ": needs the source file and mode lines; weave the class again");
        }
        String file = lines[0];
        int base = count;
        int needed = base + lines.length - 2;
        if (needed > sites.length) {
            sites = Arrays.copyOf(sites, Math.max(needed, 2 * sites.length));
        }
        for (int k = 2; k < lines.length; k++) {
            sites[base + k - 2] = parse(owner, file, base + k - 2, lines[k]);
        }
        count = needed;
        return base;
    }

    private static Site parse(Class<?> owner, String file, int id, String text) {
        String[] parts = text.split(";", 4); // the detail may hold descriptors, which contain ';'
        if (parts.length != 4) {
            throw new IllegalStateException("malformed Java-DVM site '" + text + "' in " + owner.getName()
                    + "; weave the class again");
        }
        Site.Kind kind;
        int line;
        try {
            kind = Site.Kind.valueOf(parts[0]);
            line = Integer.parseInt(parts[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("malformed Java-DVM site '" + text + "' in " + owner.getName()
                    + "; weave the class again", e);
        }
        String fieldOwner = "";
        String fieldName = "";
        String descriptor = parts[3];
        int colon = parts[3].indexOf(':');
        int dot = colon < 0 ? -1 : parts[3].lastIndexOf('.', colon);
        if (colon > 0 && dot > 0) {
            fieldOwner = parts[3].substring(0, dot);
            fieldName = parts[3].substring(dot + 1, colon);
            descriptor = parts[3].substring(colon + 1);
        }
        return new Site(owner.getClassLoader(), id, kind, owner.getName(), file, line, parts[2], fieldOwner, fieldName, descriptor);
    }

    /** The site with a global id; a stale or foreign id gives a site of unknown place. */
    public static Site get(int id) {
        Site[] current = sites;
        Site site = id >= 0 && id < current.length ? current[id] : null;
        return site != null ? site : new Site(null, id, Site.Kind.R, "?", "", 0, "?", "", "", "");
    }

    public static synchronized int count() {
        return count;
    }
}
