package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class FastestCpuTest {
  @Test
  void aCpuListNamesEveryCpuOfItsRanges() {
    assertThat(FastestCpu.cpuList("0-3,6,8-9")).containsExactly(0, 1, 2, 3, 6, 8, 9);
    assertThat(FastestCpu.cpuList("5\n")).containsExactly(5);
  }

  @Test
  void theThreadIsPinnedToOneOfItsCpusUntilReleased() throws Exception {
    assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux only");
    AtomicReference<List<String>> seen = new AtomicReference<>();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread thread =
        new Thread(
            () -> {
              try {
                String before = allowed();
                FastestCpu cpu = FastestCpu.forThisThread();
                if (FastestCpu.cpuList(before).size() < 2) {
                  return; // one CPU: nothing to choose
                }
                boolean chose = cpu.keep();
                String pinned = allowed();
                boolean choseAgain = cpu.keep();
                cpu.release();
                seen.set(
                    List.of(
                        String.valueOf(chose),
                        String.valueOf(cpu.failure()),
                        pinned,
                        String.valueOf(choseAgain),
                        allowed(),
                        before,
                        cpu.summary()));
              } catch (Throwable e) {
                thrown.set(e);
              }
            });
    thread.start();
    thread.join();
    if (thrown.get() != null) {
      throw new AssertionError(thrown.get());
    }
    assumeTrue(seen.get() != null, "one CPU: nothing to choose");
    List<String> s = seen.get();
    assertThat(s.get(1)).as("failure").isEqualTo("null");
    assertThat(s.get(0)).as("chose at the first boundary").isEqualTo("true");
    assertThat(FastestCpu.cpuList(s.get(2))).as("pinned").hasSize(1);
    assertThat(FastestCpu.cpuList(s.get(5))).contains(FastestCpu.cpuList(s.get(2)).get(0));
    assertThat(s.get(3)).as("chose again within the interval").isEqualTo("false");
    assertThat(s.get(4)).as("released").isEqualTo(s.get(5));
    assertThat(s.get(6)).startsWith("fastest of ").endsWith(" CPUs chosen 1 times, moved 0");
  }

  @Test
  void aCellThatEndsBeforeItsFirstChoiceSaysNoCpuWasChosen() throws Exception {
    assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "Linux only");
    FastestCpu cpu = FastestCpu.forThisThread();
    assumeTrue(cpu.failure() == null, "cannot pin: " + cpu.failure());
    assumeTrue(FastestCpu.cpuList(allowed()).size() >= 2, "one CPU: nothing to choose");

    cpu.release();

    assertThat(cpu.summary()).isEqualTo("no CPU chosen: the cell ended before its warm-up");
  }

  @Test
  void whereAThreadCanBePinnedTryingItLeavesTheThreadAsItWas() throws Exception {
    String before = allowed();
    FastestCpu here = FastestCpu.forThisThread();
    assumeTrue(here.failure() == null, "no Linux /proc/thread-self: " + here.failure());

    assertThat(FastestCpu.pinFailure()).isNull();
    assertThat(allowed()).isEqualTo(before);
  }

  private static String allowed() throws Exception {
    for (String line :
        Files.readString(Path.of("/proc/thread-self/status"), StandardCharsets.UTF_8).split("\n")) {
      if (line.startsWith("Cpus_allowed_list:")) {
        return line.substring("Cpus_allowed_list:".length()).strip();
      }
    }
    throw new AssertionError("no Cpus_allowed_list");
  }
}
