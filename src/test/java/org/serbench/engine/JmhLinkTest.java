package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The JMH link's emulation exchanges all its messages and leaves nothing running. */
class JmhLinkTest {
  @Test
  void everyMessageComesBackAndTheHostSideEnds() throws Exception {
    JmhLink.exchange();

    assertThat(Thread.getAllStackTraces().keySet())
        .as("threads after the exchange")
        .noneMatch(t -> t.getName().equals("serbench-jmh-link-host") && t.isAlive());
  }
}
