package org.serbench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The measured results as github-action-benchmark's {@code customSmallerIsBetter} input: one entry
 * per data set, codec and figure, each {@code name}, {@code unit}, {@code value}, the 95% interval
 * as {@code range} and the JVMs in {@code extra}. Its JMH reader keeps the primary metric only (its
 * issue #194), so the sizes and allocation, which a service's CI guards as much as the times, come
 * here too.
 */
final class BenchmarkActionJson {
  /** The file's name beside the report. */
  static final String FILE = "results-smaller-is-better.json";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private BenchmarkActionJson() {}

  /** Every measured cell's encode, decode, size and allocation, per object. */
  static String render(List<Result> results) {
    JvmSpread spread = JvmSpread.of(results);
    ArrayNode array = JSON.createArrayNode();
    for (Result r : results) {
      if (r.status() != Result.Status.OK) {
        continue;
      }
      MeasuredRow row = new MeasuredRow(r, spread);
      int objects = r.objects();
      String extra = r.jvms() + (r.jvms() == 1 ? " JVM" : " JVMs") + ", " + r.jvm();
      time(array, r, "encode", row.encode, objects, extra);
      time(array, r, "decode", row.deser, objects, extra);
      entry(array, r, "size", "bytes", (double) r.size().bytes() / objects, null, extra);
      if (row.serAlloc >= 0) {
        entry(array, r, "ser alloc", "bytes/op", row.serAlloc / objects, null, extra);
      }
      if (row.deserAlloc >= 0) {
        entry(array, r, "decode alloc", "bytes/op", row.deserAlloc / objects, null, extra);
      }
    }
    try {
      return JSON.writeValueAsString(array) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("results could not be written as JSON", e);
    }
  }

  private static void time(
      ArrayNode array, Result r, String figure, Summary s, int objects, String extra) {
    double half = s.ciHalfWidth() / objects;
    String range = Double.isNaN(half) ? null : "± " + String.format(Locale.ROOT, "%.1f", half);
    entry(array, r, figure, "ns/op", s.mean() / objects, range, extra);
  }

  private static void entry(
      ArrayNode array,
      Result r,
      String figure,
      String unit,
      double value,
      String range,
      String extra) {
    ObjectNode e = array.addObject();
    e.put("name", r.dataSet() + " / " + r.codec() + " / " + figure);
    e.put("unit", unit);
    e.put("value", Math.round(value * 10) / 10.0);
    if (range != null) {
      e.put("range", range);
    }
    e.put("extra", extra);
  }
}
