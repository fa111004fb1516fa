package org.serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;

/**
 * The index's Environment and Libraries tables: where and how the run measured, and the version of
 * every library the measured codecs loaded.
 */
final class EnvironmentTable {
  private EnvironmentTable() {}

  static void render(StringBuilder out, Environment env, List<Result> results) {
    out.append("## Environment\n\n");
    Table t = new Table(2, "What", "Value");
    t.row("Run started", env.runStarted().toString());
    t.row(
        "Wall time",
        Format.duration(env.wallTime())
            + (env.parts().isEmpty()
                ? ""
                : ", measured in "
                    + env.parts().size()
                    + " parts at one commit on this machine, each data set whole in one of"
                    + " them: a page ranks only codecs measured in one run"));
    for (int i = 0; i < env.parts().size(); i++) {
      Environment.Part part = env.parts().get(i);
      t.row(
          "Part " + (i + 1),
          "started "
              + part.started()
              + ", "
              + Format.duration(part.wallTime())
              + ": "
              + String.join(", ", part.dataSets()));
    }
    t.row("Git commit", env.gitCommit());
    t.row("JVM", distinct(results, Result::jvm));
    List<String> common = CodecTable.commonFlags(results);
    t.row(
        "JVM flags",
        "`"
            + String.join(" ", common)
            + "`"
            + (results.stream().anyMatch(r -> !CodecTable.ownFlags(r, common).isEmpty())
                ? ", plus each codec's own (see [codecs.md](codecs.md))"
                : ""));
    boolean cells = cellIsolated(results);
    boolean fastestCpu =
        results.stream().anyMatch(r -> r.isolation().endsWith(IsolatedRun.ON_FASTEST_CPU));
    t.row(
        "Isolation",
        distinct(
                results,
                r -> {
                  String isolation = r.isolation().replace(IsolatedRun.ON_FASTEST_CPU, "");
                  return !isolation.equals(IsolatedRun.FORKED)
                      ? isolation
                      : cells
                          ? "a fresh JVM per codec and data set" + laterJvms(results, env.spread())
                          : "one fresh JVM per codec, its data sets in turn";
                })
            + (fastestCpu
                ? "; the measuring thread kept on the CPU that ran a probe fastest"
                    + " (`serbench.cpu=fastest`)"
                : ""));
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
  }

  /** Whether every measured result of the run found its JVM fresh: one JVM per cell. */
  private static boolean cellIsolated(List<Result> results) {
    return results.stream()
        .filter(r -> r.status() == Result.Status.OK)
        .allMatch(r -> r.cold().freshJvm());
  }

  /**
   * The data sets measured in several JVMs, how many, and where the later ones ran; empty where
   * every cell had one.
   */
  static String laterJvms(List<Result> results, String spread) {
    List<Result> several =
        results.stream().filter(r -> r.status() == Result.Status.OK && r.jvms() > 1).toList();
    // A data set's planned JVMs are the fewest of its cells; a cell with more had JVMs added.
    Map<String, Integer> jvms = new LinkedHashMap<>();
    several.forEach(r -> jvms.merge(r.dataSet(), r.jvms(), Math::min));
    if (jvms.isEmpty()) {
      return "";
    }
    long added = several.stream().filter(r -> r.jvms() > jvms.get(r.dataSet())).count();
    int most = several.stream().mapToInt(r -> r.jvms() - jvms.get(r.dataSet())).max().orElse(0);
    Map<Integer, List<String>> byCount = new TreeMap<>();
    jvms.forEach((dataSet, n) -> byCount.computeIfAbsent(n, k -> new ArrayList<>()).add(dataSet));
    StringBuilder text = new StringBuilder();
    byCount.forEach(
        (n, dataSets) ->
            text.append(text.length() == 0 ? "; " : ", ")
                .append(join(dataSets))
                .append(": ")
                .append(n)
                .append(dataSets.size() > 1 ? " JVMs each" : " JVMs"));
    return text
        + switch (spread) {
          case Settings.SPREAD_RUN -> ", the later ones in a second pass after every codec's first";
          case Settings.SPREAD_CODEC -> ", the later ones in their codec's turn";
          default -> "";
        }
        + (added == 0
            ? ""
            : String.format(
                Locale.ROOT,
                "; %s %s, whose JVMs disagreed%s (`serbench.extraForks`)",
                added == 1 ? "1 cell" : Format.integer(added) + " cells",
                most == 1 ? "1 JVM more" : "up to " + most + " JVMs more",
                spread.equals(Settings.SPREAD_RUN)
                    ? ", each in a pass of its own after every codec's JVMs of the pass before"
                    : ""));
  }

  /** "a", "a and b", "a, b and c". */
  private static String join(List<String> names) {
    int last = names.size() - 1;
    return last == 0
        ? names.get(0)
        : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
  }

  private static String range(List<Result> results, ToIntFunction<Result> f) {
    int min =
        results.stream().filter(r -> r.status() == Result.Status.OK).mapToInt(f).min().orElse(0);
    int max =
        results.stream().filter(r -> r.status() == Result.Status.OK).mapToInt(f).max().orElse(0);
    return min == max ? Format.integer(min) : Format.integer(min) + " to " + Format.integer(max);
  }

  private static String distinct(List<Result> results, Function<Result, String> f) {
    Set<String> values = new LinkedHashSet<>();
    results.forEach(r -> values.add(f.apply(r)));
    return values.isEmpty() ? "n/a" : String.join("; ", values);
  }
}
