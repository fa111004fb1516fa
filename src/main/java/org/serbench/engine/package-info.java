/**
 * The measurement protocol: settings, isolation in a fresh JVM, cold start, round-trip check,
 * warm-up, timed batches, the sink, allocation and GC probes, and the result files.
 */
package org.serbench.engine;
