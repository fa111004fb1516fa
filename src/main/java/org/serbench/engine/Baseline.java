package org.serbench.engine;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The stored results a run is compared with: one result file per codec and data set, samples
 * included, in {@code src/test/resources/baseline/}, and an optional {@code tolerances.properties}
 * with per-codec tolerances ({@code codec\ name=0.5}; keys escape spaces and colons as properties
 * files do).
 */
public final class Baseline {
  /** The file of per-codec tolerances in the baseline directory. */
  public static final String TOLERANCES = "tolerances.properties";

  private final Path dir;

  public Baseline(Path dir) {
    this.dir = dir;
  }

  public Path dir() {
    return dir;
  }

  /** The baseline of a codec on a data set, if there is one; a corrupt file is an error. */
  public Optional<Result> find(String codec, String dataSet) throws IOException {
    Path file = dir.resolve(ResultFile.fileName(codec, dataSet));
    return Files.exists(file) ? Optional.of(ResultFile.read(file)) : Optional.empty();
  }

  /** Stores a result as the new baseline of its codec and data set. */
  public Path write(Result result) throws IOException {
    Path file = dir.resolve(ResultFile.fileName(result.codec(), result.dataSet()));
    ResultFile.write(result, file);
    return file;
  }

  /**
   * The tolerance of a codec: {@code serbench.tolerance} when set, else its line in {@link
   * #TOLERANCES}, else {@link RegressionGate#DEFAULT_TOLERANCE}.
   */
  public double tolerance(String codec, double override) throws IOException {
    if (!Double.isNaN(override)) {
      return override;
    }
    Path file = dir.resolve(TOLERANCES);
    if (!Files.exists(file)) {
      return RegressionGate.DEFAULT_TOLERANCE;
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    }
    String value = p.getProperty(codec);
    if (value == null) {
      return RegressionGate.DEFAULT_TOLERANCE;
    }
    try {
      double tolerance = Double.parseDouble(value.trim());
      if (tolerance > 0 && tolerance <= 10) {
        return tolerance;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalStateException(
        "corrupt tolerance in "
            + file
            + ": "
            + codec
            + "="
            + value
            + "; expected a fraction above 0 and at most 10 (0.35 is 35%)");
  }
}
