package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The declared privates of a spec ({@code prv=T,field,slot}): each sort's field and slot, and what is refused. */
class ConstructSpecPrivatesTest {
    static double[] a = new double[4];
    static int count;
    static boolean flag;
    static byte small;
    static short half;
    static char letter;
    static long big;
    static float ratio;
    static double weight;

    private static final String HEAD = "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;";

    @Test
    void eachPrivateIsBoundToItsSortsSlotAfterTheReductions() {
        ConstructSpec spec = ConstructSpec.of(HEAD + "slots=6,2,2,2;red=SUM,D,weight,1,-;prv=I,count,0;"
                + "prv=I,flag,1;prv=I,small,2;prv=I,half,3;prv=I,letter,4;prv=J,big,1;prv=F,ratio,1;prv=D,weight,0",
                ConstructSpecPrivatesTest.class);
        assertEquals(1, spec.reductions.length);
        assertEquals(9, spec.bindings.length);
        assertEquals("weight D 1", describe(spec.bindings[0]));
        String[] privates = {"count I 0", "flag I 1", "small I 2", "half I 3", "letter I 4", "big J 1", "ratio F 1",
                "weight D 0"};
        for (int p = 0; p < privates.length; p++) {
            Binding binding = spec.bindings[p + 1];
            assertEquals(privates[p], describe(binding));
            assertNull(binding.reduction, "a private belongs to no reduction");
        }
    }

    private static String describe(Binding binding) {
        return binding.field.getName() + ' ' + binding.sort + ' ' + binding.slot;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "slots=1,1,1,1;prv=X,count,0|prv=X,count,0 is not T,field,slot",
        "slots=1,1,1,1;prv=II,count,0|prv=II,count,0 is not T,field,slot",
        "slots=1,1,1,1;prv=I,count|prv=I,count is not T,field,slot",
        "slots=1,1,1,1;prv=I,count,0,1|prv=I,count,0,1 is not T,field,slot",
        "slots=1,1,1,1;prv=A,count,0|prv=A,count,0 is not T,field,slot",
        "slots=1,1,1,1;prv=D,count,0|field count is int, the spec says D",
        "slots=1,1,1,1;prv=I,weight,0|field weight is double, the spec says I",
        "slots=1,1,1,1;prv=I,big,0|field big is long, the spec says I",
        "slots=1,1,1,1;prv=J,ratio,0|field ratio is float, the spec says J",
        "slots=1,1,1,1;prv=F,weight,0|field weight is double, the spec says F",
        "slots=1,1,1,1;prv=D,big,0|field big is long, the spec says D",
        "slots=1,1,1,1;prv=I,count,1|slot 1 outside the 1 declared",
        "slots=1,0,1,1;prv=J,big,0|slot 0 outside the 0 declared",
        "slots=1,1,0,1;prv=F,ratio,0|slot 0 outside the 0 declared",
        "slots=1,1,1,0;prv=D,weight,0|slot 0 outside the 0 declared",
        "slots=1,1,1,1;prv=I,count,-1|slot -1 outside the 1 declared",
        "slots=1,1,1,1;prv=I,count,0;red=SUM,D,weight,0,-|expected prv=... at field 11",
    })
    void aMalformedPrivateIsRejectedWithItsText(String tail, String why) {
        String spec = HEAD + tail;
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> ConstructSpec.of(spec, ConstructSpecPrivatesTest.class));
        assertThat(failure.getMessage(), allOf(containsString("malformed Java-DVM construct spec (" + why),
                containsString(spec)));
    }
}
