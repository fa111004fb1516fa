package org.serbench.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JVMs that run the cells of several files one file after the other, as evolution rows do. */
class WatchedJvmTest {
  private static final List<Matrices.Cell> CELLS =
      List.of(new Matrices.Cell("m", "a"), new Matrices.Cell("m", "b"));

  @TempDir Path folder;

  private final List<List<String>> started = new ArrayList<>();

  private WatchedJvm.Cells file(String name) throws IOException {
    Path file = SafetyFile.in(folder, name);
    SafetyFile.create(file, name);
    return new WatchedJvm.Cells(file, CELLS);
  }

  private List<String> names(List<WatchedJvm.Cells> left) {
    return left.stream().map(c -> c.file().getFileName().toString().split("\\.")[0]).toList();
  }

  private static void finish(WatchedJvm.Cells f, String probe) throws IOException {
    SafetyFile.append(f.file(), "m", new SafetyOutcome(probe, Keywords.RUNNING, ""));
    SafetyFile.append(f.file(), "m", new SafetyOutcome(probe, "fine", ""));
  }

  /** A JVM that runs every cell given to it that has no outcome yet, and ends well. */
  private static WatchedJvm.Ended runAll(List<WatchedJvm.Cells> left) throws IOException {
    for (WatchedJvm.Cells f : left) {
      for (Matrices.Cell cell : CELLS) {
        if (!SafetyFile.done(f.file()).contains(cell.toString())) {
          finish(f, cell.probe());
        }
      }
    }
    return new WatchedJvm.Ended(false, "");
  }

  private static List<String> outcomes(WatchedJvm.Cells f) throws IOException {
    return SafetyFile.read(f.file()).matrix("m").stream().map(SafetyOutcome::outcome).toList();
  }

  @Test
  void aCrashEndsItsCellAndAFreshJvmGoesOnWithTheCellsAfterIt() throws Exception {
    List<WatchedJvm.Cells> files = List.of(file("one"), file("two"));
    WatchedJvm.untilEveryCell(
        files,
        left -> {
          started.add(names(left));
          if (started.size() == 1) {
            // The first file's cells run; the JVM dies in the second file's first cell.
            runAll(List.of(files.get(0)));
            SafetyFile.append(
                files.get(1).file(), "m", new SafetyOutcome("a", Keywords.RUNNING, ""));
            return new WatchedJvm.Ended(false, "the JVM exited with code 134");
          }
          return runAll(left);
        });

    assertThat(started).containsExactly(List.of("one", "two"), List.of("two"));
    assertThat(outcomes(files.get(0))).containsExactly("fine", "fine");
    assertThat(SafetyFile.read(files.get(1).file()).matrix("m"))
        .extracting(SafetyOutcome::probe, SafetyOutcome::outcome)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("a", Keywords.CRASH),
            org.assertj.core.groups.Tuple.tuple("b", "fine"));
  }

  @Test
  void aJvmThatEndsBeforeItsFirstCellLeavesTheFirstFileCrashedAndTheNextGoesOn() throws Exception {
    List<WatchedJvm.Cells> files = List.of(file("one"), file("two"));
    WatchedJvm.untilEveryCell(
        files,
        left -> {
          started.add(names(left));
          return started.size() == 1
              ? new WatchedJvm.Ended(false, "the JVM exited with code 1")
              : runAll(left);
        });

    assertThat(started).containsExactly(List.of("one", "two"), List.of("two"));
    assertThat(outcomes(files.get(0))).containsExactly(Keywords.CRASH, Keywords.CRASH);
    assertThat(outcomes(files.get(1))).containsExactly("fine", "fine");
  }
}
