package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.serbench.engine.Result;

/**
 * The index's Codecs table: every codec's configuration and its own JVM flags, and where a codec's
 * defaults measure other work than the seed that made it known.
 */
final class CodecTable {
  /**
   * Where a codec's documented defaults make it measure other work than the seed that made it
   * known, and which variant measures the seed's configuration.
   */
  private static final Map<String, String> UNLIKE_THE_SEEDS =
      new TreeMap<>(
          Map.of(
              "json/jackson/databind",
              "Jackson's JavaTimeModule writes every Instant as decimal seconds with nanoseconds"
                  + " (a BigDecimal each; TestObject holds 1,011 instants), where"
                  + " performance-playground's Jackson wrote epoch milliseconds: that is most of why"
                  + " Jackson is many times slower than Protobuf on TestObject here and about twice"
                  + " as slow there. `json/jackson/databind-millis` is the seed's configuration.",
              "fory",
              "Fory 1.6 defaults to compatible mode (field metadata in every message);"
                  + " jvm-serializers' fury measured the schema-consistent mode, which"
                  + " `fory-registered-consistent` measures."));

  private CodecTable() {}

  static void render(StringBuilder out, List<Result> results) {
    List<String> common = commonFlags(results);
    out.append("### Codecs\n\n");
    Map<String, Result> byCodec = new TreeMap<>();
    results.forEach(r -> byCodec.put(r.codec(), r));
    Table codecs = new Table(3, "Codec", "Configuration", "Own JVM flags");
    byCodec.forEach(
        (codec, r) -> {
          List<String> own = ownFlags(r, common);
          codecs.row(
              codec, r.configuration(), own.isEmpty() ? "" : "`" + String.join(" ", own) + "`");
        });
    codecs.appendTo(out);
    List<String> notes =
        UNLIKE_THE_SEEDS.entrySet().stream()
            .filter(e -> byCodec.containsKey(e.getKey()))
            .map(e -> "- `" + e.getKey() + "`: " + e.getValue() + "\n")
            .toList();
    if (!notes.isEmpty()) {
      out.append("#### Unlike the seeds\n\n");
      notes.forEach(out::append);
      out.append('\n');
    }
  }

  /** The flags every measuring JVM had: {@code serbench.jvmArgs}. */
  static List<String> commonFlags(List<Result> results) {
    List<String> common = null;
    for (Result r : results) {
      if (common == null) {
        common = new ArrayList<>(r.jvmFlags());
      } else {
        common.retainAll(r.jvmFlags());
      }
    }
    return common == null ? List.of() : common;
  }

  /** The flags of {@code r}'s JVM beyond the common ones: the codec's own. */
  static List<String> ownFlags(Result r, List<String> common) {
    return r.jvmFlags().stream().filter(f -> !common.contains(f)).toList();
  }
}
