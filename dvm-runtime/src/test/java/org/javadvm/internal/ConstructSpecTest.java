package org.javadvm.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.javadvm.ReductionGroup;
import org.javadvm.ReductionOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The spec format of the contract with woven code, and its strict parsing. */
class ConstructSpecTest {
    static double[][] a;
    static double best;
    static int bi;
    static int bj;
    static float ratio;
    static long big;
    static ReductionGroup grp;
    static final int FIXED = 1;

    private static final String VALID = "kind=loop;name=org.ex.Jacobi.update;src=Jacobi.java:52;rank=2;tmpl=a;"
            + "fmt=BW;off=0,-1;across=1;slots=2,0,0,1;red=MAXLOC,D,best,0,grp,bi:0,bj:1";

    @Test
    void aValidSpecIsParsedOnceAndResolvedAgainstTheOwnersFields() throws Exception {
        ConstructSpec spec = ConstructSpec.of(VALID, ConstructSpecTest.class);
        assertSame(spec, ConstructSpec.of(new String(VALID), ConstructSpecTest.class), "cached by content");
        assertFalse(spec.task);
        assertEquals("org.ex.Jacobi.update", spec.name);
        assertEquals("Jacobi.java:52", spec.source);
        assertEquals(2, spec.rank);
        assertEquals(ConstructSpecTest.class.getDeclaredField("a"), spec.template);
        assertArrayEquals(new boolean[] {true, false}, spec.blockDims);
        assertArrayEquals(new int[] {0, -1}, spec.offset);
        assertTrue(spec.across);
        assertEquals(2, spec.ints);
        assertEquals(1, spec.doubles);
        assertTrue(spec.grouped);
        ReductionSpec reduction = spec.reductions[0];
        assertEquals(ReductionOp.MAXLOC, reduction.op);
        assertEquals('D', reduction.sort);
        assertEquals("best", reduction.field.getName());
        assertEquals("grp", reduction.group.getName());
        assertArrayEquals(new int[] {0, 1}, reduction.locSlots);
        Block block = spec.newBlock(3);
        assertEquals(3, block.processor);
        assertEquals(2, block.lo.length);
        assertEquals(2, block.ints.length);
        assertEquals(1, block.doubles.length);
        assertEquals(null, reduction.ties, "no tie order: the smaller location wins");
    }

    @Test
    void aFloatingPointExtremeMayRecordItsUpdatesOrBeUnread() {
        String base = "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;";
        ReductionSpec ordered = ConstructSpec.of(base + "red=MIN,D,best,0,-,@first:1:1", ConstructSpecTest.class)
                .reductions[0];
        assertEquals(ReductionSpec.Ties.FIRST, ordered.ties);
        assertFalse(ordered.unread);
        ReductionSpec unread = ConstructSpec.of(base + "red=MAX,D,best,0,-,@unread", ConstructSpecTest.class)
                .reductions[0];
        assertEquals(null, unread.ties);
        assertTrue(unread.unread);
        assertEquals("x.y (X.java:1)", unread.construct);
        Block first = ConstructSpec.of(base + "red=MAX,D,best,0,-,@unread", ConstructSpecTest.class).newBlock(0);
        Block next = ConstructSpec.of(base + "red=MAX,D,best,0,-,@unread", ConstructSpecTest.class).newBlock(1);
        first.doubles[0] = -0.0;
        next.doubles[0] = 0.0;
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> unread.combine(first, next));
        assertThat(refused.getMessage(), containsString("Java-DVM: x.y (X.java:1): the MAX of best is 0.0"));
        next.doubles[0] = 1.0;
        unread.combine(first, next);
        assertEquals(1.0, first.doubles[0], "other values combine as Math.max does");
    }

    @Test
    void aLocationReductionMayRecordTheIterationOfEachUpdate() {
        ConstructSpec spec = ConstructSpec.of(VALID.replace("slots=2,", "slots=4,") + ",@last:2:2",
                ConstructSpecTest.class);
        ReductionSpec reduction = spec.reductions[0];
        assertEquals(ReductionSpec.Ties.LAST, reduction.ties);
        assertEquals(2, reduction.positionSlot);
        assertEquals(2, reduction.positionLevels);
        assertArrayEquals(new int[] {0, 1}, reduction.locSlots);
        Block first = spec.newBlock(0);
        Block next = spec.newBlock(1);
        reduction.initIdentity(first);
        reduction.initIdentity(next);
        first.doubles[0] = 5;
        first.ints[2] = 3; // found at iteration (3, 7)
        first.ints[3] = 7;
        next.doubles[0] = 5;
        next.ints[0] = 1; // locations that sort before the first's
        next.ints[2] = 3; // found at (3, 9): later
        next.ints[3] = 9;
        reduction.combine(first, next);
        assertArrayEquals(new int[] {1, 3, 9}, new int[] {first.ints[0], first.ints[2], first.ints[3]},
                "the later of equal values wins, its iteration kept");
        Block untouched = spec.newBlock(2);
        reduction.initIdentity(untouched);
        untouched.doubles[0] = 5;
        reduction.combine(untouched, first);
        assertEquals(3, untouched.ints[2], "a partial not updated comes before every iteration");
    }

    @Test
    void aStrideFollowsTheDimsAndDefaultsToOne() {
        ConstructSpec strided = ConstructSpec.of("kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=1,0;"
                + "dims=1,0;stride=2,4;across=0;slots=0,0,0,0", ConstructSpecTest.class);
        assertArrayEquals(new int[] {2, 4}, strided.stride);
        assertArrayEquals(new int[] {1, 0}, strided.dims);
        assertArrayEquals(new int[] {2, 4}, strided.info.stride);
        assertArrayEquals(new int[] {1, 1}, ConstructSpec.of(VALID, ConstructSpecTest.class).stride);
    }

    @Test
    void descendingDimensionsFollowAcrossAndDefaultToNone() {
        ConstructSpec down = ConstructSpec.of("kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=0,0;"
                + "across=1;desc=1;slots=0,0,0,0", ConstructSpecTest.class);
        assertArrayEquals(new boolean[] {false, true}, down.descending);
        assertTrue(down.anyDescending);
        assertArrayEquals(new boolean[] {false, true}, down.info.descending);
        ConstructSpec up = ConstructSpec.of(VALID, ConstructSpecTest.class);
        assertFalse(up.anyDescending);
        assertEquals(up.rank, up.descending.length);
    }

    @Test
    void aTaskSpecHasNoTemplate() {
        ConstructSpec spec = ConstructSpec.of("kind=task;name=org.ex.Tasks.run;src=Tasks.java:20;rank=1;"
                + "slots=0,0,1,0;red=SUM,F,ratio,0,-", ConstructSpecTest.class);
        assertTrue(spec.task);
        assertEquals(null, spec.template);
        assertEquals(1, spec.reductions.length);
        assertFalse(spec.grouped);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "kind=map;name=x|kind must be loop or task",
        "kind=loop;name=x.y;src=X.java:1;rank=1|missing tmpl",
        "kind=loop;name=x.y;rank=1;src=X.java:1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,0|expected src=",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BX;off=0,0;across=0;slots=0,0,0,0|fmt has 'X'",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=0;across=0;slots=0,0,0,0|off has 1 values",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=B;off=0,0;across=0;slots=0,0,0,0|fewer dimensions",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=2;slots=0,0,0,0|across must be 0 or 1",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0|slots needs 4",
        "kind=loop;name=x.y;src=X.java:1;rank=one;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,0|rank 'one'",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=nothere;fmt=B;off=0;across=0;slots=0,0,0,0|no field nothere",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=best;fmt=B;off=0;across=0;slots=0,0,0,0|not an array",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=AVG,D,best,0,-|unknown reduction operator AVG",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=SUM,Q,best,0,-|type Q",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=SUM,J,best,0,-|the spec says J",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=XOR,D,best,0,-|XOR on a floating-point",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=SUM,D,best,1,-|slot 1 outside the 1",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,0,0,1;red=SUM,D,best,0,bi|not a ReductionGroup",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=MAXLOC,D,best,0,-,bi:3|slot 3 outside",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=MAXLOC,D,best,0,-,ratio:0|not an int",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=SUM,D,best,0,-,bi:0|takes no location",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;red=MAXLOC,D,best,0,-,bi:0,@middle:1:1|tie order @middle:1:1 is not @first",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;red=MAXLOC,D,best,0,-,bi:0,@first:1:2|slot 1 outside the 1",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;red=MAXLOC,D,best,0,-,bi:0,@last:1:0|has no level",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;red=SUM,D,best,0,-,@first:1:1|SUM takes no location fields",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=SUM,D,best,0,-,@unread|@unread is for a floating-point MIN or MAX, not SUM on D",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=MIN,I,bi,0,-,@unread|@unread is for a floating-point MIN or MAX, not MIN on I",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=MIN,D,best,0,-,bi:0|MIN takes no location fields",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=2,0,0,1;red=MIN,I,bi,0,-,@first:1:1|MIN takes no location fields",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;red=SUM,I,FIXED,0,-|FIXED is final",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,0,1;|expected red=",
        "kind=task;name=x.y;src=X.java:1;rank=2;slots=0,0,0,0|rank 2 is out of range",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=0,0;stride=2;across=0;slots=0,0,0,0|stride has 1 values",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;stride=0;across=0;slots=0,0,0,0|stride 0 is below 1",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=0,0;across=1;desc=2;slots=0,0,0,0|desc names loop dimension 2 of 2",
        "kind=loop;name=x.y;src=X.java:1;rank=2;tmpl=a;fmt=BB;off=0,0;across=1;desc=1,1;slots=0,0,0,0|desc names loop dimension 1 twice",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=1;desc=;slots=0,0,0,0|desc",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;split=1;slots=0,0,0,0|split dimension 1 is not below the rank",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;split=x;slots=0,0,0,0|split 'x'",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,1,0;red=SUM,I,best,0,-|the spec says I",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,1,0;red=SUM,F,best,0,-|the spec says F",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=0,1,1,1;red=SUM,I,bi,0,-|slot 0 outside the 0",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,0,1,1;red=SUM,J,big,0,-|slot 0 outside the 0",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,1,0,1;red=SUM,F,ratio,0,-|slot 0 outside the 0",
        "kind=loop;name=x.y;src=X.java:1;rank=1;tmpl=a;fmt=B;off=0;across=0;slots=1,1,1,0;red=SUM,D,best,0,-|slot 0 outside the 0",
    })
    void aMalformedSpecIsRejectedWithItsText(String spec, String why) {
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> ConstructSpec.of(spec, ConstructSpecTest.class));
        assertThat(failure.getMessage(), allOf(containsString("malformed Java-DVM construct spec"),
                containsString(why), containsString(spec)));
    }
}
