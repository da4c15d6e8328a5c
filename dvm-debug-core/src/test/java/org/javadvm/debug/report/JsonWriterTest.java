package org.javadvm.debug.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JsonWriterTest {
    @Test
    void nestsContainersWithCommasAndEscapes() {
        String json = new JsonWriter().beginObject()
                .name("text").value("a \"quoted\" \\ line\nand\ttab \u0001")
                .name("list").beginArray().value(1).value("two").beginObject().endObject().endArray()
                .name("none").value((String) null)
                .name("empty").beginArray().endArray()
                .endObject().toString();
        assertEquals("{\"text\":\"a \\\"quoted\\\" \\\\ line\\nand\\ttab \\u0001\",\"list\":[1,\"two\",{}],"
                + "\"none\":null,\"empty\":[]}", json);
    }
}
