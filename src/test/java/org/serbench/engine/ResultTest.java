package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What a console line, a skipped test's reason and the support matrix show of an error. */
class ResultTest {

  @Test
  void anErrorOfOneShortLineIsShownWhole() {
    assertThat(Result.firstLine("java.io.IOException: truncated"))
        .isEqualTo("java.io.IOException: truncated");
    assertThat(Result.firstLine("")).isEmpty();
  }

  @Test
  void onlyTheFirstLineOfAnErrorIsShown() {
    assertThat(Result.firstLine("write: cannot encode\n\tat Codec.write(Codec.java:12)"))
        .isEqualTo("write: cannot encode");
  }

  /** XStream's ConversionException, whose message starts on the line after a ruler. */
  @Test
  void aFirstLineThatEndsInAColonTakesTheNextLineThatSaysSomething() {
    String xstream =
        "first round trip: com.thoughtworks.xstream.converters.ConversionException: \n"
            + "---- Debugging information ----\n"
            + "message             : No converter available\n"
            + "type                : java.time.LocalDate\n";

    assertThat(Result.firstLine(xstream))
        .isEqualTo(
            "first round trip: com.thoughtworks.xstream.converters.ConversionException:"
                + " message             : No converter available");
  }

  /** Jackson's error for a cycle, a reference chain of a thousand links in one line. */
  @Test
  void aLineLongerThanTheLimitIsCutAndSaysSo() {
    String chain =
        "Document nesting depth (1001) exceeds the maximum allowed (through reference chain: "
            + "CircleA[\"b\"]->CircleB[\"a\"]->".repeat(500)
            + ")";

    String shown = Result.firstLine(chain);

    assertThat(shown)
        .hasSize(Result.LONGEST_LINE + " ...".length())
        .startsWith("Document nesting depth (1001) exceeds the maximum allowed")
        .endsWith(" ...");
    assertThat(Result.firstLine(chain.substring(0, Result.LONGEST_LINE))).doesNotEndWith(" ...");
  }
}
