package org.serbench.engine;

import java.time.Instant;
import java.util.Map;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * A cell that ended without numbers, as a result: which step failed and the library's own words.
 *
 * <p>A failure is never timed, so its wording lives apart from {@link Measurement}'s timing loops;
 * the support matrix of the report prints the step and the message.
 */
final class Failures {
  private Failures() {}

  /**
   * The result of a cell that failed.
   *
   * @param step the step the support matrix shows: set-up, bind, write, read or check
   * @param message why, in one or more lines: the first line is what the report prints
   */
  static Result result(
      CodecSpec spec,
      DataSet<?> dataSet,
      Result.Status status,
      String step,
      String message,
      Settings settings,
      String isolation,
      Instant started,
      Map<String, String> libraries) {
    return Result.failed(
        spec.name(),
        dataSet.name(),
        status,
        step,
        message,
        spec.configuration(),
        libraries,
        settings,
        isolation,
        started);
  }

  /** An exception's class and message, and its cause's, as a line of the report. */
  static String describe(Throwable e) {
    String message = e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    Throwable cause = e.getCause();
    if (cause != null && cause != e) {
      message += " (caused by " + cause.getClass().getName() + ": " + cause.getMessage() + ")";
    }
    return message;
  }
}
