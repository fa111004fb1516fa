package org.serbench.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.safety.SafetyOutcome;

/** How a cell of the evolution matrix is judged from the values read. */
class OutcomeTest {

  @Test
  void everyValueAsWrittenIsCarried() {
    SafetyOutcome o =
        Outcome.judge(
            Change.WIDEN_INT_TO_LONG,
            2,
            map("id", 7, "count", -100_000L, "high", 2147483647L, "low", -2147483648L),
            map("id", 0, "count", 0L, "high", 0L, "low", 0L));
    assertThat(o.outcome()).isEqualTo(Outcome.CARRIED);
  }

  @Test
  void aWrittenValueReadAsTheDefaultIsLostNotDefault() {
    SafetyOutcome o =
        Outcome.judge(
            Change.WIDEN_INT_TO_LONG,
            2,
            map("id", 7, "count", 0L, "high", 0L, "low", 0L),
            map("id", 0, "count", 0L, "high", 0L, "low", 0L));
    assertThat(o.outcome()).isEqualTo(Outcome.LOST);
    assertThat(o.detail()).contains("count: -100000 read as the default 0");
    assertThat(Outcome.SURVIVED).doesNotContain(Outcome.LOST);
  }

  @Test
  void aLongBeyondTheIntTruncatedByAnIntReaderIsWrong() {
    SafetyOutcome o =
        Outcome.judge(
            Change.NARROW_LONG_TO_INT,
            2,
            map("id", 7, "count", -100_000, "high", 705_032_704, "low", 0),
            map("id", 0, "count", 0, "high", 0, "low", 0));
    assertThat(o.outcome()).isEqualTo(Outcome.WRONG);
    assertThat(o.detail())
        .contains("high: 5000000000 written, read 705032704")
        .contains("low: -5000000000 read as the default 0");
  }

  @Test
  void aNewFieldWithItsDefaultIsDefault() {
    SafetyOutcome o =
        Outcome.judge(
            Change.ADD_FIELD,
            2,
            map("id", 7, "name", "Ada", "email", null),
            map("id", 0, "name", null, "email", null));
    assertThat(o.outcome()).isEqualTo(Outcome.DEFAULT);
    assertThat(o.detail()).contains("email (not written) = null");
  }

  @Test
  void aFieldTheReaderLacksIsIgnored() {
    SafetyOutcome o =
        Outcome.judge(Change.ADD_FIELD, 1, map("id", 7, "name", "Ada"), map("id", 0, "name", null));
    assertThat(o.outcome()).isEqualTo(Outcome.IGNORED);
    assertThat(o.detail()).isEqualTo("email ignored");
  }

  @Test
  void aRenamedFieldReadByNameLosesItsValue() {
    SafetyOutcome o =
        Outcome.judge(
            Change.RENAME_FIELD, 2, map("id", 7, "fullName", null), map("id", 0, "fullName", null));
    assertThat(o.outcome()).isEqualTo(Outcome.LOST);
    assertThat(o.detail()).contains("fullName (written as name): \"Ada\" read as the default null");
  }

  @Test
  void aRenamedFieldReadByTagIsCarried() {
    SafetyOutcome o =
        Outcome.judge(
            Change.RENAME_FIELD, 1, map("id", 7, "name", "Ada"), map("id", 0, "name", ""));
    assertThat(o.outcome()).isEqualTo(Outcome.CARRIED);
  }

  @Test
  void swappedValuesAreWrong() {
    SafetyOutcome o =
        Outcome.judge(
            Change.REORDER_FIELDS,
            2,
            map("id", 7, "email", "Ada", "name", "ada@example.org"),
            map("id", 0, "email", null, "name", null));
    assertThat(o.outcome()).isEqualTo(Outcome.WRONG);
    assertThat(o.detail()).contains("email: \"ada@example.org\" written");
  }

  @Test
  void anIntReadFromTextIsConverted() {
    assertThat(
            Outcome.judge(
                    Change.INT_TO_STRING, 1, map("id", 7, "code", 42), map("id", 0, "code", 0))
                .outcome())
        .isEqualTo(Outcome.CARRIED);
    assertThat(
            Outcome.judge(
                    Change.INT_TO_STRING, 2, map("id", 7, "code", "42"), map("id", 0, "code", null))
                .outcome())
        .isEqualTo(Outcome.CARRIED);
  }

  @Test
  void aNullReadAsZeroByAnIntIsDefault() {
    SafetyOutcome o =
        Outcome.judge(Change.MAKE_NULLABLE, 1, map("id", 7, "count", 0), map("id", 0, "count", 0));
    assertThat(o.outcome()).isEqualTo(Outcome.DEFAULT);
    assertThat(o.detail()).isEqualTo("count: null read as the default 0");
  }

  @Test
  void aMiddleFieldReadByPositionIsWrong() {
    SafetyOutcome o =
        Outcome.judge(
            Change.REMOVE_MIDDLE_FIELD,
            2,
            map("id", 7, "title", "Ada"),
            map("id", 0, "title", null));
    assertThat(o.outcome()).isEqualTo(Outcome.WRONG);
    assertThat(o.detail()).contains("title: \"Countess\" written");
  }

  @Test
  void anEnumConstantTheReaderLacks() {
    assertThat(
            Outcome.judge(
                    Change.ADD_ENUM_CONSTANT,
                    1,
                    map("id", 7, "color", "UNRECOGNIZED"),
                    map("id", 0, "color", "RED"))
                .outcome())
        .isEqualTo(Outcome.UNKNOWN);
    assertThat(
            Outcome.judge(
                    Change.ADD_ENUM_CONSTANT,
                    1,
                    map("id", 7, "color", null),
                    map("id", 0, "color", null))
                .outcome())
        .isEqualTo(Outcome.LOST);
    assertThat(
            Outcome.judge(
                    Change.ADD_ENUM_CONSTANT,
                    1,
                    map("id", 7, "color", "GREEN"),
                    map("id", 0, "color", null))
                .outcome())
        .isEqualTo(Outcome.WRONG);
  }

  @Test
  void aValueTooLargeForTheReaderIsWrongUnlessDefault() {
    assertThat(Outcome.convert(5_000_000_000L, Change.Type.INT, 2)).isEmpty();
    assertThat(Outcome.convert(null, Change.Type.INT, 1)).isEmpty();
    assertThat(Outcome.convert(null, Change.Type.NULLABLE_INT, 2)).isPresent();
  }

  private static Map<String, Object> map(Object... pairs) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      map.put((String) pairs[i], pairs[i + 1]);
    }
    return map;
  }
}
