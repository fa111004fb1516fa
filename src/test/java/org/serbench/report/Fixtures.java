package org.serbench.report;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;

/** Results with chosen samples for the tests of one table or check. */
final class Fixtures {
  private Fixtures() {}

  /** A measured result of codec {@code binary/x} on TestObject with these samples and JVMs. */
  static Result measured(int objects, Result.Samples samples, List<Result.Fork> forks) {
    return measured("TestObject", objects, samples, forks);
  }

  /** A measured result of codec {@code binary/x} on a data set in so many JVMs, no samples. */
  static Result measuredIn(String dataSet, int jvms) {
    long[] none = new long[0];
    return measured(
        dataSet,
        1000,
        new Result.Samples(none, none, none, none, none, none, none, none),
        Collections.nCopies(jvms, new Result.Fork(10, 5, 1_000_000_000L, true, 1_000_000)));
  }

  /** A measured result of codec {@code binary/x} on a data set with these samples and JVMs. */
  static Result measured(
      String dataSet, int objects, Result.Samples samples, List<Result.Fork> forks) {
    return measured(
        "binary/x",
        dataSet,
        objects,
        samples,
        forks,
        MarkdownReportTest.ENVIRONMENT.runStarted().plusSeconds(60));
  }

  /** A measured result of a codec on a data set: three batches in one JVM that ended then. */
  static Result cell(String codec, String dataSet, java.time.Instant finished) {
    long[] ns = {1_000_000, 1_100_000, 1_050_000};
    long[] bytes = {64_000, 64_000, 64_000};
    return measured(
        codec,
        dataSet,
        1000,
        new Result.Samples(ns, ns, ns, bytes, bytes, ns, ns, ns),
        List.of(new Result.Fork(10, 5, 1_000_000_000L, true, 1_000_000)),
        finished);
  }

  /**
   * A measured result of an encoder: ten batches of {@code objects} in one JVM whose "ser" took
   * {@code serNsPerObject} on average (5% above and below it in turn) and allocated {@code
   * serAllocPerObject} (-1 for unknown) an object, for {@code bytesPerObject} encoded; its other
   * phases take 100 ns an object.
   */
  static Result encoder(
      String codec,
      String dataSet,
      int objects,
      long serNsPerObject,
      long serAllocPerObject,
      long bytesPerObject) {
    long[] ser = new long[10];
    long[] alloc = new long[10];
    long[] other = new long[10];
    for (int i = 0; i < ser.length; i++) {
      ser[i] = Math.round(serNsPerObject * objects * (i % 2 == 0 ? 1.05 : 0.95));
      alloc[i] = serAllocPerObject < 0 ? -1 : serAllocPerObject * objects;
      other[i] = 100L * objects + (i % 2 == 0 ? 1 : -1);
    }
    long size = bytesPerObject * objects;
    return measured(
        codec,
        dataSet,
        objects,
        new Result.Samples(other, ser, other, alloc, other, other, other, other),
        List.of(new Result.Fork(10, 5, 1_000_000_000L, true, 1_000_000)),
        MarkdownReportTest.ENVIRONMENT.runStarted().plusSeconds(60),
        new Result.Size(size, size / 2, size / 2));
  }

  private static Result measured(
      String codec,
      String dataSet,
      int objects,
      Result.Samples samples,
      List<Result.Fork> forks,
      java.time.Instant finished) {
    return measured(
        codec, dataSet, objects, samples, forks, finished, new Result.Size(100, 50, 40));
  }

  /** A cell of {@code binary/x} whose JVM settled or not, calibrated in {@code calibrationNs}. */
  static Result calibrated(String dataSet, long calibrationNs, boolean settled) {
    long[] ns = {1_000_000, 1_100_000, 1_050_000};
    return measured(
        "binary/x",
        dataSet,
        1000,
        new Result.Samples(ns, ns, ns, ns, ns, ns, ns, ns),
        List.of(new Result.Fork(3, 5, 1_000_000_000L, settled, calibrationNs)),
        MarkdownReportTest.ENVIRONMENT.runStarted().plusSeconds(60),
        new Result.Size(100, 50, 40),
        calibrationNs);
  }

  private static Result measured(
      String codec,
      String dataSet,
      int objects,
      Result.Samples samples,
      List<Result.Fork> forks,
      java.time.Instant finished,
      Result.Size size) {
    return measured(codec, dataSet, objects, samples, forks, finished, size, 1_000_000L);
  }

  private static Result measured(
      String codec,
      String dataSet,
      int objects,
      Result.Samples samples,
      List<Result.Fork> forks,
      java.time.Instant finished,
      Result.Size size,
      long calibrationNs) {
    return new Result(
        codec,
        dataSet,
        Result.Status.OK,
        "",
        "",
        "configured",
        Map.of(),
        objects,
        samples.serNs().length,
        5,
        7,
        "Test JVM 17",
        List.of("-Xmx1g"),
        IsolatedRun.FORKED,
        "Test CPU, 2 cores",
        calibrationNs,
        finished.minusSeconds(60),
        finished,
        new Result.ColdStart(0, 0, 0, 0, 0, true),
        samples,
        new Result.Gc(0, 0, 0, 0),
        size,
        Result.Runs.NONE,
        List.of(),
        forks,
        "");
  }
}
