package org.serbench.engine;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Everything one codec measured on one data set in one JVM; the report is built from these.
 *
 * @param codec codec name
 * @param dataSet data set name
 * @param status how the measurement ended
 * @param message the library's error or the round-trip difference; empty when {@code OK}
 * @param configuration the codec's one-line configuration
 * @param libraries Maven {@code groupId:artifactId} to version, as found on the class path
 * @param objects objects per batch
 * @param batches measured batches
 * @param warmup warm-up batches
 * @param seed data seed
 * @param jvm vendor, name and version of the measuring JVM
 * @param jvmFlags the measuring JVM's flags
 * @param isolation how the JVM was isolated: {@code forked} or {@code in-process}
 * @param machine CPU model and cores of the measuring machine ({@link Machine#key()})
 * @param calibrationNs the measuring JVM's time for the {@link Calibration} workload, or 0
 * @param started when the measurement started
 * @param finished when it finished
 * @param cold the cold-start figures
 * @param samples one value per measured batch for each metric
 * @param gc GC activity during the measured batches
 * @param size encoded sizes of the batch
 */
public record Result(
    String codec,
    String dataSet,
    Status status,
    String message,
    String configuration,
    Map<String, String> libraries,
    int objects,
    int batches,
    int warmup,
    long seed,
    String jvm,
    List<String> jvmFlags,
    String isolation,
    String machine,
    long calibrationNs,
    Instant started,
    Instant finished,
    ColdStart cold,
    Samples samples,
    Gc gc,
    Size size) {

  /** How a measurement ended. */
  public enum Status {
    /** Verified round trip, measured. */
    OK,
    /** The codec declared it cannot carry the data set. */
    UNSUPPORTED,
    /** The library threw while creating, encoding or decoding. */
    FAILED,
    /** The round trip lost or changed data. */
    MISMATCH
  }

  /**
   * The first figures of a fresh JVM, in nanoseconds.
   *
   * @param setupNs constructing the codec: the library's set-up and class loading
   * @param firstRoundTripNs set-up plus create, ser, deser and deep read of the first object
   * @param firstBatchCreateNs the first batch's create phase
   * @param firstBatchSerNs the first batch's ser phase
   * @param firstBatchDeserNs the first batch's deser phase
   */
  public record ColdStart(
      long setupNs,
      long firstRoundTripNs,
      long firstBatchCreateNs,
      long firstBatchSerNs,
      long firstBatchDeserNs) {}

  /**
   * Per-batch samples: times in nanoseconds per batch, allocation in bytes per batch.
   *
   * @param createNs model to native
   * @param serNs native to bytes
   * @param deserNs bytes to native plus deep read
   * @param serAllocBytes bytes allocated during ser, -1 where unknown
   * @param deserAllocBytes bytes allocated during deser, -1 where unknown
   */
  public record Samples(
      long[] createNs,
      long[] serNs,
      long[] deserNs,
      long[] serAllocBytes,
      long[] deserAllocBytes) {}

  /** Collections and their time during the measured ser and deser phases. */
  public record Gc(long serCount, long serMillis, long deserCount, long deserMillis) {}

  /**
   * Encoded sizes of the batch, each object compressed on its own (a message on the wire).
   *
   * @param bytes sum of the encoded sizes
   * @param gzipBytes sum of the gzip sizes
   * @param deflateBytes sum of the deflate (zlib) sizes
   */
  public record Size(long bytes, long gzipBytes, long deflateBytes) {}

  /** A measurement that produced no numbers, in this JVM. */
  public static Result failed(
      String codec,
      String dataSet,
      Status status,
      String message,
      String configuration,
      Map<String, String> libraries,
      Settings settings,
      String isolation,
      Instant started) {
    return failed(
        codec,
        dataSet,
        status,
        message,
        configuration,
        libraries,
        settings,
        isolation,
        started,
        Jvm.flags());
  }

  /** A measurement that produced no numbers, in a JVM that had {@code jvmFlags}. */
  static Result failed(
      String codec,
      String dataSet,
      Status status,
      String message,
      String configuration,
      Map<String, String> libraries,
      Settings settings,
      String isolation,
      Instant started,
      List<String> jvmFlags) {
    long[] none = new long[0];
    return new Result(
        codec,
        dataSet,
        status,
        message,
        configuration,
        libraries,
        settings.objects(),
        settings.batches(),
        settings.warmup(),
        settings.seed(),
        Jvm.description(),
        jvmFlags,
        isolation,
        Machine.key(),
        0,
        started,
        Instant.now(),
        new ColdStart(0, 0, 0, 0, 0),
        new Samples(none, none, none, none, none),
        new Gc(0, 0, 0, 0),
        new Size(0, 0, 0));
  }

  /** The key of this result in a run: codec and data set. */
  public String key() {
    return codec + " on " + dataSet;
  }
}
