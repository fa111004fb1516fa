package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The report's formats of text it takes from libraries. */
class FormatTest {

  /** Fastjson quotes the byte it choked on: 0x1A, a control character, in its message. */
  @Test
  void aControlCharacterInALibrarysMessageIsWrittenAsItsEscape() {
    String message = "illegal fieldName input26, offset 1, character \u001A, line 1";

    assertThat(Format.printable(message))
        .isEqualTo("illegal fieldName input26, offset 1, character \\u001A, line 1")
        .doesNotContainPattern("\\p{Cntrl}");
  }

  @Test
  void textWithoutControlCharactersIsLeftAsItIs() {
    assertThat(Format.printable("Unrecognized field \"é\\x68\" (class Media)"))
        .isEqualTo("Unrecognized field \"é\\x68\" (class Media)");
  }
}
