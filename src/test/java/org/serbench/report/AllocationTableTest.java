package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/** The Allocation table marks a cell whose JVMs allocate differently, with each JVM's figure. */
class AllocationTableTest {
  private static final int OBJECTS = 1000;
  private static final List<Result.Fork> TWO_JVMS =
      List.of(new Result.Fork(5, 5, 1, true, 0), new Result.Fork(5, 5, 1, true, 0));

  /**
   * Bytes per batch: the first JVM's five batches at {@code first}, the second's at {@code second}.
   */
  private static long[] perBatch(long first, long second) {
    long[] samples = new long[10];
    Arrays.fill(samples, 0, 5, first * OBJECTS);
    Arrays.fill(samples, 5, 10, second * OBJECTS);
    return samples;
  }

  private static String render(long[] serAlloc, long[] deserAlloc, List<Result.Fork> forks) {
    long[] ns = new long[10];
    Arrays.fill(ns, 1_000_000);
    Result r =
        Fixtures.measured(
            OBJECTS, new Result.Samples(ns, ns, ns, serAlloc, deserAlloc, ns, ns, ns), forks);
    StringBuilder out = new StringBuilder();
    AllocationTable.render(out, List.of(new MeasuredRow(r, JvmSpread.NONE)), OBJECTS);
    return out.toString();
  }

  @Test
  void jvmsAQuarterApartAreMarkedAndEachJvmsFigureIsListed() {
    // avro-specific's TestObject decoding in the committed run: one JVM 110,015 bytes per object,
    // the other 85,751.
    String table = render(perBatch(36_174, 36_174), perBatch(110_015, 85_751), TWO_JVMS);

    assertThat(table)
        .contains("| binary/x | 36,174 | 97,883 † |")
        .contains("† The cell's JVMs disagree by more than 5.0%")
        .contains(": binary/x decode 110,015 and 85,751.");
  }

  @Test
  void jvmsWithinFivePercentAreNotMarked() {
    String table = render(perBatch(1000, 1049), perBatch(2000, 1950), TWO_JVMS);

    assertThat(table).contains("| binary/x | 1,025 | 1,975 |").doesNotContain("†");
  }

  @Test
  void lessThanAByteApartIsNotMarkedEvenFromZero() {
    long[] ser = new long[10];
    Arrays.fill(ser, 5, 10, 300); // 0.3 bytes per object in the second JVM, none in the first
    String table = render(ser, perBatch(0, 16), TWO_JVMS);

    assertThat(table).contains("| binary/x | 0 | 8 † |").contains("binary/x decode 0 and 16.");
    assertThat(table).doesNotContain("ser 0 and 0");
  }

  @Test
  void aCellOfOneJvmIsNeverMarked() {
    String table = render(perBatch(100, 200), perBatch(100, 200), List.of());

    assertThat(table).contains("| binary/x | 150 | 150 |").doesNotContain("†");
  }

  @Test
  void unknownAllocationStaysUnknownAndUnmarked() {
    long[] unknown = new long[10];
    Arrays.fill(unknown, -1);

    assertThat(render(unknown, unknown, TWO_JVMS))
        .contains("| binary/x | unknown | unknown |")
        .doesNotContain("†");
  }
}
