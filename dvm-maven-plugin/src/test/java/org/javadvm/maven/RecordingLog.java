package org.javadvm.maven;

import java.util.ArrayList;
import java.util.List;

import org.apache.maven.plugin.logging.SystemStreamLog;

/** Keeps the info, warning and debug lines a goal logs, so that tests can read them. */
final class RecordingLog extends SystemStreamLog {
    final List<String> info = new ArrayList<>();
    final List<String> debug = new ArrayList<>();
    final List<String> warn = new ArrayList<>();

    @Override
    public boolean isDebugEnabled() {
        return true;
    }

    @Override
    public void info(CharSequence content) {
        info.add(content.toString());
    }

    @Override
    public void warn(CharSequence content) {
        warn.add(content.toString());
    }

    /** Info and warning lines in the order of their kinds. */
    List<String> lines() {
        List<String> lines = new ArrayList<>(info);
        lines.addAll(warn);
        return lines;
    }

    @Override
    public void debug(CharSequence content) {
        debug.add(content.toString());
    }
}
