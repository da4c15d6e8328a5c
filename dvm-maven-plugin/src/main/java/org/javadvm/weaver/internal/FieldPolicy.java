package org.javadvm.weaver.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which field instructions dyn weaving reports: fields declared by a class of the woven directory that
 * are neither final nor synthetic (a final field cannot change in a construct, synthetic ones are the
 * compiler's). An instruction may name a subclass of the declaring class, so the owner's superclasses
 * within the directory are searched too.
 */
final class FieldPolicy {
    private final Map<String, String> superclasses = new HashMap<>();
    private final Map<String, Set<String>> checkedFields = new HashMap<>();

    /** Records a class of the directory: its superclass and its checked fields' names. */
    void add(String internalName, String superName, Set<String> checked) {
        superclasses.put(internalName, superName);
        checkedFields.put(internalName, checked);
    }

    /** The declaring class (internal name) of a checked field, or {@code null} if the field is not checked. */
    String declaringClass(String owner, String name) {
        for (String current = owner; current != null && checkedFields.containsKey(current);
             current = superclasses.get(current)) {
            if (checkedFields.get(current).contains(name)) {
                return current;
            }
        }
        return null;
    }
}
