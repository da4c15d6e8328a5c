package org.javadvm.weaver.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import net.bytebuddy.description.annotation.AnnotationDescription;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.ClassFileLocator;
import net.bytebuddy.pool.TypePool;
import org.javadvm.internal.WovenClass;
import org.javadvm.weaver.WeaveProblem;

/**
 * Finds the classes of a directory that declare parallel constructs, checks their annotations, and
 * sorts out the classes that were woven before.
 */
final class ClassScanner {
    /** Every class the weaver must look at mentions our annotations' package. */
    private static final byte[] OUR_PACKAGE = "org/javadvm/".getBytes(StandardCharsets.US_ASCII);
    /** How the problem of a class woven for another mode starts, followed by that mode. */
    static final String ALREADY_WOVEN_FOR = "already woven for ";

    private final String mode;
    private final boolean everyClass;
    private final FieldPolicy fieldPolicy = new FieldPolicy();
    private final Map<String, Map<String, Construct>> plans = new LinkedHashMap<>();
    /** Class name to ({@code @Redistribute} method name + descriptor to its run-time spec). */
    private final Map<String, Map<String, String>> redistributions = new LinkedHashMap<>();
    private final Map<String, SourceInfo> sources = new LinkedHashMap<>();
    private final BoundFields boundFields = new BoundFields();
    /** Classes carrying the marker of an earlier weave: never woven again. */
    private final java.util.Set<String> wovenBefore = new java.util.HashSet<>();
    private final List<WeaveProblem> problems = new ArrayList<>();
    /** What the weaver warns about in classes it weaves all the same. */
    private final List<WeaveProblem> warnings = new ArrayList<>();
    private int scanned;
    private int alreadyWoven;
    private int constructs;

    /**
     * @param everyClass weave every class (dyn and debug: all code reports its accesses), not only the
     *                   classes that declare constructs
     */
    ClassScanner(String mode, boolean everyClass) {
        this.mode = mode;
        this.everyClass = everyClass;
    }

    /** @param dependencies where the classes the scanned ones extend are found, see {@link DependencyTypes} */
    void scan(Path classesDirectory, ClassFileLocator dependencies) throws IOException {
        List<Path> classFiles;
        try (Stream<Path> files = Files.walk(classesDirectory)) {
            classFiles = files.filter(f -> f.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        ClassFileLocator locator = new ClassFileLocator.Compound(new ClassFileLocator.ForFolder(classesDirectory.toFile()),
                dependencies);
        TypePool pool = TypePool.Default.of(locator);
        Map<String, Path> byName = new LinkedHashMap<>();
        for (Path file : classFiles) {
            String relative = classesDirectory.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
            String name = relative.substring(0, relative.length() - ".class".length());
            byte[] bytes = Files.readAllBytes(file);
            String unreadable = ClassFileCheck.problem(bytes);
            if (unreadable != null) {
                problems.add(new WeaveProblem(name, null, null, 0, file + " " + unreadable));
                continue;
            }
            if (name.endsWith("module-info") || name.endsWith("package-info")) {
                continue;
            }
            scanned++;
            byName.put(name, file);
            int version = ((bytes[6] & 0xFF) << 8) | (bytes[7] & 0xFF);
            if (everyClass && version < ClassFileCheck.OLDEST_INSTRUMENTED_VERSION) {
                problems.add(new WeaveProblem(name, null, null, 0, file + " has class file version " + version
                        + ", older than Java 5 (49): the access reporting of " + mode + " needs class literals; "
                        + "compile it with --release 8 or later"));
                continue;
            }
            if (everyClass || mentionsOurPackage(bytes)) {
                TypeDescription type;
                try {
                    type = pool.describe(name).resolve();
                } catch (RuntimeException e) {
                    problems.add(new WeaveProblem(name, null, null, 0, file + " cannot be read as the class " + name
                            + " (" + e + "); is it in the directory of its package?"));
                    continue;
                }
                if (everyClass && !recordFields(type)) {
                    problems.add(new WeaveProblem(name, null, null, 0, "its superclass " + superClassName(type)
                            + " is neither in the classes directory nor on the project's class path"));
                    continue;
                }
                scanClass(type, bytes);
            }
        }
        bindFields(byName);
    }

    /**
     * Collects the fields the constructs keep in block slots; every class whose code may access one is
     * woven too (in release only the classes with constructs are otherwise), so that its accesses reach
     * the running construct's copy.
     */
    private void bindFields(Map<String, Path> classFiles) throws IOException {
        for (Map.Entry<String, Map<String, Construct>> plan : plans.entrySet()) {
            String owner = plan.getKey().replace('.', '/');
            for (Construct construct : plan.getValue().values()) {
                for (Redirect redirect : construct.redirects().values()) {
                    boundFields.bind(owner, redirect.fieldName(), redirect.fieldDescriptor());
                }
            }
        }
        if (boundFields.isEmpty()) {
            return;
        }
        Map<String, byte[]> candidates = new LinkedHashMap<>();
        for (Map.Entry<String, Path> entry : classFiles.entrySet()) {
            byte[] bytes = Files.readAllBytes(entry.getValue());
            String superName;
            try {
                superName = new net.bytebuddy.jar.asm.ClassReader(bytes).getSuperName();
            } catch (RuntimeException unreadable) {
                continue; // not a class file ASM reads: no bound field access is looked for in it
            }
            boundFields.superclass(entry.getKey().replace('.', '/'), superName);
            if (!plans.containsKey(entry.getKey()) && !wovenBefore.contains(entry.getKey())) {
                candidates.put(entry.getKey(), bytes);
            }
        }
        for (Map.Entry<String, byte[]> candidate : candidates.entrySet()) {
            if (boundFields.accessedIn(candidate.getValue())) {
                plans.put(candidate.getKey(), Map.of());
            }
        }
    }

    private void scanClass(TypeDescription type, byte[] bytes) {
        SourceInfo source = SourceInfo.read(bytes);
        AnnotationDescription.Loadable<WovenClass> marker = type.getDeclaredAnnotations().ofType(WovenClass.class);
        if (marker != null) {
            WovenClass woven = marker.load();
            wovenBefore.add(type.getName());
            if (woven.mode().equals(mode)) {
                alreadyWoven++;
            } else {
                problems.add(new WeaveProblem(type.getName(), null, source.sourceFile(), 0,
                        ALREADY_WOVEN_FOR + woven.mode() + " by an earlier build (Java-DVM " + woven.version()
                                + "); weaving needs the class as the compiler wrote it: run mvn clean when "
                                + "changing the mode"));
            }
            return;
        }
        List<Construct> found = List.of();
        if (mentionsOurPackage(bytes)) {
            ConstructResolver resolver = new ConstructResolver(type, source, problems);
            found = resolver.resolve();
            Map<String, Construct> constructsByMethod = new LinkedHashMap<>();
            found.forEach(construct -> constructsByMethod.put(construct.methodName() + construct.methodDescriptor(),
                    construct));
            java.util.Set<String> misannotated = new java.util.HashSet<>();
            problems.stream().filter(p -> p.className().equals(type.getName())).forEach(p -> misannotated.add(p.member()));
            Map<String, Construct> wellAnnotated = new LinkedHashMap<>(constructsByMethod);
            wellAnnotated.values().removeIf(construct -> misannotated.contains(construct.methodName()));
            Map<String, Integer> inPieces = new java.util.HashMap<>();
            Map<String, Map<String, LocationTies.Positions>> ties = new java.util.HashMap<>();
            Map<String, boolean[]> downward = new java.util.HashMap<>();
            Map<String, java.util.Set<String>> math = new java.util.HashMap<>();
            NestShape.check(bytes, type.getName(), source.sourceFile(), wellAnnotated, problems, warnings, inPieces, ties,
                    downward, math);
            found = marked(marked(marked(found, downward, ClassScanner::runningAsWritten), inPieces,
                    ClassScanner::inPieces), ties, ClassScanner::recordingTies);
            found = found.stream().map(c -> unreadExtremes(c, math.getOrDefault(c.methodName() + c.methodDescriptor(),
                    java.util.Set.of()))).collect(java.util.stream.Collectors.toList());
            if (!resolver.redistributions().isEmpty()) {
                redistributions.put(type.getName(), Map.copyOf(resolver.redistributions()));
                RedistributionCalls.check(bytes, type.getName(), source.sourceFile(), constructsByMethod,
                        resolver.redistributions(), problems);
            }
        }
        if (!found.isEmpty() || everyClass || redistributions.containsKey(type.getName())) {
            Map<String, Construct> byMethod = new LinkedHashMap<>();
            for (Construct construct : found) {
                byMethod.put(construct.methodName() + construct.methodDescriptor(), construct);
            }
            plans.put(type.getName(), byMethod);
            sources.put(type.getName(), source);
            constructs += found.size();
        }
    }

    /**
     * {@code found} with each construct that {@code byMethod} holds a value for (by method name + descriptor) replaced
     * by what {@code mark} makes of it and the value.
     */
    private static <T> List<Construct> marked(List<Construct> found, Map<String, T> byMethod,
                                              java.util.function.BiFunction<Construct, T, Construct> mark) {
        if (byMethod.isEmpty()) {
            return found;
        }
        List<Construct> marked = new ArrayList<>(found.size());
        for (Construct c : found) {
            T value = byMethod.get(c.methodName() + c.methodDescriptor());
            marked.add(value == null ? c : mark.apply(c, value));
        }
        return marked;
    }

    /**
     * A construct whose blocks may run as several consecutive calls, with {@code split=<dimension>} in its spec
     * (before {@code slots=}, after {@code across=} and {@code desc=}).
     */
    private static Construct inPieces(Construct c, int dimension) {
        int slots = c.spec().indexOf(";slots=");
        return c.withSpec(c.spec().substring(0, slots) + ";split=" + dimension + c.spec().substring(slots));
    }

    /**
     * A loop that runs another way than it declares (outside {@code across}, where the order of a block's iterations
     * changes no element), with {@code desc=} in its spec saying how it runs: the debug modes walk the iterations
     * in the program's order, which a reduction's result may depend on (equal values of a MAXLOC, a floating-point sum).
     */
    private static Construct runningAsWritten(Construct c, boolean[] downward) {
        StringBuilder list = new StringBuilder();
        for (int d = 0; d < downward.length; d++) {
            if (downward[d]) {
                list.append(list.length() == 0 ? "" : ",").append(d);
            }
        }
        StringBuilder spec = new StringBuilder();
        for (String entry : c.spec().split(";")) {
            if (entry.startsWith("desc=")) {
                continue;
            }
            spec.append(spec.length() == 0 ? "" : ";").append(entry);
            if (entry.startsWith("across=") && list.length() > 0) {
                spec.append(";desc=").append(list);
            }
        }
        return c.withSpec(spec.toString());
    }

    /**
     * A construct whose floating-point {@code MIN} and {@code MAX} reductions (variables and arrays) the weaver could
     * not read, neither updated under a comparison whose iterations the body records nor only through {@code Math.min}
     * or {@code max} ({@link LocationTies#readExtremes}): their {@code red=} entries end with {@code @unread}, and the
     * run-time refuses partial results that tie with different signs ({@code 0.0}, {@code -0.0}), whose order it
     * cannot tell. An array's entry gets it whatever its element type; the run-time passes over integer arrays.
     */
    private static Construct unreadExtremes(Construct c, java.util.Set<String> math) {
        StringBuilder entries = new StringBuilder();
        boolean changed = false;
        for (String entry : c.spec().split(";")) {
            String[] parts = entry.split(",");
            if (entry.startsWith("red=") && parts.length == 5 && (parts[0].equals("red=MIN") || parts[0].equals("red=MAX"))
                    && (parts[1].equals("F") || parts[1].equals("D") || parts[1].equals("A")) && !math.contains(parts[2])) {
                entry += ",@unread";
                changed = true;
            }
            entries.append(entries.length() == 0 ? "" : ";").append(entry);
        }
        return changed ? c.withSpec(entries.toString()) : c;
    }

    /**
     * A construct whose location reductions record the iteration of each update ({@link LocationTies}): they get int
     * slots after the construct's own, and their {@code red=} entries end with {@code @first|@last:<slot>:<levels>}.
     */
    private static Construct recordingTies(Construct c, Map<String, LocationTies.Positions> recorded) {
        String spec = c.spec();
        int slotsAt = spec.indexOf(";slots=") + ";slots=".length();
        int slotsEnd = spec.indexOf(',', slotsAt);
        int ints = Integer.parseInt(spec.substring(slotsAt, slotsEnd));
        Map<String, LocationTies.Positions> placed = new java.util.LinkedHashMap<>();
        StringBuilder entries = new StringBuilder();
        for (String entry : spec.split(";")) {
            String[] parts = entry.split(",");
            LocationTies.Positions positions = entry.startsWith("red=") && parts.length > 2 ? recorded.get(parts[2])
                    : null;
            if (positions != null) {
                placed.put(parts[2], positions.inSlot(ints));
                entry += ",@" + (positions.first() ? "first" : "last") + ":" + ints + ":" + positions.levels();
                ints += positions.levels();
            }
            entries.append(entries.length() == 0 ? "" : ";").append(entry);
        }
        String rewritten = entries.toString();
        return c.withTies(rewritten.substring(0, slotsAt) + ints + rewritten.substring(slotsEnd), placed);
    }

    /** The fields dyn weaving reports: declared here, neither final nor synthetic; false if the superclass is unknown. */
    private boolean recordFields(TypeDescription type) {
        java.util.Set<String> checked = new java.util.HashSet<>();
        for (FieldDescription.InDefinedShape field : type.getDeclaredFields()) {
            if (!field.isFinal() && !field.isSynthetic()) {
                checked.add(field.getName());
            }
        }
        TypeDescription.Generic superClass;
        try {
            superClass = type.getSuperClass();
            fieldPolicy.add(type.getInternalName(), superClass == null ? null : superClass.asErasure().getInternalName(),
                    checked);
        } catch (RuntimeException e) { // TypePool's NoSuchTypeException: a superclass it cannot find
            return false;
        }
        return true;
    }

    private static String superClassName(TypeDescription type) {
        try {
            return type.getSuperClass().asErasure().getName();
        } catch (RuntimeException e) {
            return e.getMessage().replace("Cannot resolve type description for ", "");
        }
    }

    BoundFields boundFields() {
        return boundFields;
    }

    FieldPolicy fieldPolicy() {
        return fieldPolicy;
    }

    private static boolean mentionsOurPackage(byte[] bytes) {
        outer:
        for (int i = 0; i + OUR_PACKAGE.length <= bytes.length; i++) {
            for (int j = 0; j < OUR_PACKAGE.length; j++) {
                if (bytes[i + j] != OUR_PACKAGE[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    Map<String, Map<String, Construct>> plans() {
        return plans;
    }

    /** Class name to ({@code @Redistribute} method name + descriptor to its spec); classes without any are absent. */
    Map<String, Map<String, String>> redistributions() {
        return redistributions;
    }

    /** The debug attributes of a class to weave. */
    SourceInfo source(String className) {
        return sources.get(className);
    }

    List<WeaveProblem> problems() {
        return problems;
    }

    List<WeaveProblem> warnings() {
        return warnings;
    }

    int scanned() {
        return scanned;
    }

    int alreadyWoven() {
        return alreadyWoven;
    }

    int constructs() {
        return constructs;
    }
}
