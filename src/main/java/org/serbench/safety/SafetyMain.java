package org.serbench.safety;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.engine.ChildJvm;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.gadget.Gadgets;

/**
 * The entry point of a codec's safety JVM: runs the cells of its matrices that its file does not
 * hold yet, one after the other, each line appended as soon as the cell ends. Arguments: codec
 * name, file, {@code all} or {@code sample}, the time limit of a cell in seconds, the seed.
 *
 * <p>A watchdog stops a cell that takes longer than its limit: it appends {@code hang} for it and
 * halts the JVM, and the parent starts a fresh one for the cells after it; a decoder stuck in a
 * loop cannot be interrupted any other way. A cell that ends past its limit before the watchdog
 * looked (it looks every 50 ms) is a hang all the same, so the outcome does not depend on when the
 * watchdog woke. An {@link OutOfMemoryError} is recorded and ends the JVM too, since a heap that
 * ran out may leave the next cell short. As the measuring JVMs do, this JVM halts when its parent
 * closes its standard input, so a stopped run leaves no process behind.
 */
public final class SafetyMain {
  /** The exit code of a JVM its watchdog halted. */
  static final int HALTED_BY_WATCHDOG = 4;

  private static final Object LOCK = new Object();
  private static volatile Matrices.Cell current;
  private static volatile long deadline;

  private SafetyMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      System.err.println("usage: SafetyMain CODEC FILE all|sample SECONDS SEED");
      System.exit(2);
    }
    ChildJvm.watchParent();
    CodecSpec spec = CodecRegistry.byName(args[0]);
    Path file = Path.of(args[1]);
    boolean all = args[2].equals("all");
    long limitNanos = (long) (Double.parseDouble(args[3]) * 1e9);
    long seed = Long.parseLong(args[4]);
    if (!Files.exists(file)) {
      SafetyFile.create(file, spec.name());
    }
    Set<String> done = SafetyFile.done(file);
    startWatchdog(file, limitNanos);
    boolean gadgetRan = false;
    for (Matrices.Cell cell : Matrices.cells(all)) {
      if (done.contains(cell.toString())) {
        continue;
      }
      if (cell.matrix().equals(Matrices.GADGET)) {
        if (gadgetRan) {
          continue; // the gadget probe's cells come in one call, with the first not done yet
        }
        gadgetRan = true;
      }
      begin(file, cell, limitNanos);
      List<SafetyOutcome> outcomes;
      boolean outOfMemory = false;
      try {
        outcomes = run(spec, cell, seed);
      } catch (OutOfMemoryError e) {
        outcomes = List.of(new SafetyOutcome(cell.probe(), Keywords.OUT_OF_MEMORY, e.toString()));
        outOfMemory = true;
      } catch (RuntimeException | LinkageError | StackOverflowError e) {
        outcomes =
            List.of(
                new SafetyOutcome(
                    cell.probe(),
                    Keywords.CRASH,
                    "serbench's probe failed: " + Keywords.describe(e)));
      }
      outcomes =
          outcomes.stream().filter(o -> !done.contains(cell.matrix() + "|" + o.probe())).toList();
      finish(file, cell, outcomes, limitNanos);
      System.out.println(
          cell
              + ": "
              + outcomes.stream().map(SafetyOutcome::outcome).collect(Collectors.joining(", ")));
      if (outOfMemory) {
        System.exit(0);
      }
    }
    System.exit(0);
  }

  private static List<SafetyOutcome> run(CodecSpec spec, Matrices.Cell cell, long seed) {
    return switch (cell.matrix()) {
      case Matrices.FIDELITY -> List.of(Fidelity.run(spec, FidelityProbes.byName(cell.probe())));
      case Matrices.HOSTILE -> List.of(Hostile.run(spec, cell.probe(), seed));
      case Matrices.GADGET -> Gadgets.probe(spec);
      default -> throw new IllegalArgumentException("no matrix " + cell.matrix());
    };
  }

  private static void begin(Path file, Matrices.Cell cell, long limitNanos) throws IOException {
    synchronized (LOCK) {
      SafetyFile.append(file, cell.matrix(), new SafetyOutcome(cell.probe(), Keywords.RUNNING, ""));
      deadline = System.nanoTime() + limitNanos;
      current = cell;
    }
  }

  private static void finish(
      Path file, Matrices.Cell cell, List<SafetyOutcome> outcomes, long limitNanos)
      throws IOException {
    synchronized (LOCK) {
      if (System.nanoTime() >= deadline) {
        hang(file, cell, limitNanos, "its end, past the limit");
      }
      for (SafetyOutcome outcome : outcomes) {
        SafetyFile.append(file, cell.matrix(), outcome);
      }
      current = null;
    }
  }

  /** Appends {@code hang} for a cell past its deadline, with where it was, and halts. */
  private static void hang(Path file, Matrices.Cell cell, long limitNanos, String where) {
    try {
      SafetyFile.append(
          file,
          cell.matrix(),
          new SafetyOutcome(
              cell.probe(),
              Keywords.HANG,
              String.format(
                  java.util.Locale.ROOT,
                  "no result within %.0f s; at %s",
                  limitNanos / 1e9,
                  where)));
    } catch (IOException e) {
      // the parent records the cell as it finds it
    }
    System.out.println(cell + ": hang");
    System.out.flush();
    Runtime.getRuntime().halt(HALTED_BY_WATCHDOG);
  }

  /** Starts the thread that records {@code hang} for a cell past its deadline and halts. */
  private static void startWatchdog(Path file, long limitNanos) {
    Thread main = Thread.currentThread();
    Thread watchdog =
        new Thread(
            () -> {
              while (true) {
                try {
                  Thread.sleep(50);
                } catch (InterruptedException e) {
                  return;
                }
                synchronized (LOCK) {
                  Matrices.Cell cell = current;
                  if (cell == null || System.nanoTime() < deadline) {
                    continue;
                  }
                  hang(
                      file,
                      cell,
                      limitNanos,
                      Arrays.stream(main.getStackTrace())
                          .limit(3)
                          .map(StackTraceElement::toString)
                          .collect(Collectors.joining(" < ")));
                }
              }
            },
            "serbench-safety-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
  }
}
