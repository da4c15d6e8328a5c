package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * An annotation's values as visited, to be replayed later into another visitor: the type annotations of a
 * method's code, which {@link LoopWeaver} holds back until it has seen the whole method.
 */
final class RecordedAnnotation extends AnnotationVisitor {
    private final List<Consumer<AnnotationVisitor>> calls = new ArrayList<>();

    RecordedAnnotation() {
        super(Opcodes.ASM9);
    }

    @Override
    public void visit(String name, Object value) {
        calls.add(target -> target.visit(name, value));
    }

    @Override
    public void visitEnum(String name, String descriptor, String value) {
        calls.add(target -> target.visitEnum(name, descriptor, value));
    }

    @Override
    public AnnotationVisitor visitAnnotation(String name, String descriptor) {
        RecordedAnnotation nested = new RecordedAnnotation();
        calls.add(target -> nested.replay(target.visitAnnotation(name, descriptor)));
        return nested;
    }

    @Override
    public AnnotationVisitor visitArray(String name) {
        RecordedAnnotation nested = new RecordedAnnotation();
        calls.add(target -> nested.replay(target.visitArray(name)));
        return nested;
    }

    @Override
    public void visitEnd() {
        calls.add(AnnotationVisitor::visitEnd);
    }

    /** Sends the recorded values to {@code target}; nothing when it is {@code null}. */
    void replay(AnnotationVisitor target) {
        if (target != null) {
            calls.forEach(call -> call.accept(target));
        }
    }
}
