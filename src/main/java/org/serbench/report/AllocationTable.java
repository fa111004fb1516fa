package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import org.serbench.engine.Result;

/**
 * A data set's Allocation table: heap bytes per object in ser and in decode (deser with every field
 * read, +deep), and the collections.
 *
 * <p>Within one JVM a phase allocates the same bytes in every batch; between JVMs the figure can
 * differ by a quarter, because the JIT's escape analysis removes an allocation in one JVM and not
 * in another. A cell whose JVMs disagree by more than {@link #DISAGREEMENT} is marked, and each
 * JVM's figure is listed under the table, so that a reader sees two states rather than their
 * average.
 */
final class AllocationTable {
  /** The relative difference between a cell's JVMs (largest over smallest) that marks it. */
  static final double DISAGREEMENT = 0.05;

  /** The least difference in bytes per object that marks a cell, so that 0 and 0.3 do not. */
  private static final double LEAST_BYTES = 1;

  static final String MARK = "†";

  private AllocationTable() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### Allocation\n\n");
    out.append(
        "Heap bytes the measuring thread allocated per object (ThreadMXBean), averaged over the"
            + " measured batches (decode: deser with every field read, +deep); collections and"
            + " their time during those batches.\n\n");
    Table alloc =
        new Table(
            "Codec",
            "ser (bytes/op)",
            "decode (bytes/op)",
            "GC collections (ser + deser)",
            "GC time (ms)");
    List<String> disagreeing = new ArrayList<>();
    for (MeasuredRow r : MeasuredRow.sorted(rows, x -> x.serAlloc + x.deserAlloc)) {
      Result.Gc gc = r.result.gc();
      Result.Samples s = r.result.samples();
      alloc.row(
          r.codec(),
          cell(r, "ser", r.serAlloc, s.serAllocBytes(), objects, disagreeing),
          cell(r, "decode", r.deserAlloc, s.deserAllocBytes(), objects, disagreeing),
          Format.integer(gc.serCount() + gc.deserCount()),
          Format.integer(gc.serMillis() + gc.deserMillis()));
    }
    alloc.appendTo(out);
    if (!disagreeing.isEmpty()) {
      out.append(MARK)
          .append(" The cell's JVMs disagree by more than ")
          .append(Format.percent(DISAGREEMENT))
          .append("; bytes per object of each JVM in the order they ran: ")
          .append(String.join("; ", disagreeing))
          .append(
              ". Each JVM allocated the same in every batch: the JIT removed allocations in one"
                  + " and not in the other, so either figure is what a user may get.\n\n");
    }
  }

  /**
   * The cell's mean bytes per object, marked (and its JVMs' figures added to {@code disagreeing})
   * where its JVMs disagree by more than {@link #DISAGREEMENT}.
   */
  private static String cell(
      MeasuredRow r,
      String phase,
      double meanBytes,
      long[] perBatch,
      int objects,
      List<String> disagreeing) {
    if (meanBytes < 0) {
      return "unknown";
    }
    String mean = Format.integer(meanBytes / objects);
    double[] jvms = perJvm(perBatch, r.result.forks(), objects);
    if (!disagree(jvms)) {
      return mean;
    }
    List<String> figures = new ArrayList<>();
    for (double v : jvms) {
      figures.add(Format.integer(v));
    }
    disagreeing.add(r.codec() + " " + phase + " " + String.join(" and ", figures));
    return mean + " " + MARK;
  }

  /** Each JVM's mean bytes per object; one value or none when the cell had one JVM. */
  static double[] perJvm(long[] perBatch, List<Result.Fork> forks, int objects) {
    double[] samples = new double[perBatch.length];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = perBatch[i] / (double) objects;
    }
    return Result.forkMeans(samples, forks);
  }

  /**
   * Whether the largest of two or more JVM figures exceeds the smallest by more than {@link
   * #DISAGREEMENT} and by at least a byte per object.
   */
  static boolean disagree(double[] jvms) {
    if (jvms.length < 2) {
      return false;
    }
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (double v : jvms) {
      if (Double.isNaN(v)) {
        return false;
      }
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    return max > min * (1 + DISAGREEMENT) && max - min >= LEAST_BYTES;
  }
}
