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

  @Test
  void aCrashEndsItsCellAndAFreshJvmGoesOnWithTheCellsAfterIt() throws Exception {
    List<WatchedJvm.Cells> files = List.of(file("one"), file("two"));
    WatchedJvm.untilEveryCell(
        files,
        left -> {
          started.add(names(left));
          for (WatchedJvm.Cells f : left) {
            for (Matrices.Cell cell : CELLS) {
              if (SafetyFile.done(f.file()).contains(cell.toString())) {
                continue;
              }
              if (started.size() == 1 && f == files.get(1) && cell.probe().equals("a")) {
                SafetyFile.append(f.file(), "m", new SafetyOutcome("a", Keywords.RUNNING, ""));
                return new WatchedJvm.Ended(false, "the JVM exited with code 134");
              }
              finish(f, cell.probe());
            }
          }
          return new WatchedJvm.Ended(false, "");
        });

    assertThat(started).containsExactly(List.of("one", "two"), List.of("two"));
    assertThat(SafetyFile.read(files.get(0).file()).matrix("m"))
        .extracting(SafetyOutcome::outcome)
        .containsExactly("fine", "fine");
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
          if (started.size() == 1) {
            return new WatchedJvm.Ended(false, "the JVM exited with code 1");
          }
          for (WatchedJvm.Cells f : left) {
            for (Matrices.Cell cell : CELLS) {
              finish(f, cell.probe());
            }
          }
          return new WatchedJvm.Ended(false, "");
        });

    assertThat(started).containsExactly(List.of("one", "two"), List.of("two"));
    assertThat(SafetyFile.read(files.get(0).file()).matrix("m"))
        .extracting(SafetyOutcome::outcome)
        .containsExactly(Keywords.CRASH, Keywords.CRASH);
    assertThat(SafetyFile.read(files.get(1).file()).matrix("m"))
        .extracting(SafetyOutcome::outcome)
        .containsExactly("fine", "fine");
  }
}
