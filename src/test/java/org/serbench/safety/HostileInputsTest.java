package org.serbench.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class HostileInputsTest {
  private static final byte[] JSON = "{\"a\":1,\"b\":[\"x\"]}".getBytes(StandardCharsets.UTF_8);
  private static final byte[] XML =
      "<?xml version=\"1.0\"?><root><a>1</a></root>".getBytes(StandardCharsets.UTF_8);
  private static final byte[] BINARY = {8, 3, 0, 0, 0, 5, 1, 2, 3, 4, 5, (byte) 0x90, 0, 9, 9, 9};

  @Test
  void theFormatIsToldFromItsBytes() {
    assertThat(HostileInputs.kind(JSON)).isEqualTo(HostileInputs.Kind.JSON);
    assertThat(HostileInputs.kind(XML)).isEqualTo(HostileInputs.Kind.XML);
    assertThat(HostileInputs.kind("a: 1\n".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(HostileInputs.Kind.TEXT);
    assertThat(HostileInputs.kind(BINARY)).isEqualTo(HostileInputs.Kind.BINARY);
  }

  @Test
  void cutsFlipsAndRandomBytesAreSeededAndOfTheirLength() {
    assertThat(HostileInputs.make("cut 1 byte", BINARY, 1).bytes()).hasSize(1);
    assertThat(HostileInputs.make("cut 1/2", BINARY, 1).bytes()).hasSize(8);
    assertThat(HostileInputs.make("cut last byte", BINARY, 1).bytes()).hasSize(15);
    byte[] flipped = HostileInputs.make("flip 2", BINARY, 7).bytes();
    int differing = 0;
    for (int i = 0; i < BINARY.length; i++) {
      differing += Integer.bitCount((flipped[i] ^ BINARY[i]) & 0xFF);
    }
    assertThat(differing).isEqualTo(1);
    assertThat(HostileInputs.make("flip 2", BINARY, 7).bytes()).isEqualTo(flipped);
    assertThat(HostileInputs.make("random", BINARY, 7).bytes())
        .hasSize(BINARY.length)
        .isEqualTo(HostileInputs.make("random", BINARY, 7).bytes());
  }

  @Test
  void aLengthProbeClaimsTwoGigabytesWhereALengthIsPlausible() {
    HostileInputs.Input int32 = HostileInputs.make("length int32", BINARY, 1);
    assertThat(int32.note()).isEqualTo("0x7FFFFFF0 big-endian at byte 2");
    assertThat(ByteBuffer.wrap(int32.bytes(), 2, 4).getInt()).isEqualTo(HostileInputs.CLAIM);

    HostileInputs.Input varint = HostileInputs.make("length varint", BINARY, 1);
    assertThat(varint.note()).isEqualTo("0x7FFFFFF0 as a varint at byte 1");
    assertThat(varint.bytes()).startsWith(new byte[] {8, (byte) 0xF0, -1, -1, -1, 7});
  }

  @Test
  void aLengthProbeGivesOneInputForEachPlaceThatReadsAsALength() {
    byte[] twoLengths = {0, 0, 0, 2, 7, 7, 0, 0, 0, 1, 9, 9};

    assertThat(HostileInputs.sites("length int32", twoLengths, 1))
        .extracting(HostileInputs.Input::note)
        .containsExactly("0x7FFFFFF0 big-endian at byte 0", "0x7FFFFFF0 big-endian at byte 6");
    assertThat(HostileInputs.sites("cut 1/2", twoLengths, 1)).hasSize(1);
  }

  @Test
  void anXmlDocumentGetsAnEntityInItsFirstTextAndNoOtherFormatDoes() {
    String external =
        new String(HostileInputs.make("external entity", XML, 1).bytes(), StandardCharsets.UTF_8);
    assertThat(external)
        .startsWith("<?xml version=\"1.0\"?><!DOCTYPE root [<!ENTITY xxe SYSTEM \"file:")
        .endsWith("]><root><a>&xxe;</a></root>");
    String expansion =
        new String(HostileInputs.make("entity expansion", XML, 1).bytes(), StandardCharsets.UTF_8);
    assertThat(expansion).contains("<!ENTITY lol9 \"&lol8;&lol8;").endsWith("<a>&lol9;</a></root>");
    assertThat(HostileInputs.make("external entity", JSON, 1).bytes()).isNull();
    assertThat(HostileInputs.make("entity expansion", BINARY, 1).bytes()).isNull();
  }

  @Test
  void aTextFormatHasNoLengthPrefixAndOnlyJsonAndXmlNest() {
    assertThat(HostileInputs.make("length int32", JSON, 1).bytes()).isNull();
    assertThat(HostileInputs.make("length varint", XML, 1).bytes()).isNull();
    assertThat(HostileInputs.make("deep nesting", BINARY, 1).bytes()).isNull();

    String json =
        new String(HostileInputs.make("deep nesting", JSON, 1).bytes(), StandardCharsets.UTF_8);
    assertThat(json)
        .startsWith("{\"serbenchDeep\":[[[")
        .endsWith("]]],\"a\":1,\"b\":[\"x\"]}")
        .hasSize(JSON.length + 15 + 2 * HostileInputs.LEVELS + 1);
    String xml =
        new String(HostileInputs.make("deep nesting", XML, 1).bytes(), StandardCharsets.UTF_8);
    assertThat(xml).startsWith("<?xml version=\"1.0\"?><root><serbenchDeep><serbenchDeep>");
    assertThat(xml).endsWith("</serbenchDeep><a>1</a></root>");
  }
}
