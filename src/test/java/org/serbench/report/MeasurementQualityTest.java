package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

class MeasurementQualityTest {
  @Test
  void theCellsThatSetAJvmAsideAreNamedWithWhereItLay() {
    List<Result> results =
        List.of(
            Fixtures.measuredIn("TestObject", 2),
            Fixtures.measuredIn("media.1", 2).withSetAside("JVM 1 of 3: ser 150 ns/op, +25% off"),
            Fixtures.measuredIn("Youngling", 3));

    assertThat(MeasurementQuality.setAside(results))
        .startsWith("**JVMs set aside**: 1 of the 2 cells measured in three or more JVMs found")
        .endsWith(
            " results directory. binary/x on media.1, JVM 1 of 3: ser 150 ns/op, +25% off.\n\n");
  }

  @Test
  void nothingIsSaidWhereNoCellHadThreeJvms() {
    assertThat(MeasurementQuality.setAside(List.of(Fixtures.measuredIn("TestObject", 2))))
        .isEmpty();
  }
}
