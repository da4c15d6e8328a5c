package org.javadvm.weaver.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;

import net.bytebuddy.jar.asm.Opcodes;
import org.junit.jupiter.api.Test;

/** Which accesses count as a bound field's, and which calls make a body hand its copies to the block. */
class BoundFieldRulesTest {
    static class Base {
        double total;
        static long hits;
    }

    static class Derived extends Base {
    }

    static class Adds {
        void add(Derived d) {
            d.total += 1;
        }
    }

    static class OnlyInConstructor {
        OnlyInConstructor(Base base) {
            base.total = 0;
        }
    }

    static class StaticInConstructor {
        StaticInConstructor() {
            Base.hits++;
        }
    }

    private static final String BASE = "org/javadvm/weaver/internal/BoundFieldRulesTest$Base";
    private static final String DERIVED = "org/javadvm/weaver/internal/BoundFieldRulesTest$Derived";

    private static BoundFields bound() {
        BoundFields bound = new BoundFields();
        bound.bind(BASE, "total", "D");
        bound.bind(BASE, "hits", "J");
        bound.superclass(DERIVED, BASE);
        bound.superclass(BASE, "java/lang/Object");
        return bound;
    }

    private static byte[] classFile(Class<?> type) throws IOException {
        try (InputStream in = type.getResourceAsStream(type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    void aFieldNamedThroughASubclassIsTheDeclaringClasssField() {
        BoundFields bound = bound();
        assertEquals(BASE + ".total", bound.keyOf(DERIVED, "total", "D"));
        assertEquals(BASE + ".hits", bound.keyOf(BASE, "hits", "J"));
        assertNull(bound.keyOf(DERIVED, "total", "F"), "another descriptor is another field");
        assertNull(bound.keyOf(DERIVED, "count", "D"));
        assertNull(bound.keyOf("some/Other", "total", "D"));
    }

    @Test
    void classesAccessingABoundFieldAreFoundButNotThroughAConstructorsInstanceFields() throws IOException {
        BoundFields bound = bound();
        assertTrue(bound.accessedIn(classFile(Adds.class)));
        assertTrue(bound.accessedIn(classFile(StaticInConstructor.class)));
        assertFalse(bound.accessedIn(classFile(OnlyInConstructor.class)));
        assertFalse(bound.accessedIn(classFile(BoundFieldRulesTest.class)));
    }

    @Test
    void callsThatCannotRunTheProgramsCodeKeepTheCopiesInLocals() {
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "java/lang/Math", "(DD)D"));
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "java/lang/Integer", "(Ljava/lang/String;)I"));
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESPECIAL, "java/lang/IllegalStateException",
                "(Ljava/lang/String;)V"));
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "java/util/Arrays", "([DD)V"));
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "org/javadvm/internal/Woven", "()V"));
        assertFalse(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, AccessWeaver.HOOK, "(Ljava/lang/Object;I)V"));
    }

    @Test
    void callsThatMayRunTheProgramsCodeHandTheCopiesToTheBlock() {
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKEVIRTUAL, "example/Particle", "()V"));
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "org/javadvm/bound/Counter", "(I)V"));
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKEINTERFACE, "java/util/function/IntConsumer", "(I)V"));
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKEVIRTUAL, "java/lang/Object", "()Ljava/lang/String;"));
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "java/util/Arrays",
                "([Ljava/lang/Object;Ljava/util/Comparator;)V"), "a comparator is the program's code");
        assertTrue(BodyWriter.mayReachProgram(Opcodes.INVOKESTATIC, "java/lang/String",
                "(Ljava/lang/Object;)Ljava/lang/String;"), "valueOf calls toString");
    }
}
