package org.serbench.evolution;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.serbench.codec.EvolutionCodec;
import org.serbench.codec.EvolutionSpec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.engine.ChildJvm;
import org.serbench.safety.Keywords;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/**
 * The entry point of a JVM of the evolution matrix, whose class path holds one version of the
 * messages: it writes that version's messages, or reads the other version's, or both, for each of
 * the rows it is given, one row after the other. Arguments: the rows' names separated by {@code |},
 * the version (1 or 2), {@code write}, {@code read} or {@code read,write}, and the folder of the
 * matrix's files.
 *
 * <p>Each cell's outcome is appended to its row's file the moment it is known, after a {@code
 * running} line, so that the parent can name the cell a JVM died in ({@link EvolutionRun}). A
 * written message is checked first by reading it back with the same version: a codec that cannot
 * carry its own version has nothing to say about the other, and the cells that would read it say
 * {@code cannot carry}, not an evolution result.
 */
public final class EvolutionMain {
  private EvolutionMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      System.err.println("usage: EvolutionMain ROW[|ROW...] 1|2 write|read|read,write FOLDER");
      System.exit(2);
    }
    ChildJvm.watchParent();
    int version = Integer.parseInt(args[1]);
    List<String> steps = List.of(args[2].split(","));
    Path folder = Path.of(args[3]);
    int onClassPath = PojoMessages.versionOnClassPath();
    if (onClassPath != version) {
      System.err.println(
          "this JVM's class path holds version "
              + onClassPath
              + " of the messages, not "
              + version);
      System.exit(2);
    }
    for (String name : args[0].split(EvolutionRun.ROW_SEPARATOR_PATTERN)) {
      if (run(Rows.byName(name), version, steps, folder)) {
        System.exit(0);
      }
    }
    System.exit(0);
  }

  /**
   * Runs one row's cells of this JVM's steps that have no outcome yet; true when the JVM ran out of
   * memory, after which it must not go on.
   */
  private static boolean run(EvolutionSpec row, int version, List<String> steps, Path folder)
      throws IOException {
    Path file = SafetyFile.in(folder, row.name());
    Set<String> done = SafetyFile.done(file);
    EvolutionCodec codec = null;
    String setUpError = null;
    try {
      codec = row.setUp().apply(version);
    } catch (RuntimeException | LinkageError e) {
      setUpError = "set-up: " + Keywords.describe(e);
    }
    for (String step : steps) {
      boolean write = step.equals("write");
      String matrix = write ? EvolutionRun.writeMatrix(version) : EvolutionRun.readMatrix(version);
      for (Change change : Change.values()) {
        if (done.contains(matrix + "|" + change.message())) {
          continue;
        }
        SafetyFile.append(file, matrix, new SafetyOutcome(change.message(), Keywords.RUNNING, ""));
        SafetyOutcome outcome;
        boolean outOfMemory = false;
        try {
          if (setUpError != null) {
            outcome = new SafetyOutcome(change.message(), Outcome.ERROR, setUpError);
          } else if (write) {
            outcome = write(codec, change, version, folder, row.name());
          } else {
            outcome = read(codec, change, version, folder, row.name(), SafetyFile.read(file));
          }
        } catch (OutOfMemoryError e) {
          outcome = new SafetyOutcome(change.message(), Keywords.OUT_OF_MEMORY, e.toString());
          outOfMemory = true;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
          outcome =
              new SafetyOutcome(
                  change.message(),
                  Keywords.CRASH,
                  "serbench's probe failed: " + Keywords.describe(e));
        }
        SafetyFile.append(file, matrix, outcome);
        System.out.println(
            row.name() + " " + matrix + " " + change.message() + ": " + outcome.outcome());
        if (outOfMemory) {
          return true;
        }
      }
    }
    return false;
  }

  private static SafetyOutcome write(
      EvolutionCodec codec, Change change, int version, Path folder, String row)
      throws IOException {
    String message = change.message();
    byte[] bytes;
    Map<String, Object> back;
    try {
      bytes = codec.write(message, change.values(version));
    } catch (UnsupportedDataException e) {
      return new SafetyOutcome(message, Outcome.NOT_APPLICABLE, e.getMessage());
    } catch (Exception | StackOverflowError e) {
      return new SafetyOutcome(message, Outcome.CANNOT_CARRY, "write: " + Keywords.describe(e));
    }
    try {
      back = codec.read(message, bytes, version);
    } catch (Exception | StackOverflowError e) {
      return new SafetyOutcome(
          message,
          Outcome.CANNOT_CARRY,
          "version " + version + " could not read its own bytes: " + Keywords.describe(e));
    }
    for (Map.Entry<String, Object> value : change.values(version).entrySet()) {
      if (!back.containsKey(value.getKey())
          || !Outcome.same(back.get(value.getKey()), value.getValue())) {
        return new SafetyOutcome(
            message,
            Outcome.CANNOT_CARRY,
            "version "
                + version
                + "'s own round trip changed "
                + value.getKey()
                + ": "
                + Outcome.show(value.getValue())
                + " read as "
                + Outcome.show(back.get(value.getKey())));
      }
    }
    Path path = EvolutionRun.bytes(folder, row, message, version);
    Files.createDirectories(path.getParent());
    Files.write(path, bytes);
    return new SafetyOutcome(message, Outcome.WRITTEN, bytes.length + " bytes");
  }

  private static SafetyOutcome read(
      EvolutionCodec codec,
      Change change,
      int version,
      Path folder,
      String row,
      SafetyFile.Results results)
      throws IOException {
    String message = change.message();
    int writer = 3 - version;
    SafetyOutcome written =
        results.matrix(EvolutionRun.writeMatrix(writer)).stream()
            .filter(o -> o.probe().equals(message))
            .findFirst()
            .orElse(null);
    if (written == null || !written.outcome().equals(Outcome.WRITTEN)) {
      return new SafetyOutcome(
          message,
          written == null ? Outcome.ERROR : written.outcome(),
          "version "
              + writer
              + " wrote nothing: "
              + (written == null ? "its JVM left no outcome" : written.detail()));
    }
    SafetyOutcome own =
        results.matrix(EvolutionRun.writeMatrix(version)).stream()
            .filter(o -> o.probe().equals(message))
            .findFirst()
            .orElse(null);
    if (own != null && own.outcome().equals(Outcome.CANNOT_CARRY)) {
      return new SafetyOutcome(
          message, Outcome.CANNOT_CARRY, "the reader's version " + version + ": " + own.detail());
    }
    byte[] bytes = Files.readAllBytes(EvolutionRun.bytes(folder, row, message, writer));
    Map<String, Object> read;
    Map<String, Object> defaults;
    try {
      read = codec.read(message, bytes, writer);
    } catch (UnsupportedDataException e) {
      return new SafetyOutcome(message, Outcome.NOT_APPLICABLE, e.getMessage());
    } catch (Exception | StackOverflowError e) {
      return new SafetyOutcome(message, Outcome.ERROR, Keywords.describe(e));
    }
    try {
      defaults = codec.defaults(message);
    } catch (Exception e) {
      return new SafetyOutcome(
          message, Keywords.CRASH, "serbench's probe failed: defaults: " + Keywords.describe(e));
    }
    return Outcome.judge(change, version, read, defaults);
  }
}
