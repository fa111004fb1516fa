package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Differences.Difference;

/** The run's list of differences: appended as found, read back in order, one line each. */
class DifferencesTest {
  @Test
  void aRunWithoutAListReadsAsNoGateAndAStartedOneAsNothingFound(@TempDir Path run)
      throws IOException {
    assertThat(Differences.read(run)).isNull();
    Differences.start(run);
    assertThat(Differences.read(run)).isEmpty();
  }

  @Test
  void eachDifferenceIsOneLineWhateverItsText(@TempDir Path run) throws IOException {
    Differences.add(
        run, new Difference("kryo on media.1", "size.bytes", "315", "300", Differences.BETTER));
    Differences.add(
        run,
        new Difference(
            "fst on all-types", "outcome", "OK", "write:\tline one\nline two", Differences.WORSE));

    assertThat(Differences.read(run))
        .containsExactly(
            new Difference("kryo on media.1", "size.bytes", "315", "300", Differences.BETTER),
            new Difference(
                "fst on all-types",
                "outcome",
                "OK",
                "write: line one line two",
                Differences.WORSE));
  }
}
