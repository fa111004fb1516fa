package org.serbench.report;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table: the first column left-aligned, the others right-aligned numbers. */
final class Table {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();
  private final int leftColumns;

  /** A table whose first {@code leftColumns} columns hold text, the rest numbers. */
  Table(int leftColumns, String... header) {
    this.leftColumns = leftColumns;
    this.header = List.of(header);
  }

  Table(String... header) {
    this(1, header);
  }

  Table row(String... cells) {
    if (cells.length != header.size()) {
      throw new IllegalArgumentException(
          "row of " + cells.length + " cells for " + header.size() + " columns");
    }
    rows.add(List.of(cells));
    return this;
  }

  boolean isEmpty() {
    return rows.isEmpty();
  }

  void appendTo(StringBuilder out) {
    line(out, header);
    StringBuilder rule = new StringBuilder("|");
    for (int i = 0; i < header.size(); i++) {
      rule.append(i < leftColumns ? " :--- |" : " ---: |");
    }
    out.append(rule).append('\n');
    for (List<String> row : rows) {
      line(out, row);
    }
    out.append('\n');
  }

  private static void line(StringBuilder out, List<String> cells) {
    out.append('|');
    for (String cell : cells) {
      out.append(' ').append(cell.replace("|", "\\|").replace("\n", " ")).append(" |");
    }
    out.append('\n');
  }
}
