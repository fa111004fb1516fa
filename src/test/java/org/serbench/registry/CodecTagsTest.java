package org.serbench.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.serbench.codec.CodecKind;
import org.serbench.codec.CodecSpec;
import org.serbench.report.CodecFormat;

/**
 * The tags of the registered codecs ({@code -Dserbench.tags}) say how each one's bytes look and
 * whether it needs a schema. {@code json}, {@code xml}, {@code text} (another text format: Ion) and
 * {@code binary} are the formats, and every codec has at least one (Fast Infoset is binary XML:
 * both); {@code schema} adds that the codec needs a schema, written ({@code .proto}, Thrift, Avro,
 * FlatBuffers, Cap'n Proto) or derived from the class (Jackson's Protobuf and Avro,
 * protostuff-runtime).
 */
class CodecTagsTest {

  /** The codecs that bind classes through a schema they derive from them. */
  private static final List<String> DERIVED_SCHEMA =
      List.of(
          "protobuf/jackson/databind",
          "avro/jackson/databind",
          "protostuff-runtime",
          "protobuf/protostuff-runtime",
          "json/protostuff-runtime",
          "protobuf/jackson3/databind");

  @Test
  void everyCodecHasAFormatTagFromTheVocabulary() {
    for (CodecSpec spec : CodecRegistry.all()) {
      assertThat(spec.tags()).as("tags of %s", spec.name()).isSubsetOf(CodecSpec.TAGS);
      assertThat(spec.tags())
          .as("%s needs one of the format tags %s", spec.name(), CodecSpec.FORMAT_TAGS)
          .containsAnyElementsOf(CodecSpec.FORMAT_TAGS);
    }
  }

  @Test
  void theJsonAndXmlTagsMarkExactlyTheCodecsNamedSo() {
    for (CodecSpec spec : CodecRegistry.all()) {
      assertThat(spec.tags().contains("json"))
          .as(spec.name())
          .isEqualTo(spec.name().startsWith("json/"));
      assertThat(spec.tags().contains("xml"))
          .as(spec.name())
          .isEqualTo(spec.name().startsWith("xml/"));
    }
  }

  @Test
  void theSchemaTagMarksTheSchemaGeneratedCodecsAndThoseThatDeriveASchema() {
    Set<String> expected =
        CodecRegistry.all().stream()
            .filter(
                s -> s.kind() == CodecKind.SCHEMA_GENERATED || DERIVED_SCHEMA.contains(s.name()))
            .map(CodecSpec::name)
            .collect(Collectors.toCollection(TreeSet::new));
    Set<String> tagged =
        CodecRegistry.all().stream()
            .filter(s -> s.tags().contains("schema"))
            .map(CodecSpec::name)
            .collect(Collectors.toCollection(TreeSet::new));
    assertThat(tagged).isEqualTo(expected);
    assertThat(tagged).containsAll(DERIVED_SCHEMA);
  }

  @Test
  void theReportRanksEachCodecWithinTheFormatsOfItsTags() {
    Set<String> ranked =
        Stream.of(CodecFormat.values()).map(CodecFormat::tag).collect(Collectors.toSet());
    for (CodecSpec spec : CodecRegistry.all()) {
      Set<String> tagged = new TreeSet<>(spec.tags());
      tagged.retainAll(ranked);
      assertThat(CodecFormat.formats(spec.name()).stream().map(CodecFormat::tag))
          .as("the formats the report's At a glance ranks %s within (CodecFormat)", spec.name())
          .containsExactlyInAnyOrderElementsOf(tagged);
    }
  }
}
