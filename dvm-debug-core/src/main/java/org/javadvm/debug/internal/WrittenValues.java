package org.javadvm.debug.internal;

/**
 * What a {@link Consumer} implements besides to hear of each write once it completed, with the value in place:
 * read it with {@link Values}. The debugger wraps such a consumer in {@link AfterWrites}, which defers each
 * write event to the next event of any kind (or the end of the run); consumers without it pay nothing.
 * Writes of declared privates (held in locals) and of fields redirected to a construct's copy are not
 * delivered: their value is not in the field.
 */
public interface WrittenValues {
    /** The write of {@code array[index]} at {@code site} completed: {@code Values.element(array, index)}. */
    void arrayWritten(Object array, int index, int site);

    /** The write of the field at {@code site} completed: {@code Values.field(site, instance)}. */
    void fieldWritten(Object instance, int site);
}
