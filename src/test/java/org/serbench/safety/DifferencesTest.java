package org.serbench.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.model.probe.BigDecimalProbe;
import org.serbench.model.probe.DoubleProbe;
import org.serbench.model.probe.ListProbe;
import org.serbench.model.probe.MapProbe;
import org.serbench.model.probe.NestingProbe;
import org.serbench.model.probe.SharedProbe;
import org.serbench.model.probe.StringProbe;

class DifferencesTest {

  @Test
  void aDoubleComparesBitForBitWithOneNaN() {
    assertThat(Differences.first(new DoubleProbe(-0.0), new DoubleProbe(0.0)))
        .contains("value: expected -0.0, decoded 0.0");
    assertThat(Differences.first(new DoubleProbe(Double.NaN), new DoubleProbe(0.0 / 0.0)))
        .isEmpty();
  }

  @Test
  void aBigDecimalKeepsItsScale() {
    assertThat(
            Differences.first(
                new BigDecimalProbe(new BigDecimal("1.50")),
                new BigDecimalProbe(new BigDecimal("1.5"))))
        .contains("value: expected 1.50, decoded 1.5");
  }

  @Test
  void aStringDifferenceShowsTheCharAsACodePoint() {
    assertThat(Differences.first(new StringProbe("a\uD800b"), new StringProbe("a?b")))
        .contains("value: expected \"a\\uD800b\", decoded \"a?b\"");
    assertThat(Differences.first(new StringProbe(""), new StringProbe(null)))
        .contains("value: expected \"\", decoded null");
    String long1 = "x".repeat(100);
    assertThat(Differences.first(new StringProbe(long1), new StringProbe(long1 + "y")))
        .hasValueSatisfying(d -> assertThat(d).contains("100 chars expected, 101 decoded"));
  }

  @Test
  void listsAndMapsCompareWhateverTheirClass() {
    assertThat(
            Differences.first(
                new ListProbe(new ArrayList<>(List.of("a"))),
                new ListProbe(new LinkedList<>(List.of("a")))))
        .isEmpty();
    Map<String, String> withNull = new HashMap<>();
    withNull.put("k", null);
    assertThat(Differences.first(new MapProbe(withNull), new MapProbe(new HashMap<>())))
        .contains("value[\"k\"]: expected null, decoded no such key");
  }

  @Test
  void aDeepPathIsFolded() {
    NestingProbe decoded = NestingProbe.chain(1000);
    NestingProbe last = decoded;
    for (int i = 0; i < 999; i++) {
      last = last.getNext();
    }
    last.setLevel(-1);
    assertThat(Differences.first(NestingProbe.chain(1000), decoded))
        .contains("next×999.level: expected 999, decoded -1");
  }

  @Test
  void twoCopiesOfASharedObjectDiffer() {
    StringProbe one = new StringProbe("s");
    assertThat(
            Differences.first(
                new SharedProbe(one, one),
                new SharedProbe(new StringProbe("s"), new StringProbe("s"))))
        .hasValueSatisfying(
            d -> assertThat(d).startsWith("equal field by field, but not the same"));
  }
}
