package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/** The per-JDK page on fixed results: one JDK measured everything, a later one 20% faster. */
class JdkComparisonTest {
  private static final String JDK17 = "Debian OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1";
  private static final String JDK25 = "Eclipse Adoptium OpenJDK 64-Bit Server VM 25.0.1+8-LTS";

  private final List<Result> first =
      MarkdownReportTest.results().stream().map(r -> on(r, JDK17, 1.0)).toList();

  /** The result as if measured by another JVM, every time multiplied by {@code factor}. */
  private static Result on(Result r, String jvm, double factor) {
    Result.Samples s = r.samples();
    return MarkdownReportTest.copy(r, jvm, MarkdownReportTest.scaled(s, factor), r.forks());
  }

  @Test
  void oneJdkMakesNoPage() {
    assertThat(JdkComparison.render(List.of(first))).isEmpty();
    assertThat(JdkComparison.render(List.of(first, List.of()))).isEmpty();
  }

  @Test
  void aColumnPerJdkAndTheRatioOfTheLaterToTheFirst() {
    List<Result> later =
        first.stream()
            .filter(r -> r.status() == Result.Status.OK)
            .map(r -> on(r, JDK25, 0.8))
            .toList();

    String page = JdkComparison.render(List.of(first, later));

    assertThat(page)
        .contains("1. JDK 17.0.15: " + JDK17)
        .contains("2. JDK 25.0.1: " + JDK25)
        .contains("## TestObject")
        .contains(
            "| Codec | encode, JDK 17.0.15 | encode, JDK 25.0.1 | encode 25/17 | decode, JDK"
                + " 17.0.15 | decode, JDK 25.0.1 | decode 25/17 |");
    Result fast = first.stream().filter(r -> r.codec().equals("json/fast")).findFirst().get();
    String encode17 = Format.integer(Summary.of(Metric.ENCODE.samples(fast)).mean());
    assertThat(page.lines().filter(l -> l.startsWith("| json/fast |")))
        .singleElement()
        .satisfies(l -> assertThat(l).startsWith("| json/fast | " + encode17 + " | "))
        .satisfies(l -> assertThat(l).contains("| 0.80 |"));
    assertThat(page).contains("| geometric mean |  |  | 0.80 |  |  | 0.80 |");
  }

  @Test
  void aCodecThatFailsOnTheLaterJdkShowsItsOutcome() {
    Result fast = first.stream().filter(r -> r.codec().equals("json/fast")).findFirst().get();
    Result refused = first.stream().filter(r -> r.status() != Result.Status.OK).findFirst().get();

    String page = JdkComparison.render(List.of(first, List.of(on(refused, JDK25, 1))));

    assertThat(page).doesNotContain("| json/fast |");
    String row =
        page.lines().filter(l -> l.startsWith("| " + refused.codec() + " |")).findFirst().get();
    assertThat(row).contains(refused.outcome());
    assertThat(fast.status()).isEqualTo(Result.Status.OK);
  }

  @Test
  void theLabelIsTheVersionUpToTheBuild() {
    assertThat(JdkComparison.label(JDK17)).isEqualTo("JDK 17.0.15");
    assertThat(JdkComparison.label("Test JVM 17")).isEqualTo("JDK 17");
  }
}
