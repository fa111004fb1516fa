package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The first table of a data set's page: jvm-serializers' columns, every phase per operation, the
 * sizes, and whether the row is to be believed.
 */
final class JvmSerializersColumns {
  private JvmSerializersColumns() {}

  static void render(StringBuilder out, List<MeasuredRow> rows, int objects) {
    out.append("### jvm-serializers' columns\n\n");
    out.append(
        "Mean ns per operation (one object) over the measured batches, by total. create: model to"
            + " the library's type (schema libraries); ser: each object of the batch once; +same:"
            + " one object again and again; deser: decoding alone; +shal: decoding and reading the"
            + " root's own fields; +deep: decoding and reading every field; every phase times"
            + " every object of the batch in the same loop shape. total = create + ser + +deep."
            + " size: bytes per object; +dfl: deflated on its own; gzip and its ratio. JVMs: the"
            + " fresh JVMs that measured the row; warm-up: seconds until the JIT was quiet and the"
            + " batches agreed (\"cap\": it never settled). Plausible: deser ≤ +shal ≤ +deep"
            + " within their confidence intervals, ser allocating at least half the encoded size"
            + " and not staying near the harness floor while the size grows; else the row is"
            + " flagged with its reason, listed last, and not to be believed.\n\n");
    Table t =
        new Table(
            "Codec",
            "create",
            "ser",
            "+same",
            "deser",
            "+shal",
            "+deep",
            "total",
            "size",
            "+dfl",
            "gzip",
            "ratio",
            "JVMs",
            "warm-up (s)",
            "plausible");
    List<MeasuredRow> byTotal =
        new ArrayList<>(
            MeasuredRow.sorted(rows, x -> x.create.mean() + x.ser.mean() + x.deser.mean()));
    // An implausible row is ranked nowhere: it comes after every plausible one.
    byTotal.sort(Comparator.comparing(x -> !x.plausible()));
    for (MeasuredRow r : byTotal) {
      Result.Samples s = r.result.samples();
      Result.Size size = r.result.size();
      t.row(
          r.codec(),
          Format.integer(r.create.mean() / objects),
          Format.integer(r.ser.mean() / objects),
          perOp(s.sameNs(), objects),
          perOp(s.decodeNs(), objects),
          perOp(s.shallowNs(), objects),
          Format.integer(r.deser.mean() / objects),
          Format.integer((r.create.mean() + r.ser.mean() + r.deser.mean()) / objects),
          Format.integer((double) size.bytes() / objects),
          Format.integer((double) size.deflateBytes() / objects),
          Format.integer((double) size.gzipBytes() / objects),
          Format.decimals((double) size.bytes() / size.gzipBytes(), 2),
          Math.max(1, r.result.forks().size())
              + (r.result.setAside().isEmpty() ? "" : " (+1 set aside)"),
          warmup(r.result),
          r.implausible.isEmpty() ? "yes" : "**no**: " + String.join(", ", r.implausible));
    }
    t.appendTo(out);
  }

  /** The warm-up of a result's JVMs in seconds, "cap" where one never settled. */
  static String warmup(Result r) {
    if (r.forks().isEmpty()) {
      return "-";
    }
    String seconds =
        r.forks().stream()
            .map(f -> Format.decimals(f.warmupNs() / 1e9, 1))
            .collect(Collectors.joining(" / "));
    return r.settled() ? seconds : seconds + " (cap)";
  }

  private static String perOp(long[] samples, int objects) {
    return samples.length == 0 ? "-" : Format.integer(Summary.of(samples).mean() / objects);
  }
}
