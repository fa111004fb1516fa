package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * The console lines, failures and skip reasons of a run hold no control character but newline and
 * tab, whatever a library or a child JVM wrote.
 */
class ConsoleOutputTest {
  private static final String RAW =
      "unable to decode: \0\1'org.serbench.evolution.message.AddField";
  private static final String ESCAPED =
      "unable to decode: \\u0000\\u0001'org.serbench.evolution.message.AddField";

  @Test
  void aProgressLineRelayingAChildsOutputIsEscaped() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream console = System.out;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      Progress.print("  | %s", RAW);
    } finally {
      System.setOut(console);
    }

    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo("[serbench]   | " + ESCAPED + System.lineSeparator());
  }

  @Test
  void aFailureAndASkipQuotingALibraryAreEscapedAndKeepTheirLines() {
    assertThatThrownBy(() -> Verdicts.fail("cell differs:\n  " + RAW))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessage("cell differs:\n  " + ESCAPED);
    assertThatThrownBy(() -> Verdicts.abort("known outcome: " + RAW))
        .isInstanceOf(TestAbortedException.class)
        .hasMessage("known outcome: " + ESCAPED);
    assertThat(Verdicts.failure(RAW)).hasMessage(ESCAPED);
  }

  @Test
  void anExceptionIsPrintedEscapedWithItsCausesOnlyWhenItHoldsAControlCharacter() {
    IllegalStateException clean = new IllegalStateException("no baseline");
    assertThat(Verdicts.printable(clean)).isSameAs(clean);

    IllegalArgumentException raw =
        new IllegalArgumentException("not repeatable", new IllegalStateException(RAW));
    Throwable printable = Verdicts.printable(raw);

    assertThat(printable)
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "java.lang.IllegalArgumentException: not repeatable (caused by"
                + " java.lang.IllegalStateException: "
                + ESCAPED
                + ")")
        .hasNoCause();
    assertThat(printable.getStackTrace()).isEqualTo(raw.getStackTrace());
    assertThat(Verdicts.failure("gate", raw).getCause()).hasMessageNotContaining("\0");
    assertThat(Verdicts.printable(new TestAbortedException(RAW)))
        .as("a skip stays a skip")
        .isInstanceOf(TestAbortedException.class)
        .hasMessage(ESCAPED);
  }
}
