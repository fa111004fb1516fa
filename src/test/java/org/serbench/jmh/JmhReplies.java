package org.serbench.jmh;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Version;

/**
 * What JMH's host sends each fork before its benchmark, for serbench's side of the cross-check
 * ({@code serbench.jmhLink}): the fork's options and its plan, JMH's own objects serialized as the
 * host serializes them, so that a serbench JVM reads the same classes a JMH fork reads. The plan is
 * the benchmark's parameters, those of {@code decode}; JMH wraps both in frames of its own, which
 * are not public.
 */
final class JmhReplies {
  /** JMH's default timeout of an iteration. */
  private static final TimeValue TIMEOUT = TimeValue.minutes(10);

  private JmhReplies() {}

  /**
   * Writes the replies of a fork of {@code codec} on {@code dataSet} to {@code file}.
   *
   * @param options the options JMH's forks of the cell get
   * @param flags the flags JMH's forks of the cell run with
   */
  static Path write(
      Path file,
      Options options,
      CrossCheckSettings settings,
      String codec,
      String dataSet,
      int operations,
      List<String> flags)
      throws IOException {
    WorkloadParams workload = new WorkloadParams();
    workload.put("codec", codec, 0);
    workload.put("dataSet", dataSet, 1);
    BenchmarkParams decode =
        new BenchmarkParams(
            CodecBenchmark.class.getName() + ".decode",
            CodecBenchmark.class.getPackageName()
                + ".jmh_generated.CodecBenchmark_decode_jmhTest.decode_AverageTime",
            true,
            1,
            new int[] {1},
            List.of(),
            1,
            0,
            new IterationParams(IterationType.WARMUP, settings.warmup(), settings.time(), 1),
            new IterationParams(
                IterationType.MEASUREMENT, settings.iterations(), settings.time(), 1),
            Mode.AverageTime,
            workload,
            TimeUnit.NANOSECONDS,
            operations,
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            flags,
            System.getProperty("java.version"),
            System.getProperty("java.vm.name"),
            System.getProperty("java.vm.version"),
            Version.getPlainVersion(),
            TIMEOUT);
    try (OutputStream bytes = Files.newOutputStream(file);
        ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(options);
      out.writeObject(new ArrayList<>(List.of(decode)));
    }
    return file;
  }
}
