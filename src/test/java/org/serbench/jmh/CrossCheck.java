package org.serbench.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.ForkPlan;
import org.serbench.engine.Forks;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Jvm;
import org.serbench.engine.Machine;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.engine.SettingsException;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.Environment;
import org.serbench.report.JmhCrossCheck;
import org.serbench.report.JmhJson;

/**
 * Runs {@link CodecBenchmark} under JMH for each codec and data set, taking turns with serbench's
 * own measuring JVMs for the cell, writes JMH's JSON to {@code reports/jmh/jmh-results.json},
 * serbench's to {@code reports/jmh/serbench-results.json} and the "Checked against JMH" page beside
 * them ({@code ./mvnw -Pjmh verify}).
 *
 * <p>serbench's side is measured here rather than taken from the report, because the report's run
 * lies hours away: on a 2-core VM a fixed workload's time moves by 10% between the JVMs of one run,
 * and a ratio of two runs hours apart measures that drift as much as the harness. Here each turn
 * runs one serbench JVM (half a cell's batches, as in a run) and one JMH fork per benchmark, in the
 * order serbench, JMH, JMH, serbench, serbench, JMH, ...: both sides' JVMs centre on the same
 * moment, so a steady drift cancels, and a swing of the machine's speed lands on either side by
 * chance rather than on one side's whole block, as it did when serbench measured its whole cell
 * before JMH's forks and again after them. The report's numbers are compared too, in a section of
 * their own.
 *
 * <p>A codec runs in JMH forks with serbench's heap flags plus the flags its library needs, as its
 * measuring JVM has in a serbench run; that is why each codec is a run of its own.
 */
public final class CrossCheck {
  private static final Path PAGE = Path.of("reports").resolve(JmhCrossCheck.PAGE);
  private static final Path JMH_RESULTS = PAGE.resolveSibling("jmh-results.json");

  /** serbench's measurements of the cross-check's own cells, taken in turns with JMH's forks. */
  private static final Path SERBENCH_PAIRED = PAGE.resolveSibling("serbench-results.json");

  /** The committed report's results, compared too: measured earlier, as a second opinion. */
  private static final Path SERBENCH_REPORT = Path.of("reports", "results.json");

  /** create, ser and decode: the most a codec runs (create only where serbench times it). */
  private static final int BENCHMARKS = 3;

  private static final ObjectMapper JSON = new ObjectMapper();

  private CrossCheck() {}

  public static void main(String[] args) {
    try {
      run(CrossCheckSettings.from(System.getProperties()));
    } catch (SettingsException | IOException | RunnerException e) {
      System.err.println("JMH cross-check stopped: " + e.getMessage());
      System.exit(1);
    } catch (InterruptedException e) {
      System.err.println("JMH cross-check stopped: interrupted");
      System.exit(1);
    }
  }

  private static void run(CrossCheckSettings settings)
      throws IOException, RunnerException, InterruptedException {
    Settings serbench = serbenchSettings(null, null);
    System.out.printf(
        Locale.ROOT,
        "JMH cross-check: %s on %s. Each codec: %d turns of one serbench JVM and one JMH fork per"
            + " benchmark (%d + %d iterations of %s), in the order serbench, JMH, JMH, serbench,"
            + " ...: at most %.0f s of JMH benchmarks, JVM starts, set-up and serbench aside%n",
        settings.codecs(),
        settings.dataSets(),
        settings.forks(),
        settings.warmup(),
        settings.iterations(),
        settings.time(),
        settings.seconds(BENCHMARKS));
    Map<String, RunResult> jmh = new LinkedHashMap<>();
    List<Result> paired = new ArrayList<>();
    String commit = Environment.gitCommit(Path.of("."));
    for (String codec : settings.codecs()) {
      CodecSpec spec = CodecRegistry.byName(codec);
      for (String name : settings.dataSets()) {
        DataSet<?> dataSet = DataSets.byName(name);
        int jvms = serbench.forks(name);
        List<Result> parts = new ArrayList<>();
        paired.add(null);
        Path replies = Files.createTempFile("serbench-jmh-link-", ".bin");
        try {
          Settings linked =
              serbenchSettings(
                  serbench.runStarted(),
                  JmhReplies.write(
                      replies,
                      options(settings, serbench, codec, name, false),
                      settings,
                      codec,
                      name,
                      dataSet.objectsPerBatch(CodecBenchmark.BATCH),
                      flags(serbench, codec)));
          for (int turn = 0; turn < settings.forks(); turn++) {
            // Turns in the order serbench, JMH | JMH, serbench | ... (ABBA, repeated): each side's
            // JVMs centre on the same moment (see the class comment).
            boolean serbenchFirst = turn % 2 == 0;
            ForkPlan fork = new ForkPlan(turn % jvms, jvms);
            if (serbenchFirst) {
              parts.add(serbenchJvm(spec, dataSet, fork, linked, turn, settings.forks()));
            }
            for (RunResult r :
                new Runner(options(settings, serbench, codec, name, timesCreate(parts.get(0))))
                    .run()) {
              jmh.merge(jmhKey(r), r, CrossCheck::mergeForks);
            }
            if (!serbenchFirst) {
              parts.add(serbenchJvm(spec, dataSet, fork, linked, turn, settings.forks()));
            }
            // Rewritten after every turn: a run stopped half-way keeps what finished, and no reader
            // ever sees a half-written file.
            AtomicWrite.writeString(JMH_RESULTS, json(jmh.values()));
            paired.set(paired.size() - 1, Forks.merge(parts));
            AtomicWrite.writeString(
                SERBENCH_PAIRED, JmhJson.render(paired, commit, serbench.runStarted()));
          }
        } finally {
          Files.deleteIfExists(replies);
        }
        print(paired.get(paired.size() - 1), "all " + parts.size() + " JVMs");
      }
    }
    JmhCrossCheck.write(JMH_RESULTS, SERBENCH_PAIRED, SERBENCH_REPORT, PAGE);
    System.out.println("JMH results: " + JMH_RESULTS + "; page: " + PAGE);
  }

  /** A JMH benchmark of one codec and data set. */
  private static String jmhKey(RunResult r) {
    return r.getParams().getBenchmark()
        + " "
        + r.getParams().getParam("codec")
        + " "
        + r.getParams().getParam("dataSet");
  }

  /** One benchmark's forks of two turns as one result, as JMH holds a run of several forks. */
  private static RunResult mergeForks(RunResult earlier, RunResult later) {
    List<BenchmarkResult> forks = new ArrayList<>(earlier.getBenchmarkResults());
    forks.addAll(later.getBenchmarkResults());
    return new RunResult(earlier.getParams(), forks);
  }

  /**
   * The settings of the full profile, as {@code ./mvnw test} measures with (the same forks,
   * batches, time limits and JVM flags), without the scaling runs: they come after the measured
   * batches and change nothing compared here. With {@code jmhReplies} (a cell's measuring JVMs),
   * each JVM first reads JMH's replies to a fork and writes its frames over a socket, as every JMH
   * fork does with its host ({@code serbench.jmhLink}, {@link JmhReplies}), and keeps the run's
   * start: without the link, the JDK's serialization runs compiled for other profiles on the two
   * sides, and java-built-in's decode of TestObject measured 0.87 to 0.94 of JMH's in every
   * comparison. Without it, the run's own settings: forks, CPU and start.
   */
  private static Settings serbenchSettings(Instant runStarted, Path jmhReplies) {
    Properties properties = new Properties();
    properties.putAll(System.getProperties());
    properties.setProperty(Settings.PREFIX + "scaling", "none");
    if (jmhReplies != null) {
      properties.setProperty(Settings.PREFIX + "jmhLink", jmhReplies.toString());
      properties.setProperty(Settings.PREFIX + "runStarted", runStarted.toString());
    }
    return Settings.from(properties);
  }

  /** One of serbench's JVMs for the cell, fresh, as the benchmark tests start it. */
  private static Result serbenchJvm(
      CodecSpec spec, DataSet<?> dataSet, ForkPlan fork, Settings settings, int turn, int turns)
      throws IOException, InterruptedException {
    Result jvm = IsolatedRun.measureFork(spec, dataSet, fork, settings, line -> {});
    if (jvm.status() != Result.Status.OK) {
      throw new IOException(
          "serbench could not measure "
              + jvm.key()
              + " ("
              + jvm.status()
              + " at "
              + jvm.step()
              + "): "
              + jvm.message());
    }
    print(jvm, String.format(Locale.ROOT, "turn %d of %d", turn + 1, turns));
    return jvm;
  }

  private static void print(Result cell, String which) {
    System.out.printf(
        Locale.ROOT,
        "serbench %s, %s: create %.1f, ser %.1f, decode %.1f ns/object%n",
        cell.key(),
        which,
        mean(Metric.CREATE, cell),
        mean(Metric.SER, cell),
        mean(Metric.DECODE, cell));
  }

  /** Whether serbench times the cell's create: a POJO binding's is the identity, left untimed. */
  private static boolean timesCreate(Result cell) {
    return mean(Metric.CREATE, cell) > 0;
  }

  private static double mean(Metric metric, Result cell) {
    return Arrays.stream(metric.samples(cell)).average().orElse(0);
  }

  private static Options options(
      CrossCheckSettings settings,
      Settings serbench,
      String codec,
      String dataSet,
      boolean create) {
    return new OptionsBuilder()
        .include(
            "^"
                + Pattern.quote(CodecBenchmark.class.getName())
                + (create ? "\\." : "\\.(ser|decode)$"))
        .param("codec", codec)
        .param("dataSet", dataSet)
        .operationsPerInvocation(DataSets.byName(dataSet).objectsPerBatch(CodecBenchmark.BATCH))
        .mode(Mode.AverageTime)
        .timeUnit(TimeUnit.NANOSECONDS)
        .forks(1) // one per turn; the turns' forks are merged into one result per benchmark
        .warmupIterations(settings.warmup())
        .warmupTime(settings.time())
        .measurementIterations(settings.iterations())
        .measurementTime(settings.time())
        .jvmArgs(flags(serbench, codec).toArray(String[]::new))
        .shouldFailOnError(true)
        .build();
  }

  /** The flags of JMH's forks of {@code codec}. */
  private static List<String> flags(Settings serbench, String codec) {
    List<String> flags = new ArrayList<>(List.of(Settings.DEFAULT_JVM_ARGS.split("\\s+")));
    flags.addAll(CodecRegistry.byName(codec).jvmArgs());
    // Recorded in JMH's results, so that the page compares only runs of one machine.
    flags.add(JmhCrossCheck.MACHINE_FLAG + Machine.key());
    if (serbench.onFastestCpu()) {
      flags.add("-D" + Settings.PREFIX + "cpu=" + Settings.CPU_FASTEST); // as serbench's side
    }
    return flags;
  }

  private static String json(Collection<RunResult> results) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
    out.flush();
    ArrayNode benchmarks = (ArrayNode) JSON.readTree(bytes.toByteArray());
    for (JsonNode b : benchmarks) {
      ObjectNode benchmark = (ObjectNode) b;
      // Each turn ran one fork, which JMH's parameters say; the result holds every turn's.
      benchmark.put("forks", b.path("primaryMetric").path("rawData").size());
      // JMH records the path of its forks' java, a directory of the machine that ran them; the
      // file names the JVM instead, as serbench's results do (the forks run this JVM's java).
      benchmark.put("jvm", Jvm.description());
    }
    return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(benchmarks) + "\n";
  }
}
