package org.javadvm.debug.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which known parameter name a misspelt one is taken for. */
class NearMissTest {
    @Test
    void theDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertEquals(0, NearMiss.distance("TraceLevel", "TraceLevel"));
        assertEquals(3, NearMiss.distance("kitten", "sitting"));
        assertEquals(3, NearMiss.distance("", "abc"));
        assertEquals(3, NearMiss.distance("abc", ""));
        assertEquals(1, NearMiss.distance("abcd", "abd"), "one deletion");
        assertEquals(1, NearMiss.distance("abd", "abcd"), "one insertion");
        assertEquals(2, NearMiss.distance("ab", "ba"), "a swap is two substitutions");
    }

    @Test
    void aNameCaseAsideIsItsOwnNearMiss() {
        assertEquals("TraceLevel", NearMiss.closest("tracelevel", List.of("TraceLevel")));
    }

    @Test
    void twoEditsAlwaysCountAsATypoAndThreeDoNotOnAShortName() {
        // "abcdefghij": a quarter of 10 letters is 2, so two edits are a typo and three are not
        assertEquals("abcdefghij", NearMiss.closest("abcdefgh", List.of("abcdefghij")));
        assertNull(NearMiss.closest("abcdefg", List.of("abcdefghij")));
    }

    @Test
    void aLongNameAllowsAQuarterOfItsLettersAfterTheLastDot() {
        // 16 letters after the dot: four edits allowed; the part before the dot does not count
        String name = "Debug.abcdefghijklmnop";
        assertEquals(name, NearMiss.closest("Debug.abcdefghijklWXYZ", List.of(name)));
        assertNull(NearMiss.closest("Debug.abcdefghijkVWXYZ", List.of(name)));
    }

    @Test
    void theClosestCandidateWinsAndTheFirstOfEquallyCloseOnes() {
        assertEquals("TraceLevel", NearMiss.closest("TraceLevl", List.of("TraceLevelX", "TraceLevel")));
        assertEquals("ab1", NearMiss.closest("ab", List.of("ab1", "ab2")));
    }

    @Test
    void aNameFarFromEveryCandidateHasNoSuggestion() {
        assertNull(NearMiss.closest("Completely", List.of("TraceLevel", "Grid")));
    }
}
