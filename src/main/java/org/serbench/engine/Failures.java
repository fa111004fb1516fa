package org.serbench.engine;

import java.time.Instant;
import java.util.Map;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * A cell that ended without numbers, as a result: which step failed and the library's own words.
 *
 * <p>A failure is never timed, so its wording lives apart from the {@link TimingLoops}; the support
 * matrix of the report prints the step and the message.
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

  /**
   * Runs the failure path once, before the codec does anything: describing an error and turning a
   * failed result into its file's text. A library that overflows the stack can make the JVM's first
   * attempt to initialise a JDK class fail deep inside its recursion, and such a class stays
   * unusable for the rest of the JVM (kryo-flat on {@code circular} left StringBuffer so, and the
   * measuring JVM then died writing the failure instead of reporting it). Every class this path
   * needs is initialised here, at a shallow stack.
   */
  static void prepare(CodecSpec spec, DataSet<?> dataSet, Settings settings) {
    try {
      Result probe =
          result(
              spec,
              dataSet,
              Result.Status.FAILED,
              Stage.WRITE,
              "prepare: " + describe(new StackOverflowError("prepare")),
              settings,
              IsolatedRun.FORKED,
              Instant.now(),
              Map.of());
      ResultFile.text(probe);
      probe.outcome();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * The errors of the measuring JVM rather than the library: an exhausted heap, and the linkage
   * errors of a class path that mixes versions of a library (a method, a field or a class one jar
   * expects of another, or an interface a class no longer matches). An {@code IllegalAccessError}
   * or a failed static initializer is the library's own, and so is a {@code StackOverflowError}.
   */
  static boolean isJvmError(Throwable e) {
    return e instanceof OutOfMemoryError
        || e instanceof NoSuchMethodError
        || e instanceof NoSuchFieldError
        || e instanceof AbstractMethodError
        || e instanceof NoClassDefFoundError
        || e.getClass() == IncompatibleClassChangeError.class;
  }

  /** What to do about an {@link #isJvmError}, before its description. */
  static String jvmAdvice(Throwable e) {
    if (e instanceof OutOfMemoryError) {
      return "the measuring JVM ran out of memory ("
          + Runtime.getRuntime().maxMemory() / (1024 * 1024)
          + " MB of heap): give it more with -Dserbench.jvmArgs (such as -Xms2g -Xmx2g), or fewer"
          + " objects a batch with -Dserbench.objects; ";
    }
    return "the class path does not link (two versions of a library, or one built against"
        + " another's): align the versions `mvn dependency:tree` shows; ";
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
