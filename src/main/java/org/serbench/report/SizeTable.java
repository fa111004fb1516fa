package org.serbench.report;

import java.util.List;
import org.serbench.engine.Result;

/**
 * A data set's Size and compression table: bytes per object, alone and compressed, smallest first.
 */
final class SizeTable {
  private SizeTable() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### Size and compression\n\n");
    out.append(
        "Each object encoded on its own, as a message on the wire, and compressed on its own;"
            + " smallest first.\n\n");
    Table size =
        new Table(
            "Codec",
            "Size (bytes/object)",
            "gzip (bytes/object)",
            "deflate (bytes/object)",
            "gzip ratio",
            "Batch (bytes)");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.result.size().bytes())) {
      Result.Size s = r.result.size();
      size.row(
          r.codec(),
          Format.decimals((double) s.bytes() / objects, 1),
          Format.decimals((double) s.gzipBytes() / objects, 1),
          Format.decimals((double) s.deflateBytes() / objects, 1),
          Format.decimals((double) s.bytes() / s.gzipBytes(), 2),
          Format.integer(s.bytes()));
    }
    size.appendTo(out);
  }
}
