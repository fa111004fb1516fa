package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.RecordedFailures;

class OutcomesTest {
  @TempDir Path dir;

  @Test
  void anOutcomeMatchesTheRecordedOneOrOneOfItsAlternatives() {
    String recorded =
        "write: org.bson.BsonSerializationException | write: java.lang.StackOverflowError";

    assertThat(Outcomes.matches(recorded, "write: java.lang.StackOverflowError")).isTrue();
    assertThat(Outcomes.matches(recorded, "write: org.bson.BsonSerializationException")).isTrue();
    assertThat(Outcomes.matches(recorded, "read: java.lang.StackOverflowError")).isFalse();
    assertThat(Outcomes.matches("OK", "OK")).isTrue();
  }

  @Test
  void aCombinationWithoutALineMustMeasureAndACorruptFileIsNamed() throws Exception {
    Path file = dir.resolve("outcomes.properties");
    Files.writeString(file, "x|TestObject=not supported\nbroken=OK\n");
    Outcomes outcomes = new Outcomes(file);

    assertThatThrownBy(() -> outcomes.expected("x", "media.1"))
        .hasMessageContaining("corrupt outcomes file")
        .hasMessageContaining("'broken' is not codec|dataSet");

    Files.writeString(file, "x|TestObject=not supported\n");
    assertThat(outcomes.expected("x", "TestObject")).isEqualTo("not supported");
    assertThat(outcomes.expected("x", "media.1")).isEqualTo(Outcomes.OK);
  }

  @Test
  void theRecordedFailuresOfACodecAreConfirmedUnlessARunRecordsOutcomes() throws Exception {
    Path file = dir.resolve("outcomes.properties");
    Files.writeString(file, "x|ints.255=not supported\ny|media.1=not supported\n");
    Outcomes outcomes = new Outcomes(file);
    List<DataSet<?>> dataSets = List.of(DataSets.MEDIA_1, DataSets.INTS_255);

    assertThat(outcomes.failures("x", dataSets, false).byDataSet())
        .containsExactly(Map.entry("ints.255", "not supported"));
    assertThat(outcomes.failures("x", dataSets, true)).isEqualTo(RecordedFailures.NONE);
  }
}
