package org.javadvm.debug.dyn;

/**
 * What the checker cached at one site: the last array (or instance, {@code null} for a static field) seen
 * there and its record. One object per site, so a lookup is one array element and one identity test.
 */
final class SiteEntry {
    Object key;
    /** For an array site: the record of {@link #key}. */
    ArrayMeta meta;
    /** For a field site: the field's declaration and the variable of {@link #key}. */
    FieldVars.Decl decl;
    FieldVars.Var var;
}
