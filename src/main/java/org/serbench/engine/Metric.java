package org.serbench.engine;

import java.util.List;

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
  SAME("same.ns/op", "ns/op", Kind.TIME),
  /** jvm-serializers' "deser": decoding alone, nothing read. */
  DESER_ONLY("deser-only.ns/op", "ns/op", Kind.TIME),
  /** jvm-serializers' "+shal": decoding and reading the root's own fields. */
  SHALLOW("shallow.ns/op", "ns/op", Kind.TIME),
  /**
   * The decoding headline, jvm-serializers' "+deep": decoding and reading every field, so that a
   * lazy decoder pays for what it deferred.
   */
  DECODE("decode.ns/op", "ns/op", Kind.TIME),
  TOTAL("total.ns/op", "ns/op", Kind.TIME),
  SER_ALLOC("ser.alloc.bytes/op", "B/op", Kind.ALLOCATION),
  DESER_ALLOC("deser.alloc.bytes/op", "B/op", Kind.ALLOCATION),
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

  Metric(String label, String unit, Kind kind) {
    this.label = label;
    this.unit = unit;
    this.kind = kind;
  }

  /** The metric's name with its unit, e.g. {@code ser.ns/op}. */
  public String label() {
    return label;
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
      case DESER_ALLOC -> allocation(s.deserAllocBytes(), objects);
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
