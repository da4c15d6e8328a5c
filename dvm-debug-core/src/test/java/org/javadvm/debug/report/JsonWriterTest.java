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

    @Test
    void booleansAndNumbersAreBareAndSurrogatePairsStayWhileLoneHalvesAreEscaped() {
        String json = new JsonWriter().beginArray().value(true).value(false).value(-12).value(Long.MAX_VALUE)
                .value("\ud83d\ude00").value("lone \ud83d end").value("lone \ude00").value("\u007f\u001f")
                .endArray().toString();
        assertEquals("[true,false,-12,9223372036854775807,\"\ud83d\ude00\",\"lone \\ud83d end\","
                + "\"lone \\ude00\",\"\u007f\\u001f\"]", json);
        assertEquals(java.util.List.of(true, false, -12L, Long.MAX_VALUE, "\ud83d\ude00", "lone \ud83d end",
                "lone \ude00", "\u007f\u001f"), StrictJson.parse(json));
    }
}
