package org.serbench.engine;

import java.util.Locale;

/**
 * Text made safe for a console: every ISO control character but the newline and the tab becomes a
 * backslash, {@code u} and four hex digits, as the report's files already write them.
 *
 * <p>Libraries put raw bytes in their messages (an evolution cell's "unable to decode:" followed by
 * a NUL, a 0x01 and the class name it read), and printed as they are, those turn a CI log into a
 * binary file that grep takes for one. Everything serbench prints, and every message it hands
 * JUnit, goes through here.
 */
public final class ConsoleText {
  private ConsoleText() {}

  /** {@code text} with its control characters other than newline and tab escaped. */
  public static String escape(String text) {
    if (text == null) {
      return null;
    }
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = Character.isISOControl(c) && c != '\n' && c != '\t';
      if (control && out == null) {
        out = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (out != null) {
        if (control) {
          out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? text : out.toString();
  }
}
