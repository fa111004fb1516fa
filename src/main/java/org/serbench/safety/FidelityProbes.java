package org.serbench.safety;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.serbench.model.probe.BigDecimalProbe;
import org.serbench.model.probe.BytesProbe;
import org.serbench.model.probe.CharProbe;
import org.serbench.model.probe.DoubleProbe;
import org.serbench.model.probe.EnumProbe;
import org.serbench.model.probe.FloatProbe;
import org.serbench.model.probe.InstantProbe;
import org.serbench.model.probe.IntListProbe;
import org.serbench.model.probe.IntProbe;
import org.serbench.model.probe.ListProbe;
import org.serbench.model.probe.LongProbe;
import org.serbench.model.probe.MapProbe;
import org.serbench.model.probe.NestingProbe;
import org.serbench.model.probe.Shade;
import org.serbench.model.probe.SharedProbe;
import org.serbench.model.probe.StringProbe;

/**
 * The fidelity probes: one edge value each, in a small model class of its own, round-tripped and
 * compared exactly. The large ones are built only when they run.
 */
public final class FidelityProbes {
  /**
   * A probe.
   *
   * @param name the matrix column
   * @param what what it carries, for the report's legend
   * @param value builds the object to round-trip
   */
  public record Probe(String name, String what, Supplier<Object> value) {}

  /** The largest subnormal double: every bit of the fraction set, the exponent zero. */
  static final double SUBNORMAL = Double.longBitsToDouble(0x000F_FFFF_FFFF_FFFFL);

  public static final List<Probe> ALL =
      List.of(
          probe("NaN", "a double NaN", () -> new DoubleProbe(Double.NaN)),
          probe("-0.0", "negative zero, a double", () -> new DoubleProbe(-0.0)),
          probe("+Infinity", "double positive infinity", () -> new DoubleProbe(1 / 0.0)),
          probe("-Infinity", "double negative infinity", () -> new DoubleProbe(-1 / 0.0)),
          probe(
              "Double.MIN_VALUE",
              "the smallest double, 4.9E-324",
              () -> new DoubleProbe(Double.MIN_VALUE)),
          probe("subnormal", "the largest subnormal double", () -> new DoubleProbe(SUBNORMAL)),
          probe("Double.MAX_VALUE", "the largest double", () -> new DoubleProbe(Double.MAX_VALUE)),
          probe("Float NaN", "a float NaN", () -> new FloatProbe(Float.NaN)),
          probe("Float -0.0", "negative zero, a float", () -> new FloatProbe(-0.0f)),
          probe("Float.MIN_VALUE", "the smallest float", () -> new FloatProbe(Float.MIN_VALUE)),
          probe("Float.MAX_VALUE", "the largest float", () -> new FloatProbe(Float.MAX_VALUE)),
          probe("Long.MIN_VALUE", "the smallest long", () -> new LongProbe(Long.MIN_VALUE)),
          probe("Long.MAX_VALUE", "the largest long", () -> new LongProbe(Long.MAX_VALUE)),
          probe("Integer.MIN_VALUE", "the smallest int", () -> new IntProbe(Integer.MIN_VALUE)),
          probe("char 0", "a char of 0", () -> new CharProbe('\0')),
          probe("char 0xFFFF", "a char of 0xFFFF", () -> new CharProbe('\uFFFF')),
          probe(
              "surrogate pair", "a string of U+1F600 (two chars)", () -> string("a\uD83D\uDE00b")),
          probe("lone surrogate", "a string with a lone high surrogate", () -> string("a\uD800b")),
          probe("empty string", "an empty string", () -> string("")),
          probe("null string", "a null string", () -> string(null)),
          probe("empty list", "an empty list", () -> new ListProbe(new ArrayList<>())),
          probe("null list", "a null list", () -> new ListProbe(null)),
          probe("empty map", "an empty map", () -> new MapProbe(new HashMap<>())),
          probe("null map", "a null map", () -> new MapProbe(null)),
          probe("1 MB string", "a string of 1,048,576 chars", FidelityProbes::megabyte),
          probe("1M list", "a list of 1,000,000 Integers", FidelityProbes::million),
          probe(
              "1000 levels", "1,000 objects nested in each other", () -> NestingProbe.chain(1000)),
          probe("Instant.MIN", "Instant.MIN", () -> new InstantProbe(Instant.MIN)),
          probe("Instant.MAX", "Instant.MAX", () -> new InstantProbe(Instant.MAX)),
          probe(
              "Instant nanos",
              "an instant with nanoseconds",
              () -> new InstantProbe(Instant.parse("2026-01-31T12:34:56.123456789Z"))),
          probe(
              "BigDecimal",
              "a BigDecimal of precision 31 and scale 11 (trailing zeros)",
              () -> new BigDecimalProbe(new BigDecimal("-12345678901234567890.12345678900"))),
          probe("null map key", "a map with a null key", () -> map(null, "v")),
          probe("null map value", "a map with a null value", () -> map("k", null)),
          probe("enum", "an enum constant", () -> new EnumProbe(Shade.DARK)),
          probe(
              "shared reference",
              "one object in two fields: one copy or two?",
              FidelityProbes::shared),
          probe("byte[] 0-255", "a byte[] of every value", FidelityProbes::everyByte));

  /** The quick profile's sample: a number, a string and an object graph. */
  static final List<String> SAMPLE = List.of("-0.0", "lone surrogate", "shared reference");

  private FidelityProbes() {}

  /** The probe of that name. */
  public static Probe byName(String name) {
    return ALL.stream()
        .filter(p -> p.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no fidelity probe " + name));
  }

  private static Probe probe(String name, String what, Supplier<Object> value) {
    return new Probe(name, what, value);
  }

  private static StringProbe string(String value) {
    return new StringProbe(value);
  }

  private static MapProbe map(String key, String value) {
    Map<String, String> map = new HashMap<>();
    map.put(key, value);
    return new MapProbe(map);
  }

  private static StringProbe megabyte() {
    StringBuilder text = new StringBuilder(1 << 20);
    for (int i = 0; i < 1 << 20; i++) {
      text.append((char) ('a' + i % 26));
    }
    return new StringProbe(text.toString());
  }

  private static IntListProbe million() {
    List<Integer> values = new ArrayList<>(1_000_000);
    for (int i = 0; i < 1_000_000; i++) {
      values.add(i - 500_000);
    }
    return new IntListProbe(values);
  }

  private static SharedProbe shared() {
    StringProbe one = new StringProbe("shared");
    return new SharedProbe(one, one);
  }

  private static BytesProbe everyByte() {
    byte[] bytes = new byte[256];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) i;
    }
    return new BytesProbe(bytes);
  }
}
