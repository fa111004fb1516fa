package org.serbench.safety.gadget;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The legend of the gadget matrix: one row per codec whose family states something. */
class SafeConfigurationTableTest {

  @Test
  void listsTheSafeConfigurationItsDocumentationAndTheWriterOfEachCodec() {
    String table = SafeConfigurationTable.markdown();

    assertThat(table)
        .startsWith("| Codec | Safe configuration (the `safe` column) |")
        .contains(
            "| `java-built-in` | as java-built-in, with ObjectInputStream.setObjectInputFilter(")
        .contains(
            "| `kryo-registered` | none beyond the codec's own (see its `safe` cell) |  | kryo"
                + " (registration not required) |")
        .doesNotContain("`protobuf`");
  }

  @Test
  void everyRowHasFourCells() {
    for (String line : SafeConfigurationTable.markdown().split("\n")) {
      assertThat(line.replace("\\|", "").chars().filter(c -> c == '|').count())
          .as(line)
          .isEqualTo(5);
    }
  }
}
