/**
 * Traces (the debugger's second method, comparison of execution results): the record model shared by the
 * recorder, the file formats and the comparer. See the site page {@code trace.md}.
 */
package org.javadvm.debug.trace;
