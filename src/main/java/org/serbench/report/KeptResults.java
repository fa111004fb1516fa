package org.serbench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.serbench.engine.Differences;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Variants;
import org.serbench.safety.SafetyFile;

/**
 * The run's result files kept beside its report, in {@code results/}: what the report was rendered
 * from, so that a change of the report's layout renders it again without measuring ({@code
 * ReportWriter REPORT_DIR/results REPORT_DIR}).
 *
 * <p>Only what the report reads is kept: the run's record, each cell's result file, the safety
 * files and the other JDKs' results of a per-JDK run. A JVM's own fork files are the cell's result
 * file's sources and stay in the run's directory.
 */
final class KeptResults {
  /** The folder in the report directory. */
  static final String FOLDER = "results";

  private KeptResults() {}

  /**
   * Replaces {@code reportDir/results} with the report's files of {@code runResultsDir}, whole: the
   * copy is made beside it and moved into place, so a reader never sees half of one run. Nothing
   * happens when the run's directory is that folder itself (a report rendered from kept results).
   */
  static void keep(Path runResultsDir, Path reportDir) throws IOException {
    Path target = reportDir.resolve(FOLDER);
    if (Files.exists(target)
        && Files.isSameFile(runResultsDir.toAbsolutePath(), target.toAbsolutePath())) {
      return;
    }
    Path fresh = reportDir.resolve(FOLDER + ".new");
    Path old = reportDir.resolve(FOLDER + ".old");
    delete(fresh);
    delete(old);
    copy(runResultsDir, fresh);
    if (Files.exists(target)) {
      Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
    }
    Files.move(fresh, target, StandardCopyOption.ATOMIC_MOVE);
    delete(old);
  }

  /** Copies the files the report reads, and the same of each per-JDK subdirectory. */
  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    List<Path> entries;
    try (Stream<Path> list = Files.list(from)) {
      entries = list.sorted().toList();
    }
    for (Path entry : entries) {
      String name = entry.getFileName().toString();
      if (Files.isDirectory(entry)) {
        if (name.equals(SafetyFile.DIR)) {
          copyFiles(entry, to.resolve(name));
        } else if (name.startsWith(org.serbench.engine.Settings.JDK_DIR_PREFIX)) {
          copy(entry, to.resolve(name));
        } else if (name.equals(Variants.DIR)) {
          copyTree(entry, to.resolve(name));
        }
      } else if (name.endsWith(ResultFile.SUFFIX)
          || name.equals(ReportWriter.RUN_FILE)
          || name.equals(Differences.FILE)
          || name.equals(ReportWriter.DATA_SETS_FILE)) {
        Files.copy(entry, to.resolve(name));
      }
    }
  }

  /** The variants' record and every version's cell files, not their JVMs' fork files. */
  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
        String name = file.getFileName().toString();
        if (name.equals(Variants.ORDER_FILE) || name.endsWith(ResultFile.SUFFIX)) {
          Path target = to.resolve(from.relativize(file).toString());
          Files.createDirectories(target.getParent());
          Files.copy(file, target);
        }
      }
    }
  }

  private static void copyFiles(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> list = Files.list(from)) {
      for (Path file : list.filter(Files::isRegularFile).sorted().toList()) {
        Files.copy(file, to.resolve(file.getFileName()));
      }
    }
  }

  /** Deletes a directory and everything in it; nothing when it does not exist. */
  static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
