package org.serbench.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * What a run found different from its baseline and its recorded outcomes, each difference judged
 * better, worse or changed: the list the report's gate page shows. The tests append one line per
 * difference to {@link #FILE} in the run's directory as they find it; a run whose gate is on starts
 * the file empty, so that an empty list means the gate found nothing.
 */
public final class Differences {
  /** The file in the run's directory. */
  public static final String FILE = "differences.tsv";

  /** A fix, a smaller size: the baseline or recorded outcome may be updated. */
  public static final String BETTER = "better";

  /** What fails the build. */
  public static final String WORSE = "worse";

  /**
   * Neither: another error of the same rank, a size within its tolerance, an allocation warning.
   */
  public static final String CHANGED = "changed";

  private static final String HEADER = "cell\twhat\tbefore\tnow\tverdict\n";

  private Differences() {}

  /**
   * One difference.
   *
   * @param cell the codec and data set ({@code kryo on media.1}), or the safety cell
   * @param what what differs: a metric, or "outcome"
   * @param before the baseline's value or the recorded outcome
   * @param now this run's
   * @param verdict {@link #BETTER}, {@link #WORSE} or {@link #CHANGED}
   */
  public record Difference(String cell, String what, String before, String now, String verdict) {}

  /** Starts the run's list empty: the gate is on and has found nothing yet. */
  public static synchronized void start(Path runResultsDir) throws IOException {
    Path file = runResultsDir.resolve(FILE);
    if (!Files.exists(file)) {
      Files.createDirectories(runResultsDir);
      AtomicWrite.writeString(file, HEADER);
    }
  }

  /** Appends a difference, one line, to the run's list. */
  public static synchronized void add(Path runResultsDir, Difference d) throws IOException {
    start(runResultsDir);
    String line =
        String.join(
                "\t",
                List.of(d.cell(), d.what(), d.before(), d.now(), d.verdict()).stream()
                    .map(Differences::field)
                    .toList())
            + "\n";
    Files.writeString(
        runResultsDir.resolve(FILE), line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
  }

  /** The run's differences, in the order found; null when its gate kept no list. */
  public static List<Difference> read(Path runResultsDir) throws IOException {
    Path file = runResultsDir.resolve(FILE);
    if (!Files.exists(file)) {
      return null;
    }
    List<Difference> all = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] f = line.split("\t", -1);
      if (f.length == 5 && !line.equals(HEADER.strip())) {
        all.add(new Difference(f[0], f[1], f[2], f[3], f[4]));
      }
    }
    return all;
  }

  /** A value on one line, without the separator. */
  private static String field(String value) {
    return value == null ? "" : value.replaceAll("[\\t\\r\\n]+", " ").strip();
  }
}
