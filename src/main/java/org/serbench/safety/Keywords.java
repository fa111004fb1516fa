package org.serbench.safety;

import java.util.Set;

/** The outcome keywords of the safety matrices, as the result files and the report show them. */
public final class Keywords {
  /** Fidelity: the decoded value equals the original exactly. */
  public static final String EXACT = "exact";

  /** Fidelity: decoded without an error, but different. */
  public static final String CHANGED = "changed";

  /** Fidelity: the library failed to encode the probe. */
  public static final String WRITE_ERROR = "write error";

  /** Fidelity: the library failed to decode its own encoding. */
  public static final String READ_ERROR = "read error";

  /** Fidelity: the codec has no schema or code for the probe's class. */
  public static final String UNSUPPORTED = "unsupported";

  /** Hostile input: the decoder threw an exception. */
  public static final String EXCEPTION = "exception";

  /** Hostile input: the decoder ran out of stack, an error rather than an exception. */
  public static final String STACK_OVERFLOW = "stack overflow";

  /** Hostile input: the decoder returned a wrong object without an error. */
  public static final String SILENT = "silent";

  /** Hostile input: an XML decoder read the local file an external entity named into a value. */
  public static final String ENTITY_READ = "file read";

  /** Hostile input: the decoder returned the original (the damage fell where nothing is read). */
  public static final String SAME = "same";

  /** Any matrix: no result within the time limit. */
  public static final String HANG = "hang";

  /** Any matrix: the heap of the codec's JVM ran out. */
  public static final String OUT_OF_MEMORY = "out of memory";

  /** Any matrix: the codec's JVM died. */
  public static final String CRASH = "crash";

  /** Any matrix: the probe does not apply to the format. */
  public static final String NOT_APPLICABLE = "not applicable";

  /** Gadget: the decoder constructed the class the stream named. */
  public static final String INSTANTIATED = "instantiated";

  /**
   * Gadget: the decoder failed on the named class with an error of its own state (an {@code
   * IllegalStateException}, say) where the control decodes: not a refusal.
   */
  public static final String INTERNAL_ERROR = "internal error";

  /** Gadget: the decoder refused the class. */
  public static final String REFUSED = "refused";

  /** In a result file only: the cell began and has no outcome yet. */
  public static final String RUNNING = "running";

  /** The outcomes in which something went wrong that a reader should see the message of. */
  public static final Set<String> FAILURES =
      Set.of(
          CHANGED,
          WRITE_ERROR,
          READ_ERROR,
          EXCEPTION,
          STACK_OVERFLOW,
          SILENT,
          HANG,
          OUT_OF_MEMORY,
          CRASH,
          INSTANTIATED,
          INTERNAL_ERROR,
          ENTITY_READ);

  private Keywords() {}

  /** An exception's class and message, and its cause's, on one line of at most 400 characters. */
  public static String describe(Throwable e) {
    String text = e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    Throwable cause = e.getCause();
    if (cause != null && cause != e) {
      text += " (caused by " + cause.getClass().getName();
      text += (cause.getMessage() == null ? "" : ": " + cause.getMessage()) + ")";
    }
    text = text.replaceAll("\\s+", " ").strip();
    return text.length() > 400 ? text.substring(0, 400) + " ..." : text;
  }
}
