package org.serbench.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.ResultFile;
import org.serbench.evolution.Change;
import org.serbench.evolution.EvolutionRun;
import org.serbench.evolution.Rows;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;

/**
 * The lists a registered codec must be in, beside the registry itself (docs/adding-a-framework.md,
 * steps 6 and 10 to 13): a codec added to {@link CodecRegistry} and forgotten in one of them fails
 * here, in seconds, instead of at the end of a full run. The benchmark method is {@code TagsTest}'s
 * to check.
 */
class RegisteredCodecListsTest {
  private static final Path RESOURCES = Path.of("src/test/resources");

  private static Properties outcomes;
  private static Properties safetyOutcomes;
  private static Properties evolutionOutcomes;

  @BeforeAll
  static void readTheRecordedOutcomes() throws IOException {
    outcomes = load(RESOURCES.resolve("outcomes.properties"));
    safetyOutcomes = load(RESOURCES.resolve("safety-outcomes.properties"));
    evolutionOutcomes = load(RESOURCES.resolve("evolution-outcomes.properties"));
  }

  private static Properties load(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    }
    return p;
  }

  /**
   * A run that records outcomes or a baseline ({@code serbench.updateOutcomes}, {@code
   * serbench.updateBaseline}) writes what these checks read, after they ran: they check the next
   * run, instead of failing the one that fixes what they report.
   */
  private static void notWhileRecording() {
    assumeFalse(
        Boolean.getBoolean("serbench.updateOutcomes")
            || !"false".equals(System.getProperty("serbench.updateBaseline", "false")),
        "this run records outcomes or a baseline");
  }

  @Test
  void everyCodecHasEverySafetyCellRecorded() {
    notWhileRecording();
    List<String> missing = new ArrayList<>();
    for (CodecSpec codec : CodecRegistry.all()) {
      for (String matrix : Matrices.ALL) {
        for (String probe : Matrices.probes(matrix, true)) {
          String key = codec.name() + "|" + matrix + "|" + probe;
          if (safetyOutcomes.getProperty(key) == null) {
            missing.add(key);
          }
        }
      }
    }
    assertThat(missing)
        .as(
            "safety cells with no recorded outcome in safety-outcomes.properties; record them with"
                + " ./mvnw test -Dtest=SafetyBenchmarkTest -Dserbench.codecs=NAME"
                + " -Dserbench.updateOutcomes=true")
        .isEmpty();
  }

  @Test
  void everyCodecThatConstructsANamedClassHasASafeConfigurationEntry() {
    notWhileRecording();
    List<String> missing = new ArrayList<>();
    for (CodecSpec codec : CodecRegistry.all()) {
      String measured = safetyOutcomes.getProperty(codec.name() + "|gadget|default");
      if (Keywords.INSTANTIATED.equals(measured)
          && CodecRegistry.safeConfiguration(codec.name()).isEmpty()) {
        missing.add(codec.name());
      }
    }
    assertThat(missing)
        .as(
            "codecs whose decoder constructs the class the bytes name, with no SAFE_CONFIGURATIONS"
                + " entry in their family's *Codecs class (SafeConfiguration.of, or .none with the"
                + " reason): the report's safety verdict needs one")
        .isEmpty();
  }

  @Test
  void everyCellThatMeasuresHasABaseline() {
    notWhileRecording();
    List<String> missing = new ArrayList<>();
    Path baseline = RESOURCES.resolve("baseline");
    for (CodecSpec codec : CodecRegistry.all()) {
      for (DataSet<?> dataSet : DataSets.all()) {
        boolean measures = outcomes.getProperty(codec.name() + "|" + dataSet.name()) == null;
        String file = ResultFile.fileName(codec.name(), dataSet.name());
        if (measures && !Files.exists(baseline.resolve(file))) {
          missing.add(file);
        }
      }
    }
    assertThat(missing)
        .as(
            "cells that measure (no line in outcomes.properties) with no baseline file; take one"
                + " with ./mvnw test -Dserbench.codecs=NAME -Dserbench.updateBaseline=true")
        .isEmpty();
  }

  @Test
  void everyRecordedOutcomeNamesARegisteredCodec() {
    List<String> registered = CodecRegistry.all().stream().map(CodecSpec::name).toList();
    List<String> stale = new ArrayList<>();
    for (Properties recorded : List.of(outcomes, safetyOutcomes)) {
      for (String key : recorded.stringPropertyNames()) {
        if (!registered.contains(key.substring(0, key.indexOf('|')))) {
          stale.add(key);
        }
      }
    }
    assertThat(stale).as("recorded outcomes of codecs that are not registered").isEmpty();
  }

  @Test
  void everyRowOfTheEvolutionMatrixHasEveryCellRecorded() {
    notWhileRecording();
    List<String> missing = new ArrayList<>();
    for (EvolutionSpec row : Rows.all()) {
      for (String direction : List.of(EvolutionRun.BACKWARD, EvolutionRun.FORWARD)) {
        for (Change change : Change.values()) {
          String key = row.name() + "|" + direction + "|" + change.message();
          if (evolutionOutcomes.getProperty(key) == null) {
            missing.add(key);
          }
        }
      }
    }
    assertThat(missing)
        .as(
            "cells of the evolution matrix with no recorded outcome in"
                + " evolution-outcomes.properties (a codec that binds any class has a row of its"
                + " own); record them with ./mvnw test -Dtest=EvolutionBenchmarkTest"
                + " -Dserbench.codecs=NAME -Dserbench.updateOutcomes=true")
        .isEmpty();
  }

  @Test
  void everyRecordedEvolutionOutcomeNamesARow() {
    List<String> rows = Rows.all().stream().map(EvolutionSpec::name).toList();
    List<String> stale = new ArrayList<>();
    for (String key : evolutionOutcomes.stringPropertyNames()) {
      if (!rows.contains(key.substring(0, key.indexOf('|')))) {
        stale.add(key);
      }
    }
    assertThat(stale).as("recorded evolution outcomes of rows that do not exist").isEmpty();
  }
}
