package org.serbench.report;

import java.time.Duration;
import java.util.Locale;

/** Number formats of the report: {@link Locale#ROOT}, so a report reads the same everywhere. */
final class Format {
  private Format() {}

  static String integer(double value) {
    return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%,d", Math.round(value));
  }

  static String decimals(double value, int digits) {
    return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%,." + digits + "f", value);
  }

  /** Nanoseconds as milliseconds with three decimals. */
  static String millis(double nanos) {
    return decimals(nanos / 1e6, 3);
  }

  /** A fraction as a signed percentage, e.g. {@code +4.2%}. */
  static String signedPercent(double fraction) {
    return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
  }

  static String percent(double fraction) {
    return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
  }

  static String bytes(long bytes) {
    if (bytes < 0) {
      return "unknown";
    }
    return String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
  }

  /**
   * A library's message as a report may show it: each control character (a byte of the hostile
   * input a decoder quotes in its error) written as its Java escape, a backslash, {@code u} and
   * four hex digits, so that the file stays text that grep and an editor read as such.
   */
  static String printable(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) && c != '\n') {
        out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  static String duration(Duration d) {
    long seconds = d.toSeconds();
    return seconds >= 60
        ? String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60)
        : String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }
}
