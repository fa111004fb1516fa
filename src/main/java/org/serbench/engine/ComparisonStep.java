package org.serbench.engine;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One pair to compare and how it was reached from its parent: a field's name, {@code [i]}, {@code
 * <i>} or {@code {key}}. The path is spelled out only for the difference reported.
 */
record ComparisonStep(
    ComparisonStep parent, Object label, Object expected, Object actual, boolean recheck) {
  ComparisonStep(ComparisonStep parent, Object label, Object expected, Object actual) {
    this(parent, label, expected, actual, false);
  }

  String path() {
    Deque<String> labels = new ArrayDeque<>();
    for (ComparisonStep s = this; s.parent != null; s = s.parent) {
      labels.push(s.label instanceof String name ? "." + name : s.label.toString());
    }
    StringBuilder out = new StringBuilder();
    while (!labels.isEmpty()) {
      // A run of one field is folded, next×99999.value, not a hundred thousand nexts.
      String label = labels.pop();
      int run = 1;
      for (; label.equals(labels.peek()); run++) {
        labels.pop();
      }
      out.append(label).append(run > 1 ? "×" + run : "");
    }
    return out.length() > 0 && out.charAt(0) == '.' ? out.substring(1) : out.toString();
  }

  /** A label whose text is built only when a path is: an index or a map's key. */
  record Label(char open, Object key, char close) {
    @Override
    public String toString() {
      return open + (key instanceof Integer ? key.toString() : ValueComparison.render(key)) + close;
    }
  }
}
