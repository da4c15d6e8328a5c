package org.javadvm.debug.internal;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The checker's map from the program's arrays and objects: by identity, and without keeping them alive. */
class WeakIdentityMapTest {
    @Test
    void keysAreComparedByIdentityNotEquality() {
        WeakIdentityMap<String> map = new WeakIdentityMap<>();
        List<Integer> first = new ArrayList<>(List.of(1, 2));
        List<Integer> equal = new ArrayList<>(List.of(1, 2));
        assertThat(map.get(first), nullValue());
        map.put(first, "first");
        assertThat(map.get(first), equalTo("first"));
        assertThat("an equal but distinct key is another key", map.get(equal), nullValue());
        map.put(equal, "equal");
        assertThat(map.get(first), equalTo("first"));
        assertThat(map.get(equal), equalTo("equal"));
        assertThat(map.size(), equalTo(2));
    }

    @Test
    void puttingAKeyAgainReplacesItsValue() {
        WeakIdentityMap<String> map = new WeakIdentityMap<>();
        Object key = new Object();
        map.put(key, "old");
        map.put(key, "new");
        assertThat(map.get(key), equalTo("new"));
        assertThat(map.size(), equalTo(1));
    }

    @Test
    void manyKeysStayFindableAcrossResizes() {
        WeakIdentityMap<Integer> map = new WeakIdentityMap<>();
        List<Object> keys = new ArrayList<>();
        for (int k = 0; k < 1000; k++) {
            Object key = new int[k % 7];
            keys.add(key);
            map.put(key, k);
            assertThat(map.size(), equalTo(k + 1));
        }
        for (int k = 0; k < keys.size(); k++) {
            assertThat(map.get(keys.get(k)), equalTo(k));
        }
        for (int k = 0; k < keys.size(); k += 3) {
            map.put(keys.get(k), -k);
        }
        assertThat(map.size(), equalTo(1000));
        for (int k = 0; k < keys.size(); k++) {
            assertThat(map.get(keys.get(k)), equalTo(k % 3 == 0 ? -k : k));
        }
    }

    @Test
    void collectedKeysLeaveTheMapAndTheOthersStay() throws InterruptedException {
        WeakIdentityMap<Integer> map = new WeakIdentityMap<>();
        List<Object> kept = new ArrayList<>();
        for (int k = 0; k < 600; k++) {
            Object key = new double[4];
            if (k % 2 == 0) {
                kept.add(key);
            }
            map.put(key, k);
        }
        key(map);
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (map.size() > kept.size() && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat("only the keys still referenced remain", map.size(), equalTo(kept.size()));
        for (int k = 0; k < kept.size(); k++) {
            assertThat(map.get(kept.get(k)), equalTo(2 * k));
        }
        // entries are dropped as the map is used, and the map keeps working after that
        Object late = new Object();
        map.put(late, -1);
        assertThat(map.get(late), equalTo(-1));
        assertThat(map.size(), equalTo(kept.size() + 1));
    }

    /** A key put and dropped in another frame, so nothing on this stack keeps it. */
    private static void key(WeakIdentityMap<Integer> map) {
        map.put(new Object(), 7);
    }
}
