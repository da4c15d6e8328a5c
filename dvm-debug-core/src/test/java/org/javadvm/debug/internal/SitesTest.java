package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The site tables woven classes register from their static initializers, parsed as the weaver writes them. */
class SitesTest {
    static final class Owner {
        double s;
    }

    @Test
    void eachClassGetsTheNextRangeOfGlobalIds() {
        int first = Sites.register(Owner.class, "Owner.java\ndyn\nR;10;body;\nW;11;body;\nNA;12;main;[D");
        int second = Sites.register(Owner.class, "Owner.java\ndyn\nGS;13;main;p/Q.x:I");
        assertThat(second, equalTo(first + 3));
        assertThat(Sites.count(), equalTo(second + 1));
        assertThat(Sites.get(first + 1).line, equalTo(11));
        assertThat(Sites.get(second).line, equalTo(13));
    }

    @Test
    void aSiteLineGivesKindLineMethodAndTheFieldItNames() {
        int base = Sites.register(Owner.class, "Owner.java\ndyn\nPF;24;update;org/x/Grid.s:Ljava/lang/String;\n"
                + "NA;29;main;[[D\nR;30;body;");
        Site field = Sites.get(base);
        assertThat(field.id, equalTo(base));
        assertThat(field.kind, equalTo(Site.Kind.PF));
        assertThat(field.className, equalTo(Owner.class.getName()));
        assertThat(field.file, equalTo("Owner.java"));
        assertThat(field.line, equalTo(24));
        assertThat(field.method, equalTo("update"));
        assertThat(field.fieldOwner, equalTo("org/x/Grid"));
        assertThat(field.fieldName, equalTo("s"));
        assertThat(field.descriptor, equalTo("Ljava/lang/String;"));
        assertThat(field.loader, sameInstance(Owner.class.getClassLoader()));
        assertThat(field.location(), equalTo("Owner.java:24"));
        assertThat(field.toString(), equalTo("PF Owner.java:24 update s"));

        Site allocation = Sites.get(base + 1);
        assertThat(allocation.kind, equalTo(Site.Kind.NA));
        assertThat(allocation.descriptor, equalTo("[[D"));
        assertThat(allocation.fieldOwner, equalTo(""));
        assertThat(allocation.fieldName, equalTo(""));
        assertThat(allocation.toString(), equalTo("NA Owner.java:29 main"));

        Site read = Sites.get(base + 2);
        assertThat(read.kind, equalTo(Site.Kind.R));
        assertThat(read.descriptor, equalTo(""));
    }

    @Test
    void aClassWithoutSitesTakesNoIds() {
        int before = Sites.count();
        assertThat(Sites.register(Owner.class, "Owner.java\ndyn"), equalTo(before));
        assertThat(Sites.count(), equalTo(before));
    }

    @Test
    void withoutASourceFileTheLocationNamesTheClass() {
        int base = Sites.register(Owner.class, "\ndebug\nW;7;body;");
        assertThat(Sites.get(base).location(), equalTo(Owner.class.getName() + ":7"));
    }

    @Test
    void anUnknownIdIsASiteOfUnknownPlace() {
        for (int id : new int[] {-1, Sites.count() + 5, Integer.MAX_VALUE}) {
            Site unknown = Sites.get(id);
            assertThat(unknown.id, equalTo(id));
            assertThat(unknown.className, equalTo("?"));
            assertThat(unknown.location(), equalTo("?:0"));
            assertThat(unknown.method, equalTo("?"));
        }
    }

    @Test
    void theTableGrowsBeyondItsFirstSize() {
        StringBuilder table = new StringBuilder("Big.java\ndyn");
        for (int k = 0; k < 2500; k++) {
            table.append("\nR;").append(1000 + k).append(";body;");
        }
        int base = Sites.register(Owner.class, table.toString());
        assertThat(Sites.get(base).line, equalTo(1000));
        assertThat(Sites.get(base + 2499).line, equalTo(3499));
        assertThat(Sites.count(), equalTo(base + 2500));
        int next = Sites.register(Owner.class, "Big.java\ndyn\nW;5;body;");
        assertThat(next, equalTo(base + 2500));
        assertThat(Sites.get(base + 1234).line, equalTo(2234));
    }

    @Test
    void malformedTablesNameTheClassAndTheSite() {
        IllegalStateException noMode = assertThrows(IllegalStateException.class,
                () -> Sites.register(Owner.class, "Owner.java"));
        assertThat(noMode.getMessage(), containsString(Owner.class.getName()));
        assertThat(noMode.getMessage(), containsString("needs the source file and mode lines"));
        int before = Sites.count();
        for (String bad : new String[] {"R;10;body", "Q;10;body;", "R;ten;body;"}) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> Sites.register(Owner.class, "Owner.java\ndyn\n" + bad));
            assertThat(e.getMessage(), equalTo("malformed Java-DVM site '" + bad + "' in " + Owner.class.getName()
                    + "; weave the class again"));
        }
        assertThat("a refused table adds no sites", Sites.count(), equalTo(before));
    }
}
