package org.serbench.report;

import java.util.List;
import org.serbench.engine.Result;

/** A data set's Allocation table: heap bytes per object in ser and deser, and the collections. */
final class AllocationTable {
  private AllocationTable() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### Allocation\n\n");
    out.append(
        "Heap bytes the measuring thread allocated per object (ThreadMXBean), averaged over the"
            + " measured batches; collections and their time during those batches.\n\n");
    Table alloc =
        new Table(
            "Codec",
            "ser (bytes/op)",
            "deser (bytes/op)",
            "GC collections (ser + deser)",
            "GC time (ms)");
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.serAlloc + x.deserAlloc)) {
      Result.Gc gc = r.result.gc();
      alloc.row(
          r.codec(),
          allocation(r.serAlloc / objects),
          allocation(r.deserAlloc / objects),
          Format.integer(gc.serCount() + gc.deserCount()),
          Format.integer(gc.serMillis() + gc.deserMillis()));
    }
    alloc.appendTo(out);
  }

  private static String allocation(double bytesPerOp) {
    return bytesPerOp < 0 ? "unknown" : Format.integer(bytesPerOp);
  }
}
