package org.javadvm.weaver.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import net.bytebuddy.asm.AsmVisitorWrapper;
import net.bytebuddy.build.Plugin;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.field.FieldList;
import net.bytebuddy.description.method.MethodList;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.ClassFileLocator;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.pool.TypePool;

/**
 * The Byte Buddy build plugin: matches the classes that declare constructs or access fields constructs
 * bind (resolved beforehand by {@link ClassScanner}) and rewrites them with a {@link ConstructWeaver}.
 */
final class DvmPlugin implements Plugin {
    private final Map<String, Map<String, Construct>> plans;
    private final Map<String, Map<String, String>> redistributions;
    private final String mode;
    private final String version;
    private final FieldPolicy fields;
    /** The weaver of each class, by class name: what it rewrote. */
    private final Map<String, ConstructWeaver> weavers = new ConcurrentHashMap<>();
    private final BoundFields bound;

    /**
     * @param plans class name to (method name + descriptor to construct)
     * @param redistributions class name to ({@code @Redistribute} method name + descriptor to its spec)
     * @param fields the checked fields when accesses are reported (dyn, debug); {@code null} in release
     */
    DvmPlugin(Map<String, Map<String, Construct>> plans, Map<String, Map<String, String>> redistributions, String mode,
              String version, FieldPolicy fields, BoundFields bound) {
        this.bound = bound;
        this.plans = plans;
        this.redistributions = redistributions;
        this.mode = mode;
        this.version = version;
        this.fields = fields;
    }

    @Override
    public boolean matches(TypeDescription target) {
        return plans.containsKey(target.getName());
    }

    @Override
    public DynamicType.Builder<?> apply(DynamicType.Builder<?> builder, TypeDescription type,
                                       ClassFileLocator classFileLocator) {
        Map<String, Construct> constructs = plans.get(type.getName());
        return builder.visit(new AsmVisitorWrapper.AbstractBase() {
            @Override
            public int mergeReader(int flags) {
                return flags | ClassReader.EXPAND_FRAMES;
            }

            @Override
            public int mergeWriter(int flags) {
                return flags | ClassWriter.COMPUTE_MAXS;
            }

            @Override
            public ClassVisitor wrap(TypeDescription instrumentedType, ClassVisitor classVisitor,
                                     Implementation.Context implementationContext, TypePool typePool,
                                     FieldList<FieldDescription.InDefinedShape> fields, MethodList<?> methods,
                                     int writerFlags, int readerFlags) {
                ConstructWeaver weaver = new ConstructWeaver(classVisitor, constructs,
                        redistributions.getOrDefault(type.getName(), Map.of()), mode, version, DvmPlugin.this.fields,
                        bound);
                weavers.put(type.getName(), weaver);
                return weaver;
            }
        });
    }

    /** The constructs rewritten in the class, 0 when it was not rewritten. */
    int constructsWoven(String className) {
        ConstructWeaver weaver = weavers.get(className);
        return weaver == null ? 0 : weaver.constructsWoven();
    }

    @Override
    public void close() {
        // nothing held
    }
}
