package org.javadvm.debug.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The sinks that pass events on pass every access event on themselves: an event a wrapper leaves to the interface's
 * default reaches the consumers in another form (a private access's value dropped, a bound access as a field's).
 */
class ForwardingSinksTest {
    @Test
    void everyWrapperPassesOnEveryAccessEvent() {
        for (Class<?> wrapper : List.of(FanOut.class, AfterWrites.class, FollowedThread.class)) {
            List<String> missing = new ArrayList<>();
            for (Method event : AccessSink.class.getMethods()) {
                try {
                    wrapper.getDeclaredMethod(event.getName(), event.getParameterTypes());
                } catch (NoSuchMethodException e) {
                    missing.add(event.getName());
                }
            }
            assertEquals(List.of(), missing, wrapper.getSimpleName() + " leaves these to AccessSink's defaults");
        }
    }
}
