package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What reaches the console holds no control character but the newline and the tab. */
class ConsoleTextTest {

  @Test
  void aLibrarysRawBytesBecomeEscapesAndTheRestOfItsMessageStays() {
    String message = "unable to decode: \0\1'org.serbench.evolution.message.AddField";

    assertThat(ConsoleText.escape(message))
        .isEqualTo("unable to decode: \\u0000\\u0001'org.serbench.evolution.message.AddField");
  }

  @Test
  void everyIsoControlCharacterButNewlineAndTabIsEscaped() {
    for (char c = 0; c < 0xA0; c++) {
      String escaped = ConsoleText.escape("a" + c + "b");
      if (c == '\n' || c == '\t' || !Character.isISOControl(c)) {
        assertThat(escaped).as("U+%04X", (int) c).isEqualTo("a" + c + "b");
      } else {
        assertThat(escaped).as("U+%04X", (int) c).isEqualTo(String.format("a\\u%04Xb", (int) c));
        assertThat(escaped.chars().noneMatch(Character::isISOControl)).isTrue();
      }
    }
    assertThat(ConsoleText.escape("line\r\nnext")).isEqualTo("line\\u000D\nnext");
    assertThat(ConsoleText.escape("\u001b[31mred")).isEqualTo("\\u001B[31mred");
  }

  @Test
  void printableTextOfAnyScriptIsLeftAsItIs() {
    String text = "Grüße, 日本語, emoji \uD83D\uDE00, tab\tand\nnewline";

    assertThat(ConsoleText.escape(text)).isSameAs(text);
    assertThat(ConsoleText.escape("")).isEmpty();
    assertThat(ConsoleText.escape(null)).isNull();
  }

  @Test
  void escapingTwiceChangesNothingMore() {
    String once = ConsoleText.escape("a\0b\u007fc\u0085d");

    assertThat(ConsoleText.escape(once)).isEqualTo(once).isEqualTo("a\\u0000b\\u007Fc\\u0085d");
  }
}
