package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/** The "Jackson 2 or 3" page on fixed results: Jackson 3's JSON 20% faster than Jackson 2's. */
class JacksonPageTest {

  private static final Result MEASURED =
      MarkdownReportTest.results().stream()
          .filter(r -> r.status() == Result.Status.OK)
          .findFirst()
          .orElseThrow();

  /** The measured result as another codec's, every time multiplied by {@code factor}. */
  private static Result as(String codec, double factor) {
    Result.Samples s = MEASURED.samples();
    return MarkdownReportTest.copy(
        MEASURED, codec, MEASURED.jvm(), MarkdownReportTest.scaled(s, factor), MEASURED.forks());
  }

  private static String page(List<Result> results) {
    StringBuilder out = new StringBuilder();
    JacksonPage.render(out, results);
    return out.toString();
  }

  @Test
  void noPairMeasuredMakesNoPage() {
    assertThat(page(MarkdownReportTest.results())).isEmpty();
    assertThat(page(List.of(as("json/jackson/databind", 1.0)))).isEmpty();
  }

  @Test
  void aPairGetsItsRatiosIntervalsReadingsAndSizes() {
    String page =
        page(List.of(as("json/jackson/databind", 1.0), as("json/jackson3/databind", 0.8)));

    assertThat(page)
        .startsWith("# Jackson 2 or 3")
        .contains(
            "| `json/jackson3/databind` | `json/jackson/databind` | 1 | 0.80 | 1, 0, 0 | 0.80 |"
                + " 1, 0, 0 | 1 of 1 | 0 |")
        .contains("## TestObject")
        .contains("| `json/jackson3/databind` | `json/jackson/databind` | encode, ns |")
        .contains("| 0.80 |")
        .contains("faster (p < 0.001)")
        .contains("| 1.000 |  | same size |")
        .doesNotContain("| `json/jackson3/databind-jackson2-defaults` |");
  }
}
