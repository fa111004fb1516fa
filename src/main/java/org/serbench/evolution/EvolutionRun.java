package org.serbench.evolution;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.serbench.codec.EvolutionSpec;
import org.serbench.engine.ChildJvm;
import org.serbench.engine.Settings;
import org.serbench.safety.Matrices;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.WatchedJvm;

/**
 * Runs one row of the evolution matrix as a rolling upgrade meets it: a JVM holding version 1 of
 * the messages writes them; a JVM holding version 2 reads those bytes (backward: the new reader on
 * old bytes) and writes its own; a JVM holding version 1 reads them (forward: the old reader on new
 * bytes). Every JVM has one version of the message classes on its class path, under the same names,
 * so a codec that writes class names meets the name it wrote.
 *
 * <p>Rows that need the same JVM flags share these three JVMs ({@link #runTogether}): a row's JVM
 * reads and writes ten small messages, far less than starting the JVM costs. As in the safety
 * matrices, a JVM that dies or stops making progress leaves its cell a {@code crash} or {@code
 * hang}, and a fresh JVM runs the cells after it.
 */
public final class EvolutionRun {
  /** The subdirectory of a run's results that holds the matrix's files. */
  public static final String DIR = "evolution";

  /** The matrix of the new reader on old bytes. */
  public static final String BACKWARD = "backward";

  /** The matrix of the old reader on new bytes. */
  public static final String FORWARD = "forward";

  /** No line from a JVM for this long stops it: a cell is one small message. */
  private static final long QUIET_MILLIS = 60_000;

  /**
   * The JIT's first tier only: a row's JVM reads and writes ten small messages once, which C2 never
   * pays back. On the project's 2-core VM, 18 rows of Jackson, Kryo and Fory took 73.8 s with both
   * tiers and 60.7 s with this, every outcome the same.
   */
  static final String FIRST_TIER_ONLY = "-XX:TieredStopAtLevel=1";

  /** Separates the rows of one JVM in its first argument; no row's name holds it. */
  static final String ROW_SEPARATOR = "|";

  static final String ROW_SEPARATOR_PATTERN = "\\|";

  private EvolutionRun() {}

  /** The matrix of the cells in which a version writes its messages. */
  static String writeMatrix(int version) {
    return "write-" + version;
  }

  /** The matrix of the cells in which a version reads the other's messages. */
  static String readMatrix(int version) {
    return version == 2 ? BACKWARD : FORWARD;
  }

  /** Where a row keeps the bytes a version wrote of a message. */
  static Path bytes(Path folder, String row, String message, int version) {
    return folder
        .resolve("bytes")
        .resolve(row.replaceAll("[^A-Za-z0-9._+-]", "_"))
        .resolve(message + ".v" + version + ".bin");
  }

  /**
   * Runs the rows' cells and returns each row's results by its name. The rows that need the same
   * JVM flags run in the same three JVMs (more where one dies or hangs), one row after the other in
   * the order given.
   */
  public static Map<String, SafetyFile.Results> runTogether(
      List<EvolutionSpec> rows, Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    Path folder = settings.runResultsDir().resolve(DIR);
    Map<List<String>, List<EvolutionSpec>> byFlags = new LinkedHashMap<>();
    for (EvolutionSpec row : rows) {
      if (row.name().contains(ROW_SEPARATOR)) {
        throw new IllegalArgumentException(
            "an evolution row's name must not hold " + ROW_SEPARATOR + ": " + row.name());
      }
      SafetyFile.create(SafetyFile.in(folder, row.name()), row.name());
      byFlags.computeIfAbsent(row.jvmArgs(), k -> new ArrayList<>()).add(row);
    }
    for (List<EvolutionSpec> group : byFlags.values()) {
      runJvms(group, settings, folder, 1, List.of("write"), output);
      runJvms(group, settings, folder, 2, List.of("write", "read"), output);
      runJvms(group, settings, folder, 1, List.of("read"), output);
    }
    Map<String, SafetyFile.Results> results = new LinkedHashMap<>();
    for (EvolutionSpec row : rows) {
      results.put(
          row.name(), SafetyFile.finished(SafetyFile.read(SafetyFile.in(folder, row.name()))));
    }
    return results;
  }

  /** Runs JVMs of one version until every cell of its steps of every row has an outcome. */
  private static void runJvms(
      List<EvolutionSpec> rows,
      Settings settings,
      Path folder,
      int version,
      List<String> steps,
      Consumer<String> output)
      throws IOException, InterruptedException {
    List<Matrices.Cell> cells = new ArrayList<>();
    for (String step : steps) {
      for (Change change : Change.values()) {
        String matrix = step.equals("write") ? writeMatrix(version) : readMatrix(version);
        cells.add(new Matrices.Cell(matrix, change.message()));
      }
    }
    Map<Path, EvolutionSpec> rowOf = new LinkedHashMap<>();
    List<WatchedJvm.Cells> files = new ArrayList<>();
    for (EvolutionSpec row : rows) {
      Path file = SafetyFile.in(folder, row.name());
      rowOf.put(file, row);
      files.add(new WatchedJvm.Cells(file, cells));
    }
    WatchedJvm.untilEveryCell(
        files,
        left -> {
          List<String> command = new ArrayList<>();
          command.add(settings.javaHomes().get(0).resolve("bin").resolve("java").toString());
          command.addAll(settings.untimedJvmArgs());
          command.add(FIRST_TIER_ONLY);
          command.addAll(rows.get(0).jvmArgs());
          command.add(EvolutionMain.class.getName());
          command.add(
              left.stream()
                  .map(f -> rowOf.get(f.file()).name())
                  .collect(Collectors.joining(ROW_SEPARATOR)));
          command.add(Integer.toString(version));
          command.add(String.join(",", steps));
          command.add(folder.toAbsolutePath().toString());
          List<Path> watched = left.stream().map(WatchedJvm.Cells::file).toList();
          return WatchedJvm.run(command, classPath(version), watched, QUIET_MILLIS, output);
        });
  }

  /** This JVM's class path with one version of the message classes. */
  static String classPath(int version) {
    return ChildJvm.classPath() + File.pathSeparator + messageClasses().resolve("v" + version);
  }

  /**
   * The folder of both versions' message classes: {@code target/evolution-classes}, beside the main
   * classes, where the build compiles {@code src/main/evolution/v1} and {@code v2}.
   */
  static Path messageClasses() {
    Path classes;
    try {
      classes =
          Path.of(EvolutionRun.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException | RuntimeException e) {
      throw new IllegalStateException("cannot tell where serbench's classes are: " + e, e);
    }
    Path folder = classes.resolveSibling("evolution-classes");
    Path probe = folder.resolve("v2/" + PojoMessages.PACKAGE.replace('.', '/') + "/AddField.class");
    if (!Files.isRegularFile(probe)) {
      throw new IllegalStateException(
          "the evolution matrix needs the message classes that ./mvnw compile builds from"
              + " src/main/evolution into "
              + folder
              + ", and "
              + probe
              + " is not there: run it from serbench's own build");
    }
    return folder;
  }
}
