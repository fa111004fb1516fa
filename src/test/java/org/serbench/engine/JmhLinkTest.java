package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The JMH link's emulation: the fork side writes all its frames, the host drains them, and nothing
 * is left running.
 */
class JmhLinkTest {
  @Test
  void theHostDrainsEveryFrameAndEnds() throws Exception {
    long drained = JmhLink.exchange();

    // Every frame carries at least its kind and its time stamp: more than 10 bytes each.
    assertThat(drained).as("bytes the host drained").isGreaterThan(JmhLink.MESSAGES * 10L);
    assertThat(Thread.getAllStackTraces().keySet())
        .as("threads after the exchange")
        .noneMatch(t -> t.getName().equals("serbench-jmh-link-host") && t.isAlive());
  }
}
