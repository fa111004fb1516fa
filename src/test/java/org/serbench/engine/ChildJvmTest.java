package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A child JVM as its parent holds it: its output, its go, its end. */
class ChildJvmTest {
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @Test
  void aChildThatEndedBeforeItsGoIsClosedWithoutError() throws Exception {
    List<String> output = new ArrayList<>();
    ChildJvm child =
        ChildJvm.start(List.of(JAVA, "-XX:+NoSuchFlagAtAll", "-version"), output::add, 5, "test");
    assertThat(child.process().waitFor()).isEqualTo(1);

    child.go(); // its byte cannot reach a JVM that has gone
    child.close();

    assertThat(child.process().isAlive()).isFalse();
    assertThat(output).anyMatch(line -> line.contains("NoSuchFlagAtAll"));
    assertThat(child.tail("\n")).contains("NoSuchFlagAtAll");
  }
}
