package org.serbench.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Allocation and GC counters, read outside the timed region of a batch.
 *
 * <p>Allocation comes from {@code com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes},
 * the counter JMH's gc profiler also uses: the bytes this thread allocated in the heap, exact up to
 * TLAB granularity. Where the JVM does not offer it, allocation is reported as unknown (-1).
 */
final class Probes {
  private final com.sun.management.ThreadMXBean threads;
  private final List<GarbageCollectorMXBean> collectors =
      ManagementFactory.getGarbageCollectorMXBeans();

  Probes() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    com.sun.management.ThreadMXBean sun = null;
    if (bean instanceof com.sun.management.ThreadMXBean candidate
        && candidate.isThreadAllocatedMemorySupported()) {
      candidate.setThreadAllocatedMemoryEnabled(true);
      sun = candidate;
    }
    this.threads = sun;
  }

  /** Bytes allocated by this thread so far, or -1 where the JVM cannot tell. */
  long allocatedBytes() {
    return threads == null ? -1 : threads.getCurrentThreadAllocatedBytes();
  }

  /** Whether {@link #allocatedBytes} counts anything. */
  boolean allocationKnown() {
    return threads != null;
  }

  /** Collections so far, over all collectors. */
  long gcCount() {
    long sum = 0;
    for (GarbageCollectorMXBean gc : collectors) {
      sum += Math.max(0, gc.getCollectionCount());
    }
    return sum;
  }

  /** Milliseconds spent collecting so far, over all collectors. */
  long gcMillis() {
    long sum = 0;
    for (GarbageCollectorMXBean gc : collectors) {
      sum += Math.max(0, gc.getCollectionTime());
    }
    return sum;
  }
}
