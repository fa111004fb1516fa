package org.serbench.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.codec.CodecKind;
import org.serbench.codec.CodecSpec;

/**
 * Every registered codec declares its kind, which the report ranks by and explains: a hand-written
 * or schema-generated codec left as databinding would be ranked among the libraries that bind
 * classes they have never seen.
 */
class CodecKindsTest {
  private static final List<String> HAND_WRITTEN =
      List.of(
          "kryo-manual",
          "msgpack/manual",
          "json/jackson/manual",
          "json/gson/manual",
          "smile/jackson/manual",
          "java-manual",
          "xml/woodstox-manual",
          "xml/aalto-manual",
          "xml/fastinfo-manual",
          "xml/javolution/manual",
          "scala/sbinary");

  private static final List<String> SCHEMA_GENERATED =
      List.of(
          "protobuf",
          "json/protobuf",
          "protobuf/activemq+alt",
          "thrift",
          "thrift-compact",
          "avro-specific",
          "avro-generic",
          "flatbuffers",
          "capnproto",
          "protostuff");

  @Test
  void everyRegisteredCodecHasAKindTheRegistryNames() {
    for (CodecSpec spec : CodecRegistry.all()) {
      assertThat(spec.kind()).as(spec.name()).isNotNull();
      assertThat(CodecRegistry.kind(spec.name())).as(spec.name()).contains(spec.kind().label());
    }
  }

  @Test
  void theKnownHandWrittenCodecsAreHandWritten() {
    for (String name : HAND_WRITTEN) {
      assertThat(CodecRegistry.byName(name).kind()).as(name).isEqualTo(CodecKind.HAND_WRITTEN);
    }
  }

  @Test
  void theCodecsOfASchemaAreSchemaGenerated() {
    for (String name : SCHEMA_GENERATED) {
      assertThat(CodecRegistry.byName(name).kind()).as(name).isEqualTo(CodecKind.SCHEMA_GENERATED);
    }
  }

  /** A name that says "manual" is hand-written code; any other codec is one of the three kinds. */
  @Test
  void everyOtherCodecBindsTheModelItself() {
    for (CodecSpec spec : CodecRegistry.all()) {
      if (spec.name().contains("manual")) {
        assertThat(spec.kind()).as(spec.name()).isEqualTo(CodecKind.HAND_WRITTEN);
      } else if (!HAND_WRITTEN.contains(spec.name()) && !SCHEMA_GENERATED.contains(spec.name())) {
        assertThat(spec.kind()).as(spec.name()).isEqualTo(CodecKind.DATABINDING);
      }
    }
  }

  @Test
  void aCodecNotRegisteredHasNoKind() {
    assertThat(CodecRegistry.kind("a user's own codec")).isEmpty();
  }
}
