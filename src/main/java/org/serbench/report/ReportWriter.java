package org.serbench.report;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.codec.CodecRegistry;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;

/**
 * Assembles the report of a run from its result files and writes it atomically.
 *
 * <p>It is called at the end of every test JVM: each one rebuilds the report from all result files
 * of the run so far, so the report is whole after the last one, whether the tests ran in one forked
 * JVM per class or all in one IDE JVM.
 */
public final class ReportWriter {
  /** The report's file name in the report directory. */
  public static final String FILE = "README.md";

  /** The results in JMH's JSON format. */
  public static final String JSON_FILE = "results.json";

  /** The results as CSV. */
  public static final String CSV_FILE = "results.csv";

  /** The comparison with an earlier run ({@code serbench.compareTo}). */
  public static final String COMPARISON_FILE = "comparison.md";

  private ReportWriter() {}

  /** Writes {@code reportDir/README.md} from every result in {@code runResultsDir}. */
  public static Path write(
      Path runResultsDir,
      Path reportDir,
      Instant runStarted,
      String profile,
      Path projectDir,
      String gate)
      throws IOException {
    List<Result> results = ResultFile.readAll(runResultsDir);
    Instant lastFinished =
        results.stream().map(Result::finished).max(Comparator.naturalOrder()).orElse(runStarted);
    Environment env =
        Environment.capture(
            runStarted, Duration.between(runStarted, lastFinished), profile, projectDir, gate);
    Map<String, String> dataSets = new LinkedHashMap<>();
    for (DataSet<?> d : DataSets.all()) {
      dataSets.put(d.name(), d.description());
    }
    String charts = "";
    try {
      for (String dataSet : dataSets.keySet()) {
        Charts.draw(
            reportDir, dataSet, results.stream().filter(r -> r.dataSet().equals(dataSet)).toList());
      }
    } catch (IOException | RuntimeException | LinkageError e) {
      // A machine without fonts cannot draw; the numbers are still worth a report.
      charts = e.toString();
    }
    AtomicWrite.writeString(reportDir.resolve(JSON_FILE), JmhJson.render(results));
    AtomicWrite.writeString(reportDir.resolve(CSV_FILE), CsvResults.render(results));
    return AtomicWrite.writeString(
        reportDir.resolve(FILE),
        MarkdownReport.render(env, dataSets, results, charts, CodecRegistry.unavailable()));
  }
}
