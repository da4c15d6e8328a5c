package org.javadvm.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GridRunFilesTest {
    @TempDir
    Path dir;

    /** A run on 1,2,4 after one on 3 and 2x2: the old grids' protocols go, nothing else does. */
    @Test
    void theGridFilesOfAnEarlierRunAreDeletedAndOnlyThey() throws IOException {
        List<String> grids = List.of("dif-3-protocol0.txt", "dif-3-protocol2.txt", "dif-2x2-error.trd",
                "dif-2x2-protocol3.txt", "dif-4-protocol0.txt");
        List<String> others = List.of("protocol0.txt", "0.trd", "loops.trd", "dif-4242.sarif", "grids-dif-4243.sarif",
                "dyn-errors.txt", "subst-dif-3-protocol0.txt", "dif-x-protocol0.txt", "dif-0-protocol0.txt");
        for (String name : grids) {
            Files.writeString(dir.resolve(name), "old");
        }
        for (String name : others) {
            Files.writeString(dir.resolve(name), "kept");
        }
        assertEquals(grids.stream().sorted().toList(), GridRunFiles.deleteEarlier(dir));
        for (String name : grids) {
            assertTrue(!Files.exists(dir.resolve(name)), name);
        }
        for (String name : others) {
            assertTrue(Files.exists(dir.resolve(name)), name);
        }
        assertEquals(List.of(), GridRunFiles.deleteEarlier(dir.resolve("none")));
    }

    @Test
    void eachGridsPartOpensWithOneLineNamingTheGridAndItsProtocols() {
        assertEquals("dif on grid 2x2 (4 processors, grid 5 of 5): protocols dif-2x2-protocol0.txt to "
                + "dif-2x2-protocol3.txt in " + dir, GridRunFiles.header("2x2", 4, 5, dir));
        assertEquals("dif on grid 1 (1 processor, grid 1 of 3): protocols dif-1-protocol0.txt in " + dir,
                GridRunFiles.header("1", 0, 3, dir));
    }
}
