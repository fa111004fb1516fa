package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/**
 * At a glance says what a reader may conclude: ties within the intervals share the leader's rank,
 * each codec carries its kind, no block repeats another, and an implausible row is ranked nowhere.
 */
class AtAGlanceTest {
  private static final int OBJECTS = 1000;

  /** Registered codecs of every kind and format, each writing its size and allocating it. */
  private static List<Result> run() {
    return List.of(
        // The fastest encoders, each within the others' intervals: tied.
        Fixtures.encoder("kryo", "TestObject", OBJECTS, 1000, 9000, 9000),
        Fixtures.encoder("kryo-manual", "TestObject", OBJECTS, 1010, 8800, 8800),
        Fixtures.encoder("protobuf", "TestObject", OBJECTS, 1020, 8700, 8700),
        // Far behind: ranked, not tied.
        Fixtures.encoder("java-built-in", "TestObject", OBJECTS, 5000, 20_000, 20_000),
        Fixtures.encoder("json/jackson/databind", "TestObject", OBJECTS, 3000, 18_000, 18_000),
        Fixtures.encoder("json/jackson/manual", "TestObject", OBJECTS, 2500, 18_000, 18_000),
        Fixtures.encoder("xml/aalto-manual", "TestObject", OBJECTS, 8000, 24_000, 24_000),
        // Fastest of all, by returning bytes it never wrote.
        Fixtures.encoder("protobuf/activemq+alt", "TestObject", OBJECTS, 40, 0, 9531));
  }

  private static String glance() {
    StringBuilder out = new StringBuilder();
    Map<String, String> dataSets = new LinkedHashMap<>();
    dataSets.put("TestObject", "a test object");
    AtAGlance.render(out, dataSets, run(), Plausibility.of(run(), null), List.of());
    return out.toString();
  }

  /** The table's blocks: each block's rows, its name cut off, by the block's name. */
  private static Map<String, List<String>> blocks(String glance) {
    Map<String, List<String>> blocks = new LinkedHashMap<>();
    String current = null;
    for (String line : glance.lines().toList()) {
      if (!line.startsWith("| ") || line.startsWith("| Among") || line.startsWith("| :")) {
        continue;
      }
      String among = line.substring(2, line.indexOf(" |", 1)).trim();
      if (!among.isEmpty()) {
        current = among;
        blocks.put(current, new ArrayList<>());
      }
      blocks.get(current).add(line.substring(line.indexOf(" |", 1)).replaceAll(" \\[[A-Z]\\]", ""));
    }
    return blocks;
  }

  @Test
  void codecsWhoseIntervalsOverlapTheLeadersShareItsRank() {
    String glance = glance();

    assertThat(glance)
        .contains("| all | 1= `kryo` [D] 1,100 ± ")
        .contains("|  | 1= `kryo-manual` [H] 1,110 ± ")
        .contains("|  | 1= `protobuf` [S] 1,120 ± ")
        .contains("|  | 4 `json/jackson/manual` [H] 2,600 ± ");
  }

  @Test
  void noBlockRepeatsAnother() {
    Map<String, List<String>> blocks = blocks(glance());

    assertThat(blocks).containsKeys("all", "databinding", "schema-generated", "hand-written");
    Set<List<String>> distinct = new HashSet<>(blocks.values());
    assertThat(distinct).as("blocks %s", blocks.keySet()).hasSameSizeAs(blocks.values());
  }

  @Test
  void aBlockThatWouldRepeatOneAboveIsNamedInstead() {
    // Every block is either in the table or named as the copy of one above: none is dropped.
    String glance = glance();
    Map<String, List<String>> blocks = blocks(glance);

    for (String among : List.of("JSON", "binary", "XML")) {
      assertThat(blocks.containsKey(among) || glance.contains(among + " (as "))
          .as(among + " shown or named as a copy")
          .isTrue();
    }
  }

  @Test
  void anImplausibleRowIsLeftOutOfTheRankingsWithItsReason() {
    String glance = glance();
    String table = glance.substring(glance.indexOf("| Among"), glance.indexOf("Left out"));

    assertThat(table).doesNotContain("activemq");
    assertThat(glance)
        .contains(
            "- `protobuf/activemq+alt`: ser allocates 0 B an object for 9,531 B encoded: the"
                + " encoder returned bytes it did not write");
  }

  @Test
  void whatEncodeAndDecodeIncludeIsSaidWhereSchemaAndHandWrittenCodecsAreRanked() {
    assertThat(glance())
        .contains("For a schema-generated codec, encode is create")
        .contains("decode stops at that type with every field read");
  }

  @Test
  void aRunOfBinaryCodecsOnlyShowsTheBinaryRankingOnceAsAll() {
    List<Result> binary =
        List.of(
            Fixtures.encoder("kryo", "TestObject", OBJECTS, 1000, 9000, 9000),
            Fixtures.encoder("fory", "TestObject", OBJECTS, 2000, 9100, 9100));
    StringBuilder out = new StringBuilder();
    AtAGlance.render(
        out,
        Map.of("TestObject", "a test object"),
        binary,
        Plausibility.of(binary, null),
        List.of());

    assertThat(blocks(out.toString())).containsOnlyKeys("all");
    assertThat(out.toString())
        .contains(
            "Not shown, as the same ranking as a block above: databinding (as all); binary (as"
                + " all).");
  }
}
