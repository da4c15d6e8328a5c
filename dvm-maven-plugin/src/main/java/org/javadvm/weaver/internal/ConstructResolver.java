package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import net.bytebuddy.description.annotation.AnnotationDescription;
import net.bytebuddy.description.annotation.AnnotationList;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.description.type.TypeList;
import org.javadvm.Distributed;
import org.javadvm.Format;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;
import org.javadvm.Reductions;
import org.javadvm.TaskRegion;
import org.javadvm.weaver.WeaveProblem;

/**
 * Reads the DVM annotations of one class, checks that they fit the class, and resolves each parallel
 * construct into a {@link Construct}. Every misfit becomes a {@link WeaveProblem} naming the member.
 */
final class ConstructResolver {
    private static final String REDUCTION_GROUP = "org.javadvm.ReductionGroup";
    private static final int JAVA_8 = 52;

    private final TypeDescription type;
    private final SourceInfo source;
    private final List<WeaveProblem> problems;
    private final Map<String, DistributedArray> arrays = new LinkedHashMap<>();
    /** The {@code @Distributed} fields that cannot be distributed at all (reported against the field, once). */
    private final Set<String> refusedFields = new HashSet<>();
    /** The {@code @Redistribute} methods' specs, by method name + descriptor (see {@code Woven.redistribute}). */
    private final Map<String, String> redistributions = new LinkedHashMap<>();
    /** The formats the {@code @Redistribute} methods give each template, by its name. */
    private final Map<String, List<Format[]>> redistributedFormats = new LinkedHashMap<>();

    ConstructResolver(TypeDescription type, SourceInfo source, List<WeaveProblem> problems) {
        this.type = type;
        this.source = source;
        this.problems = problems;
    }

    /** The class's constructs in declaration order; problems are added to the shared list. */
    List<Construct> resolve() {
        for (FieldDescription.InDefinedShape field : type.getDeclaredFields()) {
            AnnotationDescription.Loadable<Distributed> distributed =
                    field.getDeclaredAnnotations().ofType(Distributed.class);
            if (distributed != null) {
                DistributedArray array = distributedArray(field, distributed.load());
                if (array != null) {
                    arrays.put(array.name(), array);
                }
            }
        }
        arrays.values().forEach(this::checkAlignment);
        for (MethodDescription.InDefinedShape method : type.getDeclaredMethods()) {
            AnnotationDescription.Loadable<Redistribute> redistribute =
                    method.getDeclaredAnnotations().ofType(Redistribute.class);
            if (redistribute != null) {
                resolveRedistribution(method, redistribute.load());
            }
        }

        List<Construct> constructs = new ArrayList<>();
        for (MethodDescription.InDefinedShape method : type.getDeclaredMethods()) {
            AnnotationList annotations = method.getDeclaredAnnotations();
            boolean loop = annotations.isAnnotationPresent(ParallelLoop.class);
            boolean task = annotations.isAnnotationPresent(TaskRegion.class);
            List<Reduction> reductions = reductions(annotations);
            if (loop && task) {
                problem(method, "is annotated both @ParallelLoop and @TaskRegion; choose one");
            } else if (loop || task) {
                Construct construct = new MethodResolver(method, reductions,
                        loop ? annotations.ofType(ParallelLoop.class).load() : null).resolve();
                if (construct != null) {
                    constructs.add(construct);
                }
            } else if (!reductions.isEmpty()) {
                problem(method, "@Reduction needs @ParallelLoop or @TaskRegion on the same method");
            }
        }
        if (!constructs.isEmpty() || !redistributions.isEmpty()) {
            if (type.isInterface()) {
                problem((FieldDescription) null, "parallel constructs in interfaces are not supported; move them into a class");
                return List.of();
            }
            if (source.classFileVersion() < JAVA_8) {
                problem((FieldDescription) null, "class file version " + source.classFileVersion() + " is older than Java 8 (52); "
                        + "compile with --release 8 or later");
                return List.of();
            }
        }
        return constructs;
    }

    /** The class's {@code @Redistribute} methods' specs by method name + descriptor; filled by {@link #resolve()}. */
    Map<String, String> redistributions() {
        return redistributions;
    }

    /**
     * Checks a {@code @Redistribute} method against the class: a method with a body, outside every construct,
     * naming a template (an aligned array follows its template) with one format entry per dimension.
     */
    private void resolveRedistribution(MethodDescription.InDefinedShape method, Redistribute redistribute) {
        AnnotationList annotations = method.getDeclaredAnnotations();
        boolean failed = false;
        if (annotations.isAnnotationPresent(ParallelLoop.class) || annotations.isAnnotationPresent(TaskRegion.class)) {
            problem(method, "@Redistribute cannot annotate a parallel construct: a distribution changes between "
                    + "constructs, never inside one; put it on a method that calls the loop");
            failed = true;
        }
        if (method.isConstructor() || method.isTypeInitializer() || method.isAbstract() || method.isNative()) {
            problem(method, "@Redistribute needs a method with a body, not a constructor or initializer");
            failed = true;
        }
        DistributedArray array = arrays.get(redistribute.array());
        if (array == null && refusedFields.contains(redistribute.array())) {
            return; // the field's own problem says why
        }
        if (array == null) {
            problem(method, "@Redistribute array \"" + redistribute.array() + "\" is not a @Distributed field of "
                    + type.getName());
            return;
        }
        if (!array.alignWith().isEmpty()) {
            DistributedArray template = template(array);
            problem(method, "@Redistribute array \"" + array.name() + "\" is aligned with \"" + array.alignWith()
                    + "\": an aligned array follows its template's distribution; redistribute "
                    + (template == null ? "the template" : "\"" + template.name() + "\"") + " instead");
            return;
        }
        Format[] format = redistribute.format();
        if (format.length != array.rank()) {
            problem(method, "@Redistribute format has " + format.length + " entries for \"" + array.name()
                    + "\" of rank " + array.rank());
            return;
        }
        if (method.isStatic() && !array.isStatic()) {
            problem(method, "a static @Redistribute method cannot redistribute the instance array \"" + array.name()
                    + "\"");
            return;
        }
        if (failed) {
            return;
        }
        StringBuilder fmt = new StringBuilder();
        for (Format dimension : format) {
            fmt.append(dimension == Format.BLOCK ? 'B' : 'W');
        }
        int line = source.firstLine(method.getInternalName(), method.getDescriptor());
        redistributions.put(method.getInternalName() + method.getDescriptor(), "array=" + array.name() + ";fmt=" + fmt
                + ";name=" + type.getName() + "." + method.getName() + ";src="
                + (source.sourceFile() == null ? "?" : source.sourceFile()) + ":" + line);
        redistributedFormats.computeIfAbsent(array.name(), name -> new ArrayList<>()).add(format.clone());
    }

    private static List<Reduction> reductions(AnnotationList annotations) {
        List<Reduction> result = new ArrayList<>();
        AnnotationDescription.Loadable<Reduction> single = annotations.ofType(Reduction.class);
        if (single != null) {
            result.add(single.load());
        }
        AnnotationDescription.Loadable<Reductions> repeated = annotations.ofType(Reductions.class);
        if (repeated != null) {
            result.addAll(Arrays.asList(repeated.load().value()));
        }
        return result;
    }

    /**
     * The field's declaration; {@code null} when the field cannot be distributed at all (its name is then kept in
     * {@link #refusedFields}). An element that does not fit is reported here, once, and stands at its default in
     * the result (see {@link DistributedArray#refused}): the constructs on the array are checked as usual and are
     * not told that the array is "not declared @Distributed".
     */
    private DistributedArray distributedArray(FieldDescription.InDefinedShape field, Distributed annotation) {
        String descriptor = field.getType().asErasure().getDescriptor();
        int rank = 0;
        while (rank < descriptor.length() && descriptor.charAt(rank) == '[') {
            rank++;
        }
        String element = descriptor.substring(rank);
        if (rank < 1 || rank > 3 || element.length() != 1) {
            problem(field, "@Distributed needs an array of a primitive type with 1 to 3 dimensions, found "
                    + field.getType().asErasure().getActualName());
            refusedFields.add(field.getName());
            return null;
        }
        Set<String> refused = new java.util.TreeSet<>();
        boolean aligned = !annotation.alignWith().isEmpty();
        Format[] format = annotation.format();
        if (aligned && format.length > 0) {
            problem(field, "@Distributed with alignWith takes its format from \"" + annotation.alignWith()
                    + "\"; remove format");
        } else if (format.length != 0 && format.length != rank) {
            problem(field, "@Distributed format has " + format.length + " entries for an array of rank " + rank);
            refused.add("format");
            format = new Format[0];
        }
        if (format.length == 0) {
            format = new Format[rank];
            Arrays.fill(format, Format.BLOCK);
        }
        int[] shadow = perDimension(field, "shadow", annotation.shadow(), rank, 0, refused);
        for (int width : shadow) {
            if (width < 0) {
                problem(field, "@Distributed shadow widths must not be negative: " + Arrays.toString(shadow));
                refused.add("shadow");
                shadow = new int[rank];
                break;
            }
        }
        int[] alignOffset = perDimension(field, "alignOffset", annotation.alignOffset(), rank, 0, refused);
        int[] alignStride = perDimension(field, "alignStride", annotation.alignStride(), rank, 1, refused);
        for (int stride : alignStride) {
            if (stride < 1) {
                problem(field, "@Distributed alignStride must be at least 1 in every dimension: "
                        + Arrays.toString(alignStride));
                refused.add("alignStride");
                alignStride = ones(rank);
                break;
            }
        }
        if (!aligned && annotation.alignOffset().length > 0) {
            problem(field, "@Distributed alignOffset needs alignWith");
        }
        if (!aligned && annotation.alignStride().length > 0) {
            problem(field, "@Distributed alignStride needs alignWith");
        }
        return new DistributedArray(field.getName(), field.isStatic(), rank, format, shadow,
                annotation.alignWith(), alignOffset, alignStride, Set.copyOf(refused));
    }

    private static int[] ones(int rank) {
        int[] ones = new int[rank];
        Arrays.fill(ones, 1);
        return ones;
    }

    /**
     * One value per dimension: {@code values}, or {@code fallback} everywhere when none are given; when their number
     * is not the rank, reported and refused (the fallback stands in).
     */
    private int[] perDimension(FieldDescription field, String attribute, int[] values, int rank, int fallback,
                               Set<String> refused) {
        if (values.length == rank) {
            return values;
        }
        if (values.length != 0) {
            problem(field, "@Distributed " + attribute + " has " + values.length + " entries for an array of rank "
                    + rank + "; give one value per dimension");
            refused.add(attribute);
        }
        int[] filled = new int[rank];
        Arrays.fill(filled, fallback);
        return filled;
    }

    private void checkAlignment(DistributedArray array) {
        Set<String> seen = new HashSet<>();
        DistributedArray current = array;
        while (!current.alignWith().isEmpty()) {
            if (!seen.add(current.name())) {
                problem(fieldNamed(array.name()), "@Distributed alignWith forms a cycle through \"" + current.name()
                        + "\"");
                return;
            }
            DistributedArray target = arrays.get(current.alignWith());
            if (target == null && refusedFields.contains(current.alignWith())) {
                return; // the target's own problem is reported against it
            }
            if (target == null) {
                problem(fieldNamed(current.name()), "@Distributed alignWith names \"" + current.alignWith()
                        + "\", which is not a @Distributed field of " + type.getName());
                return;
            }
            if (target.rank() != current.rank()) {
                problem(fieldNamed(current.name()), "@Distributed alignWith \"" + target.name() + "\" has rank "
                        + target.rank() + ", this array has rank " + current.rank());
                return;
            }
            current = target;
        }
    }

    /** The root of the alignment chain, or {@code null} when the chain is broken (already reported). */
    private DistributedArray template(DistributedArray array) {
        DistributedArray current = array;
        for (int steps = 0; !current.alignWith().isEmpty(); steps++) {
            current = arrays.get(current.alignWith());
            if (current == null || steps > arrays.size()) {
                return null;
            }
        }
        return current;
    }

    private FieldDescription.InDefinedShape fieldNamed(String name) {
        return type.getDeclaredFields().filter(f -> f.getName().equals(name)).getOnly();
    }

    private void problem(FieldDescription field, String message) {
        if (field == null) {
            problems.add(new WeaveProblem(type.getName(), null, source.sourceFile(), 0, message));
            return;
        }
        int line = source.fieldLine(field.getName());
        problems.add(new WeaveProblem(type.getName(), field.getName(), source.sourceFile(), line,
                line > 0 ? message : message + " (no line: " + source.whyNoFieldLine() + ")"));
    }

    private void problem(MethodDescription method, String message) {
        problems.add(new WeaveProblem(type.getName(), method.getName(), source.sourceFile(),
                source.firstLine(method.getInternalName(), method.getDescriptor()), message));
    }

    /** Resolves one annotated method. */
    private final class MethodResolver {
        private final MethodDescription.InDefinedShape method;
        private final List<Reduction> reductions;
        private final ParallelLoop loop;
        private final Map<String, Redirect> redirects = new LinkedHashMap<>();
        /** Slots per block array: ints, longs, floats, doubles, objects (reduction arrays). */
        private final int[] slotCounts = new int[5];
        private boolean failed;
        /** A loop's template array once resolved. */
        private Construct.Template template;
        /** Whether some reduction names a group. */
        private boolean grouped;

        MethodResolver(MethodDescription.InDefinedShape method, List<Reduction> reductions, ParallelLoop loop) {
            this.method = method;
            this.reductions = reductions;
            this.loop = loop;
        }

        Construct resolve() {
            String what = loop != null ? "@ParallelLoop" : "@TaskRegion";
            if (method.isConstructor() || method.isTypeInitializer()) {
                fail(what + " cannot annotate a constructor or initializer");
                return null;
            }
            if (method.isAbstract() || method.isNative()) {
                fail(what + " needs a method with a body");
            }
            if (method.isSynchronized()) {
                fail(what + " methods must not be synchronized: the calling thread would hold the monitor of "
                        + (method.isStatic() ? "the class" : "the object") + " while the other processors run their "
                        + "blocks, and a block that calls a synchronized method of it would wait forever; remove "
                        + "synchronized (each processor runs its own block) or synchronize inside the body");
            }
            if (!method.getReturnType().represents(void.class)) {
                fail(what + " methods must return void, found " + method.getReturnType().asErasure().getActualName());
            }
            StringBuilder spec = new StringBuilder();
            int rank;
            if (loop != null) {
                rank = resolveLoop(spec);
            } else {
                rank = 1;
                checkBounds(1, "@TaskRegion needs parameters (int t0, int t1, ...)");
                spec.append("kind=task;").append(header(rank));
            }
            StringBuilder reductionSpec = new StringBuilder();
            for (Reduction reduction : reductions) {
                resolveReduction(reduction, reductionSpec);
            }
            java.util.Set<String> privates = new java.util.TreeSet<>();
            if (loop != null) {
                for (String name : loop.privates()) {
                    FieldDescription.InDefinedShape field = scalarField(name, "privates");
                    if (field != null && claim(field, "privates") != null) {
                        privates.add(field.getName());
                    }
                }
            }
            if (failed) {
                return null;
            }
            spec.append(";slots=").append(slotCounts[0]).append(',').append(slotCounts[1]).append(',')
                    .append(slotCounts[2]).append(',').append(slotCounts[3]);
            if (slotCounts[4] > 0) {
                spec.append(',').append(slotCounts[4]); // the fifth count only with array reductions
            }
            spec.append(reductionSpec);
            for (String name : privates) {
                Redirect redirect = redirects.get(name);
                spec.append(";prv=").append(redirect.slotSort()).append(',').append(name).append(',')
                        .append(redirect.slot());
            }
            return new Construct(method.getInternalName(), method.getDescriptor(), method.isStatic(), rank,
                    spec.toString(), Map.copyOf(redirects), java.util.Set.copyOf(privates), template, grouped, Map.of());
        }

        private String header(int rank) {
            int line = source.firstLine(method.getInternalName(), method.getDescriptor());
            return "name=" + type.getName() + "." + method.getName() + ";src="
                    + (source.sourceFile() == null ? "?" : source.sourceFile()) + ":" + line + ";rank=" + rank;
        }

        private int resolveLoop(StringBuilder spec) {
            DistributedArray on = distributedNamed(loop.on(), "on");
            checkNamedArrays();
            if (on == null) {
                return 0;
            }
            int[] dims = LoopDims.of(loop, on, this::fail);
            if (dims == null) {
                return 0;
            }
            int rank = dims.length;
            checkBounds(rank, "@ParallelLoop of rank " + rank + " needs " + 2 * rank
                    + " leading int parameters (lo, hi per dimension)");
            int[] offset = loop.offset();
            if (offset.length != 0 && offset.length != rank) {
                fail("@ParallelLoop offset has " + offset.length + " entries for a loop of rank " + rank);
                return 0;
            }
            DistributedArray template = template(on);
            if (failed || template == null) {
                failed = true;
                return 0;
            }
            // template index = stride * (iteration index + loop offset) + offset, composed along the chain
            long[] combined = new long[rank];
            long[] stride = new long[rank];
            for (int d = 0; d < rank; d++) {
                combined[d] = d < offset.length ? offset[d] : 0;
                stride[d] = 1;
            }
            for (DistributedArray current = on; !current.alignWith().isEmpty();
                 current = arrays.get(current.alignWith())) {
                for (int d = 0; d < rank; d++) {
                    combined[d] = current.alignStride()[dims[d]] * combined[d] + current.alignOffset()[dims[d]];
                    stride[d] *= current.alignStride()[dims[d]];
                }
            }
            for (int d = 0; d < rank; d++) {
                if (stride[d] > Integer.MAX_VALUE || Math.abs(combined[d]) > Integer.MAX_VALUE) {
                    fail("@ParallelLoop on \"" + loop.on() + "\": the alignment chain's strides and offsets along "
                            + "dimension " + dims[d] + " exceed the int range");
                    return 0;
                }
            }
            if (method.isStatic() && !template.isStatic()) {
                fail("a static @ParallelLoop cannot be mapped on the instance array \"" + template.name() + "\"");
                return 0;
            }
            if (!LoopDims.mapsBlock(dims, loop.on(), template,
                    redistributedFormats.getOrDefault(template.name(), List.of()), this::fail)) {
                return 0;
            }
            StringBuilder fmt = new StringBuilder();
            for (Format format : template.format()) {
                fmt.append(format == Format.BLOCK ? 'B' : 'W');
            }
            StringBuilder off = new StringBuilder();
            for (int d = 0; d < rank; d++) {
                off.append(d == 0 ? "" : ",").append(combined[d]);
            }
            StringBuilder strides = new StringBuilder();
            boolean strided = false;
            for (int d = 0; d < rank; d++) {
                strides.append(d == 0 ? ";stride=" : ",").append(stride[d]);
                strided |= stride[d] != 1;
            }
            FieldDescription.InDefinedShape templateField = fieldNamed(template.name());
            this.template = new Construct.Template(template.name(), templateField.getDescriptor(),
                    templateField.isStatic());
            spec.append("kind=loop;").append(header(rank)).append(";tmpl=").append(template.name())
                    .append(";fmt=").append(fmt).append(";off=").append(off).append(LoopDims.specField(dims))
                    .append(strided ? strides : "").append(";across=").append(loop.across().length > 0 ? 1 : 0);
            String descending = descendingField(rank);
            if (descending == null) {
                return 0;
            }
            spec.append(descending);
            return rank;
        }

        /** {@code ;desc=...} for {@code descending}, empty without it; {@code null} (reported) when it does not fit. */
        private String descendingField(int rank) {
            int[] descending = loop.descending();
            boolean[] seen = new boolean[rank];
            StringBuilder field = new StringBuilder();
            for (int d : descending) {
                if (d < 0 || d >= rank) {
                    fail("@ParallelLoop descending names loop dimension " + d + "; a loop of rank " + rank
                            + " has dimensions 0 to " + (rank - 1));
                    return null;
                }
                if (seen[d]) {
                    fail("@ParallelLoop descending names loop dimension " + d + " twice");
                    return null;
                }
                seen[d] = true;
                field.append(field.length() == 0 ? ";desc=" : ",").append(d);
            }
            return field.toString();
        }

        /** The arrays shadowRenew, across and remoteAccess name: checked whatever else is wrong. */
        private void checkNamedArrays() {
            for (String name : loop.shadowRenew()) {
                DistributedArray array = distributedNamed(name, "shadowRenew");
                if (array != null && !array.hasShadow() && !array.refused("shadow")) {
                    fail("@ParallelLoop shadowRenew names \"" + name + "\", which has no shadow edges; declare "
                            + "@Distributed(shadow = ...) on it");
                }
            }
            if (loop.corner() && loop.shadowRenew().length == 0) {
                fail("@ParallelLoop corner = true needs shadowRenew");
            }
            for (String name : loop.across()) {
                DistributedArray array = distributedNamed(name, "across");
                if (array != null && !array.hasShadow() && !array.refused("shadow")) {
                    fail("@ParallelLoop across names \"" + name + "\", which has no shadow edges to carry the "
                            + "dependences; declare @Distributed(shadow = ...) on it");
                }
            }
            for (String name : loop.remoteAccess()) {
                distributedNamed(name, "remoteAccess");
            }
        }

        private void checkBounds(int rank, String message) {
            TypeList parameters = method.getParameters().asTypeList().asErasures();
            if (parameters.size() < 2 * rank) {
                fail(message);
                return;
            }
            for (int p = 0; p < 2 * rank; p++) {
                if (!parameters.get(p).represents(int.class)) {
                    fail(message + "; parameter " + (p + 1) + " is " + parameters.get(p).getActualName());
                    return;
                }
            }
        }

        /** Checks every attribute of the reduction, reporting each misfit; appends its spec when all fit. */
        private void resolveReduction(Reduction reduction, StringBuilder spec) {
            ReductionOp op = reduction.op();
            boolean bitwise = op == ReductionOp.AND || op == ReductionOp.OR || op == ReductionOp.XOR;
            boolean located = op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC;
            FieldDescription.InDefinedShape named = field(reduction.var(), "@Reduction var");
            boolean array = named != null && named.getType().isArray();
            FieldDescription.InDefinedShape field = named == null ? null
                    : array ? reductionArray(named, reduction) : scalarField(reduction.var(), "@Reduction var");
            if (field != null && !array) {
                String descriptor = field.getType().asErasure().getDescriptor();
                if (!"IJFD".contains(descriptor)) {
                    fail("@Reduction var \"" + field.getName() + "\" is " + field.getType().asErasure().getActualName()
                            + "; reductions need an int, long, float or double field");
                    field = null;
                } else if (bitwise && !"IJ".contains(descriptor)) {
                    fail("@Reduction " + op + " is bitwise and needs an int or long field; \"" + field.getName()
                            + "\" is " + field.getType().asErasure().getActualName());
                    field = null;
                }
            }
            boolean fits = field != null;
            if (located && reduction.loc().length == 0) {
                fail("@Reduction " + op + " on \"" + reduction.var() + "\" needs loc = {...} naming int fields");
                fits = false;
            }
            if (!located && reduction.loc().length > 0) {
                fail("@Reduction loc is only meaningful for MAXLOC and MINLOC, not " + op);
                fits = false;
            }
            String group = "-";
            if (!reduction.group().isEmpty()) {
                FieldDescription.InDefinedShape groupField = field(reduction.group(), "@Reduction group");
                if (groupField == null) {
                    fits = false;
                } else if (!groupField.getType().asErasure().getName().equals(REDUCTION_GROUP)) {
                    fail("@Reduction group \"" + reduction.group() + "\" must be a field of type " + REDUCTION_GROUP);
                    fits = false;
                } else {
                    checkStaticUse(groupField, "@Reduction group");
                    group = reduction.group();
                    grouped = true;
                }
            }
            Redirect variable = field == null ? null : claim(field, "@Reduction var");
            StringBuilder locations = new StringBuilder();
            for (String name : located ? reduction.loc() : new String[0]) {
                FieldDescription.InDefinedShape locField = scalarField(name, "@Reduction loc");
                if (locField == null) {
                    fits = false;
                } else if (!locField.getType().represents(int.class)) {
                    fail("@Reduction loc \"" + name + "\" must be an int field");
                    fits = false;
                } else {
                    Redirect location = claim(locField, "@Reduction loc");
                    if (location != null) {
                        locations.append(',').append(name).append(':').append(location.slot());
                    }
                }
            }
            if (fits && variable != null) {
                spec.append(";red=").append(op).append(',').append(variable.slotSort()).append(',')
                        .append(field.getName()).append(',').append(variable.slot()).append(',').append(group)
                        .append(locations);
            }
        }

        /**
         * A reduction over an array (DVM's reduction of an array variable): a rank-1 array of int, long, float
         * or double, not distributed, reduced element by element; no locations, no group.
         */
        private FieldDescription.InDefinedShape reductionArray(FieldDescription.InDefinedShape field, Reduction reduction) {
            String name = field.getName();
            String descriptor = field.getType().asErasure().getDescriptor();
            ReductionOp op = reduction.op();
            boolean fits = true;
            if (descriptor.length() != 2 || !"IJFD".contains(descriptor.substring(1))) {
                fail("@Reduction var \"" + name + "\" is " + field.getType().asErasure().getActualName()
                        + "; an array reduction needs a one-dimensional int, long, float or double array");
                fits = false;
            } else if ((op == ReductionOp.AND || op == ReductionOp.OR || op == ReductionOp.XOR)
                    && !"IJ".contains(descriptor.substring(1))) {
                fail("@Reduction " + op + " is bitwise and needs an int or long array; \"" + name + "\" is "
                        + field.getType().asErasure().getActualName());
                fits = false;
            }
            if (arrays.containsKey(name)) {
                fail("@Reduction var \"" + name + "\" is a distributed array; a reduction array is one every "
                        + "processor holds whole (remove @Distributed)");
                fits = false;
            }
            if (op == ReductionOp.MAXLOC || op == ReductionOp.MINLOC) {
                fail("@Reduction " + op + " is not defined for the array \"" + name + "\"; use MAX or MIN, "
                        + "element by element");
                fits = false;
            }
            if (!reduction.group().isEmpty()) {
                fail("@Reduction group is not supported for the array \"" + name + "\" in this release");
                fits = false;
            }
            checkStaticUse(field, "@Reduction var");
            return fits ? field : null;
        }

        /** Gives the field a block slot; a field may be claimed once per construct. */
        private Redirect claim(FieldDescription.InDefinedShape field, String role) {
            if (redirects.containsKey(field.getName())) {
                fail(role + " \"" + field.getName() + "\" is already a reduction, location or private field of "
                        + "this construct");
                return null;
            }
            String descriptor = field.getType().asErasure().getDescriptor();
            char sort = Redirect.slotSort(descriptor);
            int sortIndex = "IJFDA".indexOf(sort);
            Redirect redirect = new Redirect(field.getName(), descriptor, field.isStatic(), slotCounts[sortIndex]++);
            redirects.put(field.getName(), redirect);
            return redirect;
        }

        private FieldDescription.InDefinedShape scalarField(String name, String role) {
            FieldDescription.InDefinedShape field = field(name, role);
            if (field == null) {
                return null;
            }
            if (!field.getType().isPrimitive()) {
                fail(role + " \"" + name + "\" is " + field.getType().asErasure().getActualName()
                        + "; it must be a field of a primitive type");
                return null;
            }
            if (field.isFinal()) {
                fail(role + " \"" + name + "\" is final and cannot be assigned in the construct");
                return null;
            }
            checkStaticUse(field, role);
            return field;
        }

        private FieldDescription.InDefinedShape field(String name, String role) {
            for (FieldDescription.InDefinedShape field : type.getDeclaredFields()) {
                if (field.getName().equals(name)) {
                    return field;
                }
            }
            fail(role + " names \"" + name + "\", which is " + notDeclaredHere(name));
            return null;
        }

        /** Why a name is no field of the class: unknown, or inherited (a construct names its own class's fields). */
        private String notDeclaredHere(String name) {
            String owner = inheritedFrom(name);
            return owner == null ? "not a field of " + type.getName()
                    : "a field " + type.getName() + " inherits from " + owner + ": a construct names fields its own "
                            + "class declares; declare the construct in " + owner + " (subclasses may override the "
                            + "methods it calls)";
        }

        private void checkStaticUse(FieldDescription field, String role) {
            if (method.isStatic() && !field.isStatic()) {
                fail(role + " \"" + field.getName() + "\" is an instance field; a static method cannot use it");
            }
        }

        private DistributedArray distributedNamed(String name, String attribute) {
            DistributedArray array = arrays.get(name);
            if (array == null && refusedFields.contains(name)) {
                failed = true; // the field's own problem says why; the construct is not woven
                return null;
            }
            if (array == null) {
                boolean exists = type.getDeclaredFields().stream().anyMatch(f -> f.getName().equals(name));
                fail("@ParallelLoop " + attribute + " names \"" + name + "\", which is "
                        + (exists ? "not declared @Distributed" : notDeclaredHere(name)));
                return null;
            }
            return array;
        }

        private void fail(String message) {
            failed = true;
            problem(method, message);
        }
    }

    /** The superclass declaring a field {@code name}, or null (none, or a superclass the pool cannot find). */
    private String inheritedFrom(String name) {
        try {
            for (TypeDescription.Generic current = type.getSuperClass(); current != null;
                 current = current.asErasure().getSuperClass()) {
                TypeDescription erasure = current.asErasure();
                if (erasure.getDeclaredFields().stream().anyMatch(f -> f.getName().equals(name))) {
                    return erasure.getName();
                }
            }
        } catch (RuntimeException unresolved) { // TypePool's NoSuchTypeException: an unknown superclass
            return null;
        }
        return null;
    }
}
