package org.javadvm.weaver.internal;

import java.util.HashMap;
import java.util.Map;

/**
 * The fields some construct of the woven directory keeps in block slots (reduction variables, locations,
 * declared privates): woven code outside that construct's own body reaches them through the run-time's
 * {@code Bound} facade. An instruction may name a subclass of the declaring class, so superclasses within
 * the directory are searched too.
 */
final class BoundFields {
    /** {@code <declaring class>.<name>} to the field's descriptor. */
    private final Map<String, String> descriptors = new HashMap<>();
    private final Map<String, String> superclasses = new HashMap<>();

    void bind(String declaringClass, String name, String descriptor) {
        descriptors.put(declaringClass + '.' + name, descriptor);
    }

    void superclass(String internalName, String superName) {
        superclasses.put(internalName, superName);
    }

    boolean isEmpty() {
        return descriptors.isEmpty();
    }

    /** Whether a class's bytes may refer to a bound field (its name appears among the constants). */
    boolean mentionedIn(byte[] bytes) {
        for (String key : descriptors.keySet()) {
            if (contains(bytes, key.substring(key.lastIndexOf('.') + 1))) {
                return true;
            }
        }
        return false;
    }

    /** The run-time key {@code <declaring class>.<name>} of a bound field, or {@code null} if it is not bound. */
    String keyOf(String owner, String name, String descriptor) {
        for (String current = owner; current != null; current = superclasses.get(current)) {
            String key = current + '.' + name;
            String bound = descriptors.get(key);
            if (bound != null) {
                return bound.equals(descriptor) ? key : null;
            }
        }
        return null;
    }

    private static boolean contains(byte[] bytes, String text) {
        byte[] pattern = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        outer:
        for (int i = 0; i + pattern.length <= bytes.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (bytes[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
