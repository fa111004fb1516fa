package org.serbench.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.engine.VariantSettings;
import org.serbench.engine.Variants;
import org.serbench.registry.CodecRegistry;

/**
 * A codec measured again right after its turn, for the report's side-by-side pages: on each JDK
 * after the first ({@code serbench.jdks}, the per-JDK page) and under each version of its library
 * that {@code serbench.variants} names (the versions page).
 */
final class SideBySide {
  private final Settings settings;

  /** The versions measured side by side, their class paths resolved. */
  private final List<Variants.Family> variants;

  /** Resolves the variants' class paths, before anything is measured. */
  SideBySide(Settings settings) {
    this.settings = settings;
    this.variants = resolve(settings);
  }

  /**
   * Measures the codec again on the other JDKs and under the other versions.
   *
   * @param progress the progress line of a measured cell
   */
  void measure(CodecSpec spec, List<DataSet<?>> dataSets, Function<Result, String> progress)
      throws Exception {
    otherJdks(spec, dataSets, progress);
    variants(spec, dataSets, progress);
  }

  /**
   * The families resolved in this JVM, by what was asked: the benchmark and safety classes of one
   * run each make a bench, and Maven needs to run once.
   */
  private static final Map<VariantSettings, List<Variants.Family>> RESOLVED =
      new ConcurrentHashMap<>();

  /** Each family's class paths, resolved by Maven before anything is measured. */
  private static synchronized List<Variants.Family> resolve(Settings settings) {
    if (!settings.variants().any()) {
      return List.of();
    }
    List<Variants.Family> known = RESOLVED.get(settings.variants());
    if (known != null) {
      return known;
    }
    Progress.print(
        "resolving the class paths of -Dserbench.variants with Maven: %s",
        settings.variants().families());
    try {
      List<Variants.Family> families =
          Variants.resolve(
              settings.variants(),
              RunReport.projectDir(),
              settings.codecs().stream().map(CodecRegistry::byName).toList());
      Variants.record(settings.runResultsDir(), families);
      RESOLVED.put(settings.variants(), families);
      return families;
    } catch (IOException e) {
      throw new UncheckedIOException("-Dserbench.variants: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while Maven resolved the variants", e);
    }
  }

  /**
   * Measures the codec again on each JDK after the first ({@code serbench.jdks}), on the data sets
   * of {@code serbench.jdkDatasets} among the run's: the per-JDK comparison of the report.
   */
  private void otherJdks(
      CodecSpec spec, List<DataSet<?>> dataSets, Function<Result, String> progress)
      throws Exception {
    List<Path> homes = settings.javaHomes();
    if (homes.size() < 2 || !settings.fork()) {
      return;
    }
    List<DataSet<?>> again =
        dataSets.stream().filter(d -> settings.jdkDataSets().contains(d.name())).toList();
    if (again.isEmpty()) {
      return;
    }
    for (int jdk = 1; jdk < homes.size(); jdk++) {
      Path home = homes.get(jdk);
      Progress.print(
          "%s: the same on the JDK in %s (%d of %d)", spec.name(), home, jdk + 1, homes.size());
      IsolatedRun.measure(
          spec,
          again,
          settings,
          jdk,
          line -> Progress.print("  | %s", line),
          result ->
              Progress.print(
                  "%s on %s: %s", result.key(), home.getFileName(), progress.apply(result)));
    }
  }

  /**
   * Measures the codec again under each version of every family of {@code serbench.variants} that
   * changes its library, on the data sets of {@code serbench.variantDatasets} among the run's: the
   * report's versions page.
   */
  private void variants(
      CodecSpec spec, List<DataSet<?>> dataSets, Function<Result, String> progress)
      throws Exception {
    List<DataSet<?>> again =
        dataSets.stream().filter(d -> settings.variants().dataSets().contains(d.name())).toList();
    for (Variants.Family family : variants) {
      if (again.isEmpty() || !family.affects(spec)) {
        continue;
      }
      Progress.print(
          "%s: under %s=%s, JVM after JVM",
          spec.name(),
          family.property(),
          family.variants().stream()
              .map(Variants.Variant::version)
              .collect(Collectors.joining(",")));
      Variants.measure(
          spec,
          family,
          again,
          settings,
          line -> Progress.print("  | %s", line),
          (variant, result) ->
              Progress.print(
                  "%s with %s=%s: %s",
                  result.key(), variant.property(), variant.version(), progress.apply(result)));
    }
  }
}
