package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.HarnessFloor;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/**
 * The report's {@code index.html}: one self-contained page that sorts, filters, charts and compares
 * the run's results in the browser. The page (html/page.html), its script (html/app.js) and its
 * style (html/app.css) are resources of this package, inlined here with the run's data; the page
 * loads nothing, and its Content-Security-Policy forbids it to (default-src 'none').
 *
 * <p>The data is results.json's JMH entries as they are, beside what the page shows around them:
 * the run (commit, start, profile, JVM, machine, flags, wall time), the library versions loaded,
 * and per codec its format, its family (the first library it names, Jackson's modules as one) and
 * its safety verdict.
 */
public final class HtmlPage {
  /** The page's file name in the report directory. */
  public static final String FILE = "index.html";

  private static final String RESOURCES = "html/";
  private static final ObjectMapper JSON = new ObjectMapper();

  private HtmlPage() {}

  /**
   * A codec as the page shows it beside its numbers.
   *
   * @param format {@code json}, {@code binary}, {@code xml} or {@code other}
   * @param family the library it belongs to
   * @param safety its verdict on untrusted input, or empty where it ran no safety probe
   */
  record CodecInfo(String format, String family, String safety) {}

  /**
   * The page of a run.
   *
   * @param title the page's title and heading
   * @param run the run's facts, by the page's keys: commit, started, profile, jvm, machine, flags,
   *     wallTime
   * @param libraries every library loaded, {@code groupId:artifactId} to version
   * @param codecs what the page shows of each codec
   * @param resultsJson the run's results.json
   */
  static String render(
      String title,
      Map<String, String> run,
      Map<String, String> libraries,
      Map<String, CodecInfo> codecs,
      String resultsJson) {
    return render(title, run, libraries, codecs, Map.of(), resultsJson);
  }

  /**
   * The page of a run whose implausible rows ({@link Plausibility}) it leaves out of its table,
   * charts and comparison, naming them with their reasons, as the Markdown does.
   *
   * @param implausible data set to codec to the reasons its row is not to be believed
   */
  static String render(
      String title,
      Map<String, String> run,
      Map<String, String> libraries,
      Map<String, CodecInfo> codecs,
      Map<String, Map<String, String>> implausible,
      String resultsJson) {
    ObjectNode data = JSON.createObjectNode();
    data.put("title", title);
    ObjectNode runNode = data.putObject("run");
    run.forEach(runNode::put);
    ObjectNode libraryNode = data.putObject("libraries");
    libraries.forEach(libraryNode::put);
    ObjectNode codecNode = data.putObject("codecs");
    codecs.forEach(
        (name, info) ->
            codecNode
                .putObject(name)
                .put("format", info.format())
                .put("family", info.family())
                .put("safety", info.safety()));
    ObjectNode implausibleNode = data.putObject("implausible");
    implausible.forEach((dataSet, rows) -> rows.forEach(implausibleNode.putObject(dataSet)::put));
    try {
      data.set("results", withoutSamples(JSON.readTree(resultsJson)));
      // Inside a <script> element "</script" would end it: "<" is written as a JSON escape.
      String json = JSON.writeValueAsString(data).replace("<", "\\u003c");
      return resource("page.html")
          .replace("/*SERBENCH-CSS*/", resource("app.css"))
          .replace("/*SERBENCH-APP*/", resource("app.js"))
          .replace("__SERBENCH_TITLE__", escaped(title))
          .replace("__SERBENCH_DATA__", json);
    } catch (IOException e) {
      throw new UncheckedIOException("the HTML page could not be assembled", e);
    }
  }

  /**
   * The entries without their batch samples and percentiles, which the page does not show: a whole
   * run's page is under a third of its results.json.
   */
  private static JsonNode withoutSamples(JsonNode entries) {
    for (JsonNode entry : entries) {
      List<JsonNode> metrics = new ArrayList<>();
      metrics.add(entry.path("primaryMetric"));
      entry.path("secondaryMetrics").forEach(metrics::add);
      for (JsonNode metric : metrics) {
        if (metric instanceof ObjectNode m) {
          m.remove(List.of("rawData", "scorePercentiles"));
        }
      }
    }
    return entries;
  }

  /** The page of a run from its results, as the report writer has them. */
  static String render(
      Environment env, List<Result> results, List<SafetyFile.Results> safety, String resultsJson) {
    return render(env, results, safety, Plausibility.of(results, null), resultsJson);
  }

  /** The page of a run, its rows checked by the run's {@link Plausibility}. */
  static String render(
      Environment env,
      List<Result> results,
      List<SafetyFile.Results> safety,
      Plausibility plausibility,
      String resultsJson) {
    Map<String, Map<String, String>> implausible = new TreeMap<>();
    for (Result r : results) {
      List<String> violations = plausibility.violations(r);
      if (!violations.isEmpty()) {
        implausible
            .computeIfAbsent(r.dataSet(), d -> new TreeMap<>())
            .put(r.codec(), String.join("; ", violations));
      }
    }
    Map<String, String> jvm = jvm(results);
    Map<String, String> run = new LinkedHashMap<>();
    run.put("commit", env.gitCommit());
    run.put("started", env.runStarted().toString());
    run.put("profile", env.profile());
    run.put("jvm", jvm.getOrDefault("jvm", ""));
    run.put("machine", env.cpu() + ", " + env.cores() + " cores, " + env.os());
    run.put("flags", jvm.getOrDefault("flags", ""));
    run.put("wallTime", Format.duration(env.wallTime()));
    return render(
        "serbench: commit " + env.gitCommit() + ", " + env.runStarted(),
        run,
        libraries(results),
        codecs(results, safety),
        implausible,
        resultsJson);
  }

  /** The first measuring JVM's name and flags, as the page's run facts. */
  private static Map<String, String> jvm(List<Result> results) {
    return results.stream()
        .filter(r -> !r.jvm().isEmpty())
        .findFirst()
        .map(r -> Map.of("jvm", r.jvm(), "flags", String.join(" ", r.jvmFlags())))
        .orElse(Map.of());
  }

  private static Map<String, String> libraries(List<Result> results) {
    Map<String, String> libraries = new TreeMap<>();
    results.forEach(r -> libraries.putAll(r.libraries()));
    return libraries;
  }

  /** Format, family and safety verdict of every codec the results or the safety files name. */
  static Map<String, CodecInfo> codecs(List<Result> results, List<SafetyFile.Results> safety) {
    Map<String, String> verdicts = new TreeMap<>();
    safety.forEach(s -> SafetyVerdict.of(s).ifPresent(v -> verdicts.put(v.codec(), v.verdict())));
    Map<String, CodecInfo> codecs = new TreeMap<>();
    for (Result r : results) {
      if (r.codec().equals(HarnessFloor.NAME)) {
        continue;
      }
      codecs.computeIfAbsent(
          r.codec(),
          name -> new CodecInfo(format(name), family(name), verdicts.getOrDefault(name, "")));
    }
    return codecs;
  }

  /** The page's format of a codec: json, xml, binary or other ({@link CodecFormat}). */
  static String format(String codec) {
    List<CodecFormat> formats = CodecFormat.formats(codec);
    return formats.isEmpty() ? "other" : formats.get(0).tag();
  }

  /**
   * The library a codec belongs to, by the first library it names: its artifact id without a {@code
   * -core}, {@code -java} or Scala suffix, every Jackson module as {@code jackson}, and {@code jdk}
   * for the JDK's own; for a codec the registry does not know, the first word of its name.
   */
  static String family(String codec) {
    List<String> artifacts = CodecRegistry.artifacts(codec);
    if (artifacts.isEmpty()) {
      String[] parts = codec.split("[/+-]");
      return codec.startsWith("java-") ? "jdk" : parts[0];
    }
    String artifact = artifacts.get(0);
    String group = artifact.substring(0, artifact.indexOf(':'));
    if (group.startsWith("com.fasterxml.jackson")) {
      return "jackson";
    }
    String id =
        artifact
            .substring(artifact.indexOf(':') + 1)
            .replaceFirst("_2\\.\\d+$", "")
            .replaceFirst("-(core|java)$", "")
            .replaceFirst("^lib", "");
    return id.equals("runtime") ? group.substring(group.lastIndexOf('.') + 1) : id;
  }

  private static String escaped(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = HtmlPage.class.getResourceAsStream(RESOURCES + name)) {
      if (in == null) {
        throw new IOException("resource " + RESOURCES + name + " is missing from the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * Writes {@code index.html} into a report folder from its {@code results.json}, without
   * measuring: {@code HtmlPage REPORT_DIR RESULT_FILES_DIR SAFETY_OUTCOMES}. The result files (a
   * run's, or the baseline taken from the same run) give the library versions and the machine, the
   * recorded safety outcomes ({@code src/test/resources/safety-outcomes.properties}) the verdicts.
   * This is how a report folder from before the page, such as the committed one, gets it.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: HtmlPage REPORT_DIR RESULT_FILES_DIR SAFETY_OUTCOMES");
      System.exit(2);
    }
    Path reportDir = Path.of(args[0]);
    Path resultsFile = reportDir.resolve(ReportWriter.JSON_FILE);
    if (!Files.isRegularFile(resultsFile)) {
      System.err.println(
          resultsFile + " is missing: the page is made from a report's results.json");
      System.exit(2);
    }
    String resultsJson = Files.readString(resultsFile);
    List<Result> results = ResultFile.readAll(Path.of(args[1]));
    if (results.isEmpty()) {
      System.err.println(args[1] + " holds no result files (*.result.properties)");
      System.exit(2);
    }
    JsonNode first = JSON.readTree(resultsJson).path(0);
    JsonNode runNode = first.path(JmhJson.RUN_KEY);
    Map<String, String> run = new LinkedHashMap<>();
    run.put("commit", runNode.path("commit").asText(""));
    run.put("started", runNode.path("started").asText(""));
    run.put("profile", "");
    run.put("jvm", first.path("jvm").asText(""));
    run.put("machine", results.get(0).machine());
    List<String> flags = new ArrayList<>();
    first.path("jvmArgs").forEach(f -> flags.add(f.asText()));
    run.put("flags", String.join(" ", flags));
    run.put("wallTime", "");
    Path page =
        AtomicWrite.writeString(
            reportDir.resolve(FILE),
            render(
                "serbench: commit " + run.get("commit") + ", " + run.get("started"),
                run,
                libraries(results),
                codecs(results, recordedSafety(Path.of(args[2]))),
                resultsJson));
    System.out.println("page written to " + page);
  }

  /** The recorded safety outcomes ({@code codec|matrix|probe=outcome}) as each codec's results. */
  private static List<SafetyFile.Results> recordedSafety(Path file) throws IOException {
    Properties recorded = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      recorded.load(in);
    }
    Map<String, Map<String, List<SafetyOutcome>>> byCodec = new TreeMap<>();
    for (String key : new java.util.TreeSet<>(recorded.stringPropertyNames())) {
      String[] parts = key.split("\\|", 3);
      if (parts.length != 3) {
        throw new IllegalArgumentException(
            file + ": '" + key + "' is not codec|matrix|probe, as the recorded outcomes are");
      }
      byCodec
          .computeIfAbsent(parts[0], c -> new LinkedHashMap<>())
          .computeIfAbsent(parts[1], m -> new ArrayList<>())
          .add(new SafetyOutcome(parts[2], recorded.getProperty(key), ""));
    }
    List<SafetyFile.Results> results = new ArrayList<>();
    byCodec.forEach((codec, matrices) -> results.add(new SafetyFile.Results(codec, matrices)));
    return results;
  }
}
