package org.javadvm.debug.trace.compare;

/**
 * The comparison parameters, under the names of the original's {@code TraceOptions} (seed 000, section 6.5;
 * {@code shared/dvm-facts.md}); {@link #DEFAULTS} holds the original's defaults. Immutable.
 *
 * @param exp               {@code Exp}: the tolerance of floating values (absolute or relative, below)
 * @param expIsAbsolute     {@code ExpIsAbsolute}: {@code |a - b| <= Exp} when true, else the relative difference
 *                          {@code |a - b| / max(RelCompareMin, |a|, |b|) <= Exp}
 * @param relCompareMin     {@code RelCompareMin}: the smallest divisor of a relative difference
 * @param strictCompare     {@code StrictCompare}: floating values must be equal (no tolerance, no substitution)
 * @param enableNanChecks   {@code EnableNANChecks}: a NaN or infinity where the reference has another value is
 *                          reported as such (DVM17) rather than as a different value
 * @param maxErrors         {@code MaxErrors}: comparison stops after this many distinct differences; 0 = no limit
 * @param substRedResults   {@code SubstRedResults}: reduction results continue from the reference's value
 * @param substAllResults   {@code SubstAllResults}: every written value (and reduction result) does
 * @param allowErrorsSubst  {@code AllowErrorsSubst}: substitute also values that differ beyond the tolerance
 *                          (without it only tolerated differences are replaced, so that they do not accumulate)
 * @param manualReductCalc  {@code ManualReductCalc}: the run emulated each reduction iteration by iteration, so
 *                          a different reduction result is reported as a wrong reduction (DVM21)
 * @param indexInMemory     iterations of one construct instance whose reference positions are kept in memory
 *                          (8 bytes each) before the index is spilled to a temporary file; not a DVM parameter
 */
public record CompareSettings(double exp, boolean expIsAbsolute, double relCompareMin, boolean strictCompare,
                              boolean enableNanChecks, int maxErrors, boolean substRedResults, boolean substAllResults,
                              boolean allowErrorsSubst, boolean manualReductCalc, long indexInMemory) {
    public static final CompareSettings DEFAULTS = new CompareSettings(0.0001, true, 1e-10, false, true, 1000, false,
            false, false, false, 1L << 20);

    public CompareSettings {
        if (!(exp >= 0) || !(relCompareMin > 0) || maxErrors < 0 || indexInMemory < 0) {
            throw new IllegalArgumentException("comparison settings out of range: Exp=" + exp + " RelCompareMin="
                    + relCompareMin + " MaxErrors=" + maxErrors + " indexInMemory=" + indexInMemory);
        }
    }

    /** Whether any value may be replaced by the reference's. */
    public boolean substitutes() {
        return (substRedResults || substAllResults) && !strictCompare;
    }

    public CompareSettings withExp(double exp, boolean expIsAbsolute) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withStrictCompare(boolean strictCompare) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withEnableNanChecks(boolean enableNanChecks) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withMaxErrors(int maxErrors) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withSubstitution(boolean substRedResults, boolean substAllResults, boolean allowErrorsSubst) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withManualReductCalc(boolean manualReductCalc) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }

    public CompareSettings withIndexInMemory(long indexInMemory) {
        return new CompareSettings(exp, expIsAbsolute, relCompareMin, strictCompare, enableNanChecks, maxErrors,
                substRedResults, substAllResults, allowErrorsSubst, manualReductCalc, indexInMemory);
    }
}
