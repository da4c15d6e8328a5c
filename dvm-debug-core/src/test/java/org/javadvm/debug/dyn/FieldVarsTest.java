package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.junit.jupiter.api.Test;

/** The checker's field declarations: found from a site, resolved to the declaring class, one variable per instance. */
class FieldVarsTest {
    static class Base {
        double inherited;
        static int counter;
    }

    static final class Derived extends Base {
        double own;
    }

    private static final String BASE_OWNER = Base.class.getName().replace('.', '/');
    private static final String DERIVED_OWNER = Derived.class.getName().replace('.', '/');
    private static final int SITES = Sites.register(Derived.class, "Derived.java\ndyn\n"
            + "GF;1;m;" + DERIVED_OWNER + ".inherited:D\nGF;2;m;" + BASE_OWNER + ".inherited:D\n"
            + "GF;3;m;" + DERIVED_OWNER + ".own:D\nGS;4;m;" + DERIVED_OWNER + ".counter:I\n"
            + "GF;5;m;no/such/Type.x:I\nGF;6;m;" + DERIVED_OWNER + ".nothere:I");

    @Test
    void aFieldNamedThroughASubclassIsTheDeclaringClasssField() throws Exception {
        FieldVars fields = new FieldVars(0);
        FieldVars.Decl viaDerived = fields.of(Sites.get(SITES));
        FieldVars.Decl viaBase = fields.of(Sites.get(SITES + 1));
        assertThat(viaDerived, sameInstance(viaBase));
        assertThat(viaDerived.field, equalTo(Base.class.getDeclaredField("inherited")));
        assertThat(viaDerived.key, equalTo(BASE_OWNER + ".inherited"));
        assertThat(viaDerived.name, equalTo("inherited"));
        assertThat(fields.of(Sites.get(SITES)), sameInstance(viaDerived));
        assertThat(fields.of(Base.class.getDeclaredField("inherited")), sameInstance(viaDerived));
        assertThat(fields.of(Sites.get(SITES + 2)), not(sameInstance(viaDerived)));
        assertThat(fields.of(Sites.get(SITES + 3)).field, equalTo(Base.class.getDeclaredField("counter")));
    }

    @Test
    void aFieldThatCannotBeResolvedIsCheckedByName() {
        FieldVars fields = new FieldVars(0);
        FieldVars.Decl noType = fields.of(Sites.get(SITES + 4));
        assertThat(noType.field, nullValue());
        assertThat(noType.key, equalTo("no/such/Type.x"));
        assertThat(noType.layout, nullValue());
        FieldVars.Decl noField = fields.of(Sites.get(SITES + 5));
        assertThat(noField.field, nullValue());
        assertThat(noField.name, equalTo("nothere"));
    }

    @Test
    void eachInstanceHasItsVariableAndAStaticFieldOne() {
        FieldVars.Decl decl = new FieldVars(0).of(Sites.get(SITES + 2));
        Derived first = new Derived();
        Derived second = new Derived();
        FieldVars.Var a = decl.var(first);
        assertThat(a, notNullValue());
        assertThat(decl.var(first), sameInstance(a));
        assertThat(decl.var(second), not(sameInstance(a)));
        assertThat(decl.var(null), sameInstance(decl.staticVar));
        assertThat(decl.var(null), not(sameInstance(a)));
        assertThat(a.state, equalTo(0L));
        FieldVars.Decl written = new FieldVars(State.WRITTEN).of(Sites.get(SITES + 2));
        assertThat("what Java initialised counts as written", written.var(first).state, equalTo((long) State.WRITTEN));
        assertThat(written.var(null).state, equalTo((long) State.WRITTEN));
    }
}
