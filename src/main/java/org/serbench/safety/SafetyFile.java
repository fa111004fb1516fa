package org.serbench.safety;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A codec's safety results: one file per codec in the run's results directory, one line per cell,
 * appended the moment the cell has its outcome, so that a JVM that dies keeps every cell it
 * finished.
 *
 * <p>A line is {@code matrix TAB probe TAB outcome TAB detail}, tabs, newlines and backslashes in
 * the detail escaped, and any other control character as a backslash, u and four hex digits, so
 * that no result file holds one; the first line names the codec. A cell about to run gets a line
 * with the outcome {@code running} first: the last line of a cell is its outcome, and a cell whose
 * last line is {@code running} was under way when its JVM ended.
 */
public final class SafetyFile {
  /** The subdirectory of a run's results that holds the safety files. */
  public static final String DIR = "safety";

  private static final String SUFFIX = ".safety.tsv";
  private static final String CODEC = "codec";

  /**
   * A codec's results.
   *
   * @param codec the codec's name
   * @param matrices each matrix's cells in the order they ran, without a cell still running
   */
  public record Results(String codec, Map<String, List<SafetyOutcome>> matrices) {
    /** The cells of one matrix; empty when it did not run. */
    public List<SafetyOutcome> matrix(String name) {
      return matrices.getOrDefault(name, List.of());
    }
  }

  private SafetyFile() {}

  /** The file of a codec in a run's results directory. */
  public static Path of(Path runResultsDir, String codec) {
    return in(runResultsDir.resolve(DIR), codec);
  }

  /**
   * The file of a codec in a folder of such files: the safety matrices' ({@link #DIR}), or another
   * matrix's that keeps its cells in the same form (the evolution matrix).
   */
  public static Path in(Path folder, String codec) {
    return folder.resolve(codec.replaceAll("[^A-Za-z0-9._+-]", "_") + SUFFIX);
  }

  /** Starts a codec's file afresh. */
  public static void create(Path file, String codec) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, CODEC + "\t" + escape(codec) + "\n", StandardCharsets.UTF_8);
  }

  /** Appends one cell's line, in one write. */
  public static void append(Path file, String matrix, SafetyOutcome outcome) throws IOException {
    String line =
        String.join(
                "\t",
                escape(matrix),
                escape(outcome.probe()),
                escape(outcome.outcome()),
                escape(outcome.detail()))
            + "\n";
    Files.write(
        file,
        line.getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.APPEND,
        StandardOpenOption.CREATE);
  }

  /** Reads a codec's file: every cell's last line, a {@code running} one included. */
  public static Results read(Path file) throws IOException {
    String codec = null;
    Map<String, Map<String, SafetyOutcome>> cells = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.isEmpty()) {
        continue;
      }
      String[] parts = line.split("\t", -1);
      if (parts[0].equals(CODEC) && parts.length == 2) {
        codec = unescape(parts[1]);
        continue;
      }
      if (parts.length != 4) {
        // A line cut short by a JVM that died mid-write: the cell shows as not finished.
        continue;
      }
      SafetyOutcome outcome =
          new SafetyOutcome(unescape(parts[1]), unescape(parts[2]), unescape(parts[3]));
      cells
          .computeIfAbsent(unescape(parts[0]), k -> new LinkedHashMap<>())
          .put(outcome.probe(), outcome);
    }
    if (codec == null) {
      throw new IOException("corrupt safety file " + file + ": it does not name its codec");
    }
    Map<String, List<SafetyOutcome>> matrices = new LinkedHashMap<>();
    cells.forEach((matrix, byProbe) -> matrices.put(matrix, List.copyOf(byProbe.values())));
    return new Results(codec, matrices);
  }

  /** The cells of a file that have their outcome, as {@code matrix|probe}. */
  public static Set<String> done(Path file) throws IOException {
    Set<String> done = new HashSet<>();
    finished(read(file))
        .matrices()
        .forEach((matrix, cells) -> cells.forEach(c -> done.add(matrix + "|" + c.probe())));
    return done;
  }

  /** The finished cells of a file, without one still running. */
  public static Results finished(Results results) {
    Map<String, List<SafetyOutcome>> matrices = new LinkedHashMap<>();
    results
        .matrices()
        .forEach(
            (matrix, cells) ->
                matrices.put(
                    matrix,
                    cells.stream().filter(c -> !c.outcome().equals(Keywords.RUNNING)).toList()));
    return new Results(results.codec(), matrices);
  }

  /** The finished results of every codec in a run's results directory, by file name. */
  public static List<Results> readAll(Path runResultsDir) throws IOException {
    return readFolder(runResultsDir.resolve(DIR));
  }

  /** The finished results of every codec whose file is in {@code dir}, by file name. */
  public static List<Results> readFolder(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    List<Path> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
    }
    List<Results> all = new ArrayList<>();
    for (Path file : files) {
      all.add(finished(read(file)));
    }
    return all;
  }

  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> {
          if (Character.isISOControl(c)) {
            out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }

  static String unescape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < text.length()) {
        char next = text.charAt(++i);
        if (next == 'u' && i + 4 < text.length()) {
          out.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16));
          i += 4;
          continue;
        }
        out.append(
            switch (next) {
              case 't' -> '\t';
              case 'n' -> '\n';
              case 'r' -> '\r';
              default -> next;
            });
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
