package org.serbench.engine;

import java.util.List;
import java.util.Optional;

/**
 * The measured quantities of a result, named with their unit; times and allocation per object (one
 * operation), sizes per object.
 *
 * <p>Time and allocation metrics have one sample per measured batch; sizes are deterministic for a
 * seed and have one value.
 */
public enum Metric {
  CREATE("create.ns/op", "ns/op", Kind.TIME),
  SER("ser.ns/op", "ns/op", Kind.TIME),
  /** The encoding headline: create plus ser, so that no library is ranked on a copy. */
  ENCODE("encode.ns/op", "ns/op", Kind.TIME),
  /** jvm-serializers' "+same": one object serialized again and again. */
  SAME("+same.ns/op", "ns/op", Kind.TIME, "same.ns/op"),
  /** jvm-serializers' "deser": decoding alone, nothing read. */
  DESER_ONLY("deser.ns/op", "ns/op", Kind.TIME, "deser-only.ns/op"),
  /** jvm-serializers' "+shal": decoding and reading the root's own fields. */
  SHALLOW("+shal.ns/op", "ns/op", Kind.TIME, "shallow.ns/op"),
  /**
   * The decoding headline, jvm-serializers' "+deep": decoding and reading every field, so that a
   * lazy decoder pays for what it deferred.
   */
  DECODE("decode.ns/op", "ns/op", Kind.TIME),
  TOTAL("total.ns/op", "ns/op", Kind.TIME),
  SER_ALLOC("ser.alloc.bytes/op", "B/op", Kind.ALLOCATION),
  /** The allocation of the decoding headline: decoding and reading every field (+deep). */
  DECODE_ALLOC("decode.alloc.bytes/op", "B/op", Kind.ALLOCATION, "deser.alloc.bytes/op"),
  SIZE("size.bytes", "B", Kind.SIZE),
  GZIP("gzip.bytes", "B", Kind.SIZE),
  DEFLATE("deflate.bytes", "B", Kind.SIZE);

  /**
   * The times of every result in the JMH-format results and so in a comparison of two runs: what a
   * cell's JVMs are to agree on ({@code serbench.extraForks}).
   */
  public static final List<Metric> PHASES = List.of(CREATE, SER, ENCODE, DECODE, TOTAL);

  /** What a metric measures, which decides how a change in it is judged. */
  public enum Kind {
    TIME,
    ALLOCATION,
    SIZE
  }

  private final String label;
  private final String unit;
  private final Kind kind;
  private final List<String> formerLabels;

  Metric(String label, String unit, Kind kind, String... formerLabels) {
    this.label = label;
    this.unit = unit;
    this.kind = kind;
    this.formerLabels = List.of(formerLabels);
  }

  /** The metric's name with its unit, e.g. {@code ser.ns/op}. */
  public String label() {
    return label;
  }

  /**
   * The names this metric had before the phases took jvm-serializers' names ({@code same.ns/op},
   * {@code deser-only.ns/op}, {@code shallow.ns/op}, {@code deser.alloc.bytes/op}): baseline and
   * result files written then are read under them, so that nothing committed is measured again.
   */
  public List<String> formerLabels() {
    return formerLabels;
  }

  /**
   * The phase as the pages name it, the label without its unit: {@code create}, {@code ser}, {@code
   * +same}, {@code deser}, {@code +shal}, {@code decode} (+deep), ...
   */
  public String phase() {
    return label.substring(0, label.indexOf('.'));
  }

  /** The metric of a label, its current one or a former one. */
  public static Optional<Metric> ofLabel(String label) {
    for (Metric m : values()) {
      if (m.label.equals(label) || m.formerLabels.contains(label)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  public String unit() {
    return unit;
  }

  public Kind kind() {
    return kind;
  }

  /**
   * The samples of this metric per object: one per measured batch for times and allocation, one
   * value for sizes; empty where unknown (allocation on a JVM without the counter).
   */
  public double[] samples(Result r) {
    Result.Samples s = r.samples();
    double objects = r.objects();
    return switch (this) {
      case CREATE -> perObject(s.createNs(), objects);
      case SER -> perObject(s.serNs(), objects);
      case DECODE -> perObject(s.deserNs(), objects);
      case ENCODE -> {
        double[] encode = new double[s.serNs().length];
        for (int i = 0; i < encode.length; i++) {
          encode[i] = (s.createNs()[i] + s.serNs()[i]) / objects;
        }
        yield encode;
      }
      case SAME -> perObject(s.sameNs(), objects);
      case DESER_ONLY -> perObject(s.decodeNs(), objects);
      case SHALLOW -> perObject(s.shallowNs(), objects);
      case TOTAL -> {
        double[] total = new double[s.serNs().length];
        for (int i = 0; i < total.length; i++) {
          total[i] = (s.createNs()[i] + s.serNs()[i] + s.deserNs()[i]) / objects;
        }
        yield total;
      }
      case SER_ALLOC -> allocation(s.serAllocBytes(), objects);
      case DECODE_ALLOC -> allocation(s.deserAllocBytes(), objects);
      case SIZE -> new double[] {r.size().bytes() / objects};
      case GZIP -> new double[] {r.size().gzipBytes() / objects};
      case DEFLATE -> new double[] {r.size().deflateBytes() / objects};
    };
  }

  private static double[] perObject(long[] perBatch, double objects) {
    double[] values = new double[perBatch.length];
    for (int i = 0; i < values.length; i++) {
      values[i] = perBatch[i] / objects;
    }
    return values;
  }

  private static double[] allocation(long[] perBatch, double objects) {
    for (long v : perBatch) {
      if (v < 0) {
        return new double[0];
      }
    }
    return perObject(perBatch, objects);
  }
}
