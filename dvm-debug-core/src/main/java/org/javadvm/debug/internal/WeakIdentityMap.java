package org.javadvm.debug.internal;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * Identity map whose keys (the program's arrays and objects) may be collected: the checker must not keep
 * every temporary array of the program alive. Not thread-safe; the checker serialises its calls.
 */
public final class WeakIdentityMap<V> {
    private static final class Entry<V> extends WeakReference<Object> {
        final int hash;
        V value;
        Entry<V> next;

        Entry(Object key, int hash, V value, Entry<V> next, ReferenceQueue<Object> queue) {
            super(key, queue);
            this.hash = hash;
            this.value = value;
            this.next = next;
        }
    }

    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    @SuppressWarnings("unchecked")
    private Entry<V>[] table = new Entry[64];
    private int size;

    public V get(Object key) {
        int hash = System.identityHashCode(key);
        for (Entry<V> e = table[hash & (table.length - 1)]; e != null; e = e.next) {
            if (e.hash == hash && e.get() == key) {
                return e.value;
            }
        }
        return null;
    }

    public void put(Object key, V value) {
        expunge();
        int hash = System.identityHashCode(key);
        int bucket = hash & (table.length - 1);
        for (Entry<V> e = table[bucket]; e != null; e = e.next) {
            if (e.hash == hash && e.get() == key) {
                e.value = value;
                return;
            }
        }
        table[bucket] = new Entry<>(key, hash, value, table[bucket], queue);
        if (++size > table.length * 3 / 4) {
            resize();
        }
    }

    public int size() {
        expunge();
        return size;
    }

    @SuppressWarnings("unchecked")
    private void resize() {
        Entry<V>[] old = table;
        table = new Entry[old.length * 2];
        for (Entry<V> head : old) {
            for (Entry<V> e = head; e != null; ) {
                Entry<V> next = e.next;
                int bucket = e.hash & (table.length - 1);
                e.next = table[bucket];
                table[bucket] = e;
                e = next;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void expunge() {
        for (Object gone; (gone = queue.poll()) != null; ) {
            Entry<V> dead = (Entry<V>) gone;
            int bucket = dead.hash & (table.length - 1);
            Entry<V> previous = null;
            for (Entry<V> e = table[bucket]; e != null; previous = e, e = e.next) {
                if (e == dead) {
                    if (previous == null) {
                        table[bucket] = e.next;
                    } else {
                        previous.next = e.next;
                    }
                    size--;
                    break;
                }
            }
        }
    }
}
