package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

class MeasurementQualityTest {
  private static final long[] NONE = new long[0];
  private static final Result.Samples SAMPLES =
      new Result.Samples(NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE);
  private static final Result.Fork FORK = new Result.Fork(10, 5, 1_000_000_000L, true, 1_000_000);

  private static Result measured(String dataSet, int jvms) {
    return Fixtures.measured(dataSet, 1000, SAMPLES, Collections.nCopies(jvms, FORK));
  }

  @Test
  void theCellsThatSetAJvmAsideAreNamedWithWhereItLay() {
    List<Result> results =
        List.of(
            measured("TestObject", 2),
            measured("media.1", 2).withSetAside("JVM 1 of 3: ser 150 ns/op, +25% off"),
            measured("Youngling", 3));

    assertThat(MeasurementQuality.setAside(results))
        .startsWith("**JVMs set aside**: 1 of the 2 cells measured in three or more JVMs found")
        .endsWith(
            " results directory. binary/x on media.1, JVM 1 of 3: ser 150 ns/op, +25% off.\n\n");
  }

  @Test
  void nothingIsSaidWhereNoCellHadThreeJvms() {
    assertThat(MeasurementQuality.setAside(List.of(measured("TestObject", 2)))).isEmpty();
  }
}
