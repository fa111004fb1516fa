package org.serbench.junit;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.opentest4j.TestAbortedException;
import org.serbench.engine.ConsoleText;
import org.serbench.engine.Result;

/**
 * How a test fails or is skipped: JUnit and Surefire print the message as it is, and a message that
 * quotes a library holds whatever bytes the library wrote, so its control characters are escaped
 * first ({@link ConsoleText}).
 */
final class Verdicts {
  private Verdicts() {}

  /** Fails the test with {@code message}. */
  static void fail(String message) {
    Assertions.fail(ConsoleText.escape(message));
  }

  /** Skips the test with {@code reason}: a known limitation, never a pass. */
  static void abort(String reason) {
    Assumptions.abort(ConsoleText.escape(reason));
  }

  /**
   * Fails a cell whose failure is not the library's ({@link Result#failedOutsideTheLibrary}): the
   * project's data method threw, or the measuring JVM ran out of heap or could not link its class
   * path. Never an outcome to record, never "cannot carry".
   */
  static void failOutsideTheLibrary(Result result) {
    if (result.failedOutsideTheLibrary()) {
      fail(
          String.format(
              java.util.Locale.ROOT,
              "%s could not be measured, and not because of the codec: %s",
              result.key(),
              result.message()));
    }
  }

  /** The failure of {@code message}, to throw. */
  static AssertionError failure(String message) {
    return new AssertionError(ConsoleText.escape(message));
  }

  /** The failure of {@code message} for the {@code cause}, to throw. */
  static AssertionError failure(String message, Throwable cause) {
    return new AssertionError(ConsoleText.escape(message), printable(cause));
  }

  /**
   * {@code e} as JUnit may print it: itself when neither its message nor its causes' hold a control
   * character, else a failure (a skip, for a skip) that says the same escaped, with its stack
   * trace.
   */
  static Throwable printable(Throwable e) {
    boolean clean = true;
    StringBuilder message = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      String text = t.getMessage() == null ? "" : t.getMessage();
      clean &= ConsoleText.escape(text).equals(text);
      message.append(t == e ? "" : " (caused by ").append(t.getClass().getName());
      message.append(text.isEmpty() ? "" : ": " + text).append(t == e ? "" : ")");
    }
    if (clean) {
      return e;
    }
    Throwable printable =
        e instanceof TestAbortedException
            ? new TestAbortedException(ConsoleText.escape(e.getMessage()))
            : failure(message.toString());
    printable.setStackTrace(e.getStackTrace());
    return printable;
  }
}
