package org.serbench.junit;

import java.util.Locale;
import org.serbench.engine.ConsoleText;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/** The run's console lines: each prefixed {@code [serbench]}, numbers in {@link Locale#ROOT}. */
final class Progress {
  private Progress() {}

  /**
   * Prints a line, its control characters escaped ({@link ConsoleText}): it may quote a library or
   * relay a child JVM's output.
   */
  static void print(String format, Object... args) {
    System.out.println(
        ConsoleText.escape("[serbench] " + String.format(Locale.ROOT, format, args)));
    System.out.flush();
  }

  /** "1 codec", "2 codecs". */
  static String codecs(int n) {
    return n + (n == 1 ? " codec" : " codecs");
  }

  /** A time as the clock shows it. */
  static String clock(long nanos) {
    return TimeLeft.clock(nanos);
  }

  /** Seconds without a trailing ".0". */
  static String trim(double seconds) {
    return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
  }

  /** A measured cell in one line: encode, decode, size, batches, JVMs and warm-up. */
  static String headline(Result r) {
    double objects = r.objects();
    Summary encode = Summary.of(Metric.ENCODE.samples(r));
    Summary decode = Summary.of(Metric.DECODE.samples(r));
    return String.format(
        Locale.ROOT,
        "encode %,.0f ns/op (CV %.1f%%), decode %,.0f ns/op (CV %.1f%%), %,.0f bytes/op,"
            + " %d batches in %d JVM(s)%s, warm-up %.1f s%s",
        encode.mean(),
        encode.coefficientOfVariation() * 100,
        decode.mean(),
        decode.coefficientOfVariation() * 100,
        r.size().bytes() / objects,
        r.batches(),
        Math.max(1, r.forks().size()),
        r.setAside().isEmpty() ? "" : " (set aside: " + r.setAside() + ")",
        r.forks().stream().mapToLong(Result.Fork::warmupNs).sum() / 1e9,
        r.settled() ? "" : " (did not settle)");
  }

  /** A cell's headline, where the run is ({@code place}: "codec 3 of 63") and its time so far. */
  static String progress(Result result, String place, long runStart) {
    String what =
        result.status() == Result.Status.OK
            ? Progress.headline(result)
            : result.outcome() + ": " + Result.firstLine(result.message());
    return String.format(
        Locale.ROOT,
        "%s (%s, run elapsed %s)",
        what,
        place,
        Progress.clock(System.nanoTime() - runStart));
  }
}
