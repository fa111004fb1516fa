package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JMH link's emulation: the fork side reads the host's two replies and writes all its frames,
 * the host drains them, and nothing is left running.
 */
class JmhLinkTest {
  @Test
  void theForkReadsBothRepliesAndTheHostDrainsEveryFrame(@TempDir Path dir) throws Exception {
    Path replies = replies(dir, new TreeMap<>(Map.of("include", "x")), new ArrayList<>());

    long drained = JmhLink.exchange(replies);

    // Every frame carries at least its kind and its time stamp: more than 10 bytes each.
    assertThat(drained).as("bytes the host drained").isGreaterThan(JmhLink.MESSAGES * 10L);
    assertNoHostLeft();
  }

  @Test
  void aReplyMissingFromTheFileStopsTheExchange(@TempDir Path dir) throws Exception {
    Path replies = replies(dir, TimeUnit.SECONDS);

    assertThatThrownBy(() -> JmhLink.exchange(replies)).isInstanceOf(EOFException.class);
    assertNoHostLeft();
  }

  private static Path replies(Path dir, Object... objects) throws IOException {
    Path file = dir.resolve("replies.bin");
    try (OutputStream bytes = Files.newOutputStream(file);
        ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      for (Object o : List.of(objects)) {
        out.writeObject(o);
      }
    }
    return file;
  }

  private static void assertNoHostLeft() throws InterruptedException {
    for (int i = 0; i < 100 && hostAlive(); i++) {
      Thread.sleep(50);
    }
    assertThat(hostAlive()).as("the host's thread after the exchange").isFalse();
  }

  private static boolean hostAlive() {
    return Thread.getAllStackTraces().keySet().stream()
        .anyMatch(t -> t.getName().equals("serbench-jmh-link-host") && t.isAlive());
  }
}
