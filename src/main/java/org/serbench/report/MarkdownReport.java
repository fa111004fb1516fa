package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Renders a run's results as the Markdown report: the environment, then per data set the tables a
 * reader of the seeds expects, fastest (or smallest) first, units in every header.
 *
 * <p>The output depends only on its inputs, so it can be tested against a golden file.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /**
   * The report of a run.
   *
   * @param dataSets data set names to their one-line descriptions, in report order
   */
  public static String render(Environment env, Map<String, String> dataSets, List<Result> results) {
    return render(env, dataSets, results, "", Map.of(), null);
  }

  /**
   * The report of a run with its charts.
   *
   * @param charts empty when the charts were drawn beside the report, else why they were not
   * @param unavailable codecs of the seeds serbench cannot run at all, to the reason
   */
  public static String render(
      Environment env,
      Map<String, String> dataSets,
      List<Result> results,
      String charts,
      Map<String, String> unavailable,
      Result floor) {
    StringBuilder out = new StringBuilder();
    out.append("# serbench report\n\n");
    out.append(
        "Every number below comes from a round trip that was checked field by field on every object"
            + " of the batch before anything was timed. Times are per batch of objects unless the"
            + " header says per object; see the project README for how to read and rerun them.\n\n");
    if ("quick".equals(env.profile())) {
      out.append(
          "> **Quick profile**: few, small batches for development. These numbers are not to be"
              + " trusted; run the full benchmark for those.\n\n");
    }
    environment(out, env, results);
    out.append("## Data sets\n\n");
    out.append(
        "Each data set has a page with jvm-serializers' columns and the tables below them."
            + " \"Objects\" is one batch; one operation (op) is one object of it.\n\n");
    Table index = new Table("Data set", "Objects per batch", "Measured", "Not measured", "What");
    for (Map.Entry<String, String> dataSet : dataSets.entrySet()) {
      List<Result> of = results.stream().filter(r -> r.dataSet().equals(dataSet.getKey())).toList();
      if (of.isEmpty()) {
        continue;
      }
      long ok = of.stream().filter(r -> r.status() == Result.Status.OK).count();
      index.row(
          "[" + dataSet.getKey() + "](" + pageFile(dataSet.getKey()) + ")",
          Format.integer(of.get(0).objects()),
          Long.toString(ok),
          Long.toString(of.size() - ok),
          dataSet.getValue());
    }
    index.appendTo(out);
    measurementQuality(out, results, floor);
    SupportMatrix.render(out, dataSets.keySet(), results, unavailable);
    Scaling.render(out, results);
    coldStart(out, results);
    return out.toString();
  }

  /**
   * What a reader needs to judge the numbers: the harness's own floor, the warm-ups that never
   * settled, the rows that break an invariant, and the machine's drift seen by the calibration.
   */
  private static void measurementQuality(StringBuilder out, List<Result> results, Result floor) {
    out.append("## Measurement quality\n\n");
    if (floor != null && floor.status() == Result.Status.OK) {
      out.append(
          "**Harness floor**: the same loops, sink and protocol around a binding that does no"
              + " work (create returns the model, ser a constant array, deser a constant object),"
              + " in a JVM of its own. Every figure of the report includes this much harness"
              + " time per object.\n\n");
      Table t = new Table("Phase", "ns/object", "±95% CI");
      for (org.serbench.engine.Metric m :
          List.of(
              org.serbench.engine.Metric.CREATE,
              org.serbench.engine.Metric.SER,
              org.serbench.engine.Metric.SAME,
              org.serbench.engine.Metric.DESER_ONLY,
              org.serbench.engine.Metric.SHALLOW,
              org.serbench.engine.Metric.DECODE)) {
        Summary s = Summary.of(m.samples(floor));
        t.row(
            m.label().substring(0, m.label().indexOf('.')),
            Format.decimals(s.mean(), 2),
            Format.decimals(s.ciHalfWidth(), 2));
      }
      t.appendTo(out);
    } else {
      out.append("**Harness floor**: not measured in this run (it needs forked JVMs).\n\n");
    }
    List<Result> ok = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    List<String> unsettled = ok.stream().filter(r -> !r.settled()).map(Result::key).toList();
    List<String> implausible =
        ok.stream()
            .filter(r -> !Plausibility.violations(r).isEmpty())
            .map(r -> r.key() + " (" + String.join(", ", Plausibility.violations(r)) + ")")
            .toList();
    out.append("**Warm-up**: ")
        .append(Format.integer(ok.size() - unsettled.size()))
        .append(" of ")
        .append(Format.integer(ok.size()))
        .append(
            " measured cells reached a steady state (the JIT quiet, the trailing half of the"
                + " warm-up in agreement) before the warm-up cap; on a machine whose own speed"
                + " varies from second to second (see machine drift below), a cell that did not"
                + " settle is more often the machine's noise than the JIT's.")
        .append(listed(unsettled))
        .append("**Plausibility** (deser ≤ +shal ≤ +deep within the error): ")
        .append(
            implausible.isEmpty()
                ? "every row holds.\n\n"
                : implausible.size() + " rows do not." + listed(implausible));
    Table byDataSet = new Table("Data set", "Measured cells", "Settled", "Implausible rows");
    for (String dataSet :
        ok.stream()
            .map(Result::dataSet)
            .collect(java.util.stream.Collectors.toCollection(LinkedHashSet::new))) {
      List<Result> cells = ok.stream().filter(r -> r.dataSet().equals(dataSet)).toList();
      byDataSet.row(
          dataSet,
          Format.integer(cells.size()),
          Format.integer(cells.stream().filter(Result::settled).count()),
          Format.integer(
              cells.stream().filter(r -> !Plausibility.violations(r).isEmpty()).count()));
    }
    if (!byDataSet.isEmpty()) {
      byDataSet.appendTo(out);
    }
    double[] calibrations =
        ok.stream().mapToDouble(Result::calibrationNs).filter(v -> v > 0).toArray();
    if (calibrations.length >= 2) {
      Summary c = Summary.of(calibrations);
      out.append("**Machine drift**: a fixed calibration workload took ")
          .append(Format.millis(c.min()))
          .append(" to ")
          .append(Format.millis(c.max()))
          .append(" ms (median ")
          .append(Format.millis(c.median()))
          .append(" ms, CV ")
          .append(Format.percent(c.coefficientOfVariation()))
          .append(") across the ")
          .append(calibrations.length)
          .append(
              " TestObject cells of the run: differences below that between two codecs, or two"
                  + " runs, are the machine's, not the libraries'.\n\n");
    }
  }

  /** A list of cells after a sentence: in full when short, else in a collapsed block. */
  private static String listed(List<String> cells) {
    if (cells.isEmpty()) {
      return "\n\n";
    }
    if (cells.size() <= 10) {
      return " Not: " + String.join("; ", cells) + ".\n\n";
    }
    return "\n\n<details><summary>The "
        + cells.size()
        + " cells</summary>\n\n"
        + String.join("; ", cells)
        + ".\n\n</details>\n\n";
  }

  /** The file of a data set's page, beside the index. */
  public static String pageFile(String dataSet) {
    return dataSet.replaceAll("[^A-Za-z0-9._-]", "_") + ".md";
  }

  /** The page of one data set: every table of it; empty when nothing measured it. */
  public static String renderPage(
      Environment env, String name, String description, List<Result> results, String charts) {
    StringBuilder out = new StringBuilder();
    if ("quick".equals(env.profile())) {
      out.append(
          "> **Quick profile**: few, small batches for development. These numbers are not to be"
              + " trusted; run the full benchmark for those.\n\n");
    }
    dataSet(out, name, description, results, charts);
    if (out.isEmpty()) {
      return "";
    }
    return "[serbench report](README.md) of "
        + env.runStarted()
        + ", commit "
        + env.gitCommit()
        + "\n\n"
        + out;
  }

  /** The cold start of every codec: the first data set of its fresh JVM. */
  private static void coldStart(StringBuilder out, List<Result> results) {
    List<Result> fresh =
        results.stream()
            .filter(r -> r.status() == Result.Status.OK && r.cold().freshJvm())
            .sorted(Comparator.comparingLong(r -> r.cold().firstRoundTripNs()))
            .toList();
    if (fresh.isEmpty()) {
      return;
    }
    out.append("## Cold start\n\n");
    out.append(
        "Each codec's fresh JVM, on its first data set: the library's set-up (constructing the"
            + " codec, class loading included), the first round trip of one object including that"
            + " set-up, and the first whole batch against the warm average. Later data sets share"
            + " the JVM; their pages show the first use of their class.\n\n");
    Table cold =
        new Table(
            "Codec",
            "Data set",
            "Set-up (ms)",
            "First round trip (ms)",
            "First batch ser (ms)",
            "First batch deser (ms)",
            "First batch / warm");
    for (Result r : fresh) {
      Result.ColdStart c = r.cold();
      Row row = new Row(r);
      cold.row(
          r.codec(),
          r.dataSet(),
          Format.millis(c.setupNs()),
          Format.millis(c.firstRoundTripNs()),
          Format.millis(c.firstBatchSerNs()),
          Format.millis(c.firstBatchDeserNs()),
          Format.decimals((c.firstBatchSerNs() + c.firstBatchDeserNs()) / row.roundTrip.mean(), 1)
              + "x");
    }
    cold.appendTo(out);
  }

  private static void environment(StringBuilder out, Environment env, List<Result> results) {
    out.append("## Environment\n\n");
    Table t = new Table(2, "What", "Value");
    t.row("Run started", env.runStarted().toString());
    t.row("Wall time", Format.duration(env.wallTime()));
    t.row("Git commit", env.gitCommit());
    t.row("JVM", distinct(results, Result::jvm));
    List<String> common = commonFlags(results);
    t.row(
        "JVM flags",
        "`"
            + String.join(" ", common)
            + "`"
            + (results.stream().anyMatch(r -> !ownFlags(r, common).isEmpty())
                ? ", plus each codec's own (see Codecs)"
                : ""));
    boolean cells = cellIsolated(results);
    t.row(
        "Isolation",
        distinct(
            results,
            r ->
                !r.isolation().equals("forked JVM")
                    ? r.isolation()
                    : cells
                        ? "a fresh JVM per codec and data set (TestObject: several)"
                        : "one fresh JVM per codec, its data sets in turn"));
    t.row("OS", env.os());
    t.row("CPU", env.cpu());
    t.row("Cores", Integer.toString(env.cores()));
    t.row("Memory", Format.bytes(env.memoryBytes()));
    t.row("Profile", env.profile());
    t.row("Regression gate", env.gate());
    t.row("Seed", distinct(results, r -> Long.toString(r.seed())));
    t.row("Objects per batch", distinct(results, r -> Format.integer(r.objects())));
    t.row(
        "Measured batches",
        range(results, Result::batches) + " (per codec: see the Batches columns)");
    t.row("Warm-up batches (not counted)", range(results, Result::warmup));
    t.appendTo(out);

    out.append("### Libraries\n\n");
    Map<String, String> libraries = new TreeMap<>();
    results.forEach(r -> libraries.putAll(r.libraries()));
    Table lib = new Table(2, "Artifact", "Version");
    libraries.forEach(lib::row);
    lib.appendTo(out);

    out.append("### Codecs\n\n");
    Map<String, Result> byCodec = new TreeMap<>();
    results.forEach(r -> byCodec.put(r.codec(), r));
    Table codecs = new Table(3, "Codec", "Configuration", "Own JVM flags");
    byCodec.forEach(
        (codec, r) -> {
          List<String> own = ownFlags(r, common);
          codecs.row(
              codec, r.configuration(), own.isEmpty() ? "" : "`" + String.join(" ", own) + "`");
        });
    codecs.appendTo(out);
    List<String> notes =
        UNLIKE_THE_SEEDS.entrySet().stream()
            .filter(e -> byCodec.containsKey(e.getKey()))
            .map(e -> "- `" + e.getKey() + "`: " + e.getValue() + "\n")
            .toList();
    if (!notes.isEmpty()) {
      out.append("#### Unlike the seeds\n\n");
      notes.forEach(out::append);
      out.append('\n');
    }
  }

  /**
   * Where a codec's documented defaults make it measure other work than the seed that made it
   * known, and which variant measures the seed's configuration.
   */
  private static final Map<String, String> UNLIKE_THE_SEEDS =
      new TreeMap<>(
          Map.of(
              "json/jackson/databind",
              "Jackson's JavaTimeModule writes every Instant as decimal seconds with nanoseconds"
                  + " (a BigDecimal each; TestObject holds 1,011 instants), where"
                  + " performance-playground's Jackson wrote epoch milliseconds: that is most of why"
                  + " Jackson is many times slower than Protobuf on TestObject here and about twice"
                  + " as slow there. `json/jackson/databind-millis` is the seed's configuration.",
              "fory",
              "Fory 1.6 defaults to compatible mode (field metadata in every message);"
                  + " jvm-serializers' fury measured the schema-consistent mode, which"
                  + " `fory-registered-consistent` measures."));

  private static void dataSet(
      StringBuilder out, String name, String description, List<Result> results, String charts) {
    List<Row> rows =
        results.stream().filter(r -> r.status() == Result.Status.OK).map(Row::new).toList();
    if (rows.isEmpty()) {
      return;
    }
    int objects = rows.get(0).result.objects();
    out.append("## ").append(name).append("\n\n").append(description).append(".\n\n");
    out.append("### Charts\n\n");
    if (charts.isEmpty()) {
      for (org.serbench.engine.Metric metric : Charts.CHARTED) {
        out.append("![")
            .append(Charts.title(name, metric))
            .append("](")
            .append(Charts.relativePath(name, metric))
            .append(")\n");
      }
      out.append('\n');
    } else {
      out.append("Not drawn: ").append(charts).append("\n\n");
    }

    overview(out, rows, objects);

    out.append("### Encoding\n\n");
    out.append(
        "create + ser: the model converted to the library's own type (schema libraries) and"
            + " encoded. A library that encodes while building its message (FlatBuffers, Cap'n"
            + " Proto) does its work in create, so only the sum ranks libraries on the same"
            + " work.\n\n");
    timeTable(out, rows, objects, r -> r.encode);
    out.append("### Decoding\n\n");
    out.append(
        "deser + deep read: decoding and reading every field of the decoded object"
            + " (jvm-serializers' \"+deep\"), so that a lazy decoder pays for what it"
            + " deferred.\n\n");
    timeTable(out, rows, objects, r -> r.deser);

    out.append("### Round trip\n\n");
    out.append(
        "ser + deser per batch; \"create\" converts the model to the library's own type (schema"
            + " libraries only) and is timed on its own; total = create + ser + deser.\n\n");
    Table trip =
        new Table(
            "Codec",
            "Average (ms/batch)",
            "±95% CI (ms)",
            "ser + deser (ns/object)",
            "create (ns/object)",
            "total (ns/object)");
    for (Row r : sorted(rows, x -> x.roundTrip.mean())) {
      trip.row(
          r.codec(),
          Format.millis(r.roundTrip.mean()),
          Format.millis(r.roundTrip.ciHalfWidth()),
          Format.integer(r.roundTrip.mean() / objects),
          Format.integer(r.create.mean() / objects),
          Format.integer((r.roundTrip.mean() + r.create.mean()) / objects));
    }
    trip.appendTo(out);

    out.append("### Distribution\n\n");
    Table dist =
        new Table(
            2, "Codec", "Phase", "Median (ms/batch)", "p90 (ms)", "p99 (ms)", "Std dev (ms)", "CV");
    for (Row r : sorted(rows, x -> x.roundTrip.mean())) {
      for (String phase : List.of("ser", "deser")) {
        Summary s = phase.equals("ser") ? r.ser : r.deser;
        dist.row(
            r.codec(),
            phase,
            Format.millis(s.median()),
            Format.millis(s.p90()),
            Format.millis(s.p99()),
            Format.millis(s.standardDeviation()),
            Format.percent(s.coefficientOfVariation()));
      }
    }
    dist.appendTo(out);

    out.append("### Size and compression\n\n");
    out.append(
        "Each object encoded on its own, as a message on the wire, and compressed on its own;"
            + " smallest first.\n\n");
    Table size =
        new Table(
            "Codec",
            "Size (bytes/object)",
            "gzip (bytes/object)",
            "deflate (bytes/object)",
            "gzip ratio",
            "Batch (bytes)");
    for (Row r : sorted(rows, x -> x.result.size().bytes())) {
      Result.Size s = r.result.size();
      size.row(
          r.codec(),
          Format.decimals((double) s.bytes() / objects, 1),
          Format.decimals((double) s.gzipBytes() / objects, 1),
          Format.decimals((double) s.deflateBytes() / objects, 1),
          Format.decimals((double) s.bytes() / s.gzipBytes(), 2),
          Format.integer(s.bytes()));
    }
    size.appendTo(out);

    out.append("### Allocation\n\n");
    out.append(
        "Heap bytes the measuring thread allocated per object (ThreadMXBean), averaged over the"
            + " measured batches; collections and their time during those batches.\n\n");
    Table alloc =
        new Table(
            "Codec",
            "ser (bytes/op)",
            "deser (bytes/op)",
            "GC collections (ser + deser)",
            "GC time (ms)");
    for (Row r : sorted(rows, x -> x.serAlloc + x.deserAlloc)) {
      Result.Gc gc = r.result.gc();
      alloc.row(
          r.codec(),
          allocation(r.serAlloc / objects),
          allocation(r.deserAlloc / objects),
          Format.integer(gc.serCount() + gc.deserCount()),
          Format.integer(gc.serMillis() + gc.deserMillis()));
    }
    alloc.appendTo(out);

    runs(out, rows);

    out.append("### Cold start and first use\n\n");
    out.append(
        "The first round trip of one object and the first whole batch, against the warm average."
            + " Only a codec's first data set runs in a fresh JVM (\"fresh\"), its set-up"
            + " included; on later data sets the library is loaded and these figures are the first"
            + " use of this data set's classes.\n\n");
    Table cold =
        new Table(
            "Codec",
            "JVM",
            "Set-up (ms)",
            "First round trip (ms)",
            "First batch ser (ms)",
            "First batch deser (ms)",
            "First batch / warm (ser + deser)");
    for (Row r : sorted(rows, x -> x.result.cold().firstRoundTripNs())) {
      Result.ColdStart c = r.result.cold();
      cold.row(
          r.codec(),
          c.freshJvm() ? "fresh" : "in use",
          Format.millis(c.setupNs()),
          Format.millis(c.firstRoundTripNs()),
          Format.millis(c.firstBatchSerNs()),
          Format.millis(c.firstBatchDeserNs()),
          Format.decimals((c.firstBatchSerNs() + c.firstBatchDeserNs()) / r.roundTrip.mean(), 1)
              + "x");
    }
    cold.appendTo(out);
  }

  /** jvm-serializers' table: every phase per operation, and the sizes. */
  private static void overview(StringBuilder out, List<Row> rows, int objects) {
    out.append("### jvm-serializers' columns\n\n");
    out.append(
        "Mean ns per operation (one object) over the measured batches, by total. create: model to"
            + " the library's type (schema libraries); ser: each object of the batch once; +same:"
            + " one object again and again; deser: decoding alone; +shal: decoding and reading the"
            + " root's own fields; +deep: decoding and reading every field; every phase times"
            + " every object of the batch in the same loop shape. total = create + ser + +deep."
            + " size: bytes per object; +dfl: deflated on its own; gzip and its ratio. JVMs: the"
            + " fresh JVMs that measured the row; warm-up: seconds until the JIT was quiet and the"
            + " batches agreed (\"cap\": it never settled). Plausible: deser ≤ +shal ≤ +deep"
            + " within their confidence intervals, else the row is flagged and not to be"
            + " believed.\n\n");
    Table t =
        new Table(
            "Codec",
            "create",
            "ser",
            "+same",
            "deser",
            "+shal",
            "+deep",
            "total",
            "size",
            "+dfl",
            "gzip",
            "ratio",
            "JVMs",
            "warm-up (s)",
            "plausible");
    for (Row r : sorted(rows, x -> x.create.mean() + x.ser.mean() + x.deser.mean())) {
      Result.Samples s = r.result.samples();
      Result.Size size = r.result.size();
      t.row(
          r.codec(),
          Format.integer(r.create.mean() / objects),
          Format.integer(r.ser.mean() / objects),
          perOp(s.sameNs(), objects),
          perOp(s.decodeNs(), objects),
          perOp(s.shallowNs(), objects),
          Format.integer(r.deser.mean() / objects),
          Format.integer((r.create.mean() + r.ser.mean() + r.deser.mean()) / objects),
          Format.integer((double) size.bytes() / objects),
          Format.integer((double) size.deflateBytes() / objects),
          Format.integer((double) size.gzipBytes() / objects),
          Format.decimals((double) size.bytes() / size.gzipBytes(), 2),
          Integer.toString(Math.max(1, r.result.forks().size())),
          warmup(r.result),
          plausible(r.result));
    }
    t.appendTo(out);
  }

  /** The warm-up of a result's JVMs in seconds, "cap" where one never settled. */
  static String warmup(Result r) {
    if (r.forks().isEmpty()) {
      return "-";
    }
    String seconds =
        r.forks().stream()
            .map(f -> Format.decimals(f.warmupNs() / 1e9, 1))
            .collect(java.util.stream.Collectors.joining(" / "));
    return r.settled() ? seconds : seconds + " (cap)";
  }

  private static String plausible(Result r) {
    List<String> violations = Plausibility.violations(r);
    return violations.isEmpty() ? "yes" : "**no**: " + String.join(", ", violations);
  }

  private static String perOp(long[] samples, int objects) {
    return samples.length == 0 ? "-" : Format.integer(Summary.of(samples).mean() / objects);
  }

  /** Seed 002's repeated runs: the cold batch (#0) and the first warm-up batches. */
  private static void runs(StringBuilder out, List<Row> rows) {
    out.append("### Repeated runs\n\n");
    out.append(
        "ser + deser (with the deep read) of the whole batch in ms: run #0 is the first batch of"
            + " this data set, #1 to #4 the warm-up batches after it, then the warm average, so the"
            + " warm-up curve shows.\n\n");
    Table t = new Table("Codec", "#0", "#1", "#2", "#3", "#4", "warm");
    for (Row r : sorted(rows, x -> x.roundTrip.mean())) {
      Result.Runs runs = r.result.runs();
      String[] cells = new String[7];
      cells[0] = r.codec();
      for (int i = 0; i < 5; i++) {
        cells[i + 1] =
            i < runs.serNs().length ? Format.millis(runs.serNs()[i] + runs.deserNs()[i]) : "-";
      }
      cells[6] = Format.millis(r.roundTrip.mean());
      t.row(cells);
    }
    t.appendTo(out);
  }

  private static void timeTable(
      StringBuilder out,
      List<Row> rows,
      int objects,
      java.util.function.Function<Row, Summary> metric) {
    out.append(
        "Per batch of "
            + Format.integer(objects)
            + " objects, fastest first. Spread: the fastest and slowest batch as percent off the"
            + " mean. CV: standard deviation / mean.\n\n");
    Table t =
        new Table(
            "Codec",
            "Average (ms)",
            "Min (ms)",
            "Max (ms)",
            "±95% CI (ms)",
            "Spread",
            "CV",
            "ns/object",
            "Batches");
    for (Row r : sorted(rows, x -> metric.apply(x).mean())) {
      Summary s = metric.apply(r);
      t.row(
          r.codec(),
          Format.millis(s.mean()),
          Format.millis(s.min()),
          Format.millis(s.max()),
          Format.millis(s.ciHalfWidth()),
          Format.signedPercent(s.minOffMean()) + " / " + Format.signedPercent(s.maxOffMean()),
          Format.percent(s.coefficientOfVariation()),
          Format.integer(s.mean() / objects),
          Integer.toString(s.n()));
    }
    t.appendTo(out);
  }

  /** Whether every measured result of the run found its JVM fresh: one JVM per cell. */
  private static boolean cellIsolated(List<Result> results) {
    return results.stream()
        .filter(r -> r.status() == Result.Status.OK)
        .allMatch(r -> r.cold().freshJvm());
  }

  /** The flags every measuring JVM had: {@code serbench.jvmArgs}. */
  private static List<String> commonFlags(List<Result> results) {
    List<String> common = null;
    for (Result r : results) {
      if (common == null) {
        common = new ArrayList<>(r.jvmFlags());
      } else {
        common.retainAll(r.jvmFlags());
      }
    }
    return common == null ? List.of() : common;
  }

  private static List<String> ownFlags(Result r, List<String> common) {
    return r.jvmFlags().stream().filter(f -> !common.contains(f)).toList();
  }

  private static String range(List<Result> results, java.util.function.ToIntFunction<Result> f) {
    int min =
        results.stream().filter(r -> r.status() == Result.Status.OK).mapToInt(f).min().orElse(0);
    int max =
        results.stream().filter(r -> r.status() == Result.Status.OK).mapToInt(f).max().orElse(0);
    return min == max ? Format.integer(min) : Format.integer(min) + " to " + Format.integer(max);
  }

  /**
   * One line of why a result has no numbers: the library's error, or for a round trip that lost
   * data the first differing field with its two values.
   */
  static String reason(Result r) {
    List<String> lines = r.message().lines().map(String::strip).toList();
    if (r.status() == Result.Status.MISMATCH) {
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).startsWith("field/property")) {
          StringBuilder difference = new StringBuilder(lines.get(i));
          for (int j = i + 1; j < Math.min(i + 3, lines.size()); j++) {
            difference.append(' ').append(lines.get(j).replaceFirst("^- ", ""));
          }
          return lines.get(0) + " " + difference;
        }
      }
    }
    return lines.isEmpty() ? "" : lines.get(0);
  }

  private static String allocation(double bytesPerOp) {
    return bytesPerOp < 0 ? "unknown" : Format.integer(bytesPerOp);
  }

  private static String distinct(
      List<Result> results, java.util.function.Function<Result, String> f) {
    Set<String> values = new LinkedHashSet<>();
    results.forEach(r -> values.add(f.apply(r)));
    return values.isEmpty() ? "n/a" : String.join("; ", values);
  }

  private static List<Row> sorted(List<Row> rows, ToDoubleFunction<Row> key) {
    List<Row> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparingDouble(key).thenComparing(Row::codec));
    return copy;
  }

  /** One measured result with its summaries computed once. */
  private static final class Row {
    final Result result;
    final Summary create;
    final Summary ser;
    final Summary encode;
    final Summary deser;
    final Summary roundTrip;
    final double serAlloc;
    final double deserAlloc;

    Row(Result r) {
      this.result = r;
      Result.Samples s = r.samples();
      this.create = acrossJvms(r, s.createNs());
      this.ser = acrossJvms(r, s.serNs());
      this.deser = acrossJvms(r, s.deserNs());
      long[] trip = new long[s.serNs().length];
      long[] encoded = new long[s.serNs().length];
      for (int i = 0; i < trip.length; i++) {
        trip[i] = s.serNs()[i] + s.deserNs()[i];
        encoded[i] = s.createNs()[i] + s.serNs()[i];
      }
      this.roundTrip = acrossJvms(r, trip);
      this.encode = acrossJvms(r, encoded);
      this.serAlloc = meanOrUnknown(s.serAllocBytes());
      this.deserAlloc = meanOrUnknown(s.deserAllocBytes());
    }

    String codec() {
      return result.codec();
    }

    private static Summary acrossJvms(Result r, long[] perBatch) {
      double[] samples = new double[perBatch.length];
      for (int i = 0; i < samples.length; i++) {
        samples[i] = perBatch[i];
      }
      return Summary.of(samples).acrossJvms(Result.forkMeans(samples, r.forks()));
    }

    private static double meanOrUnknown(long[] values) {
      for (long v : values) {
        if (v < 0) {
          return -1;
        }
      }
      return Summary.of(values).mean();
    }
  }
}
