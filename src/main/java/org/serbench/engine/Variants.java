package org.serbench.engine;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * Versions of a library measured side by side in one run ({@code serbench.variants}).
 *
 * <p>Each version's class path is the project's test class path as Maven resolves it with {@code
 * -D<property>.version=<version>}: the family's artifacts and whatever they bring with them move
 * together, as they would in the project's own build. The measuring JVMs of a codec whose artifacts
 * differ between the versions then measure each cell under each version in turn, JVM after JVM, so
 * that a drift of the machine's speed falls on every version alike; their result files go to {@code
 * variants/<property>/<version>/} in the run's directory, where the report's versions page reads
 * them.
 */
public final class Variants {
  /** The run directory's folder of the variants' result files. */
  public static final String DIR = "variants";

  /** The file in {@link #DIR} that lists each property's versions in their order. */
  public static final String ORDER_FILE = "variants.properties";

  /** The fewest JVMs a variant's cell measures in: two, so that the versions alternate. */
  static final int MIN_JVMS = 2;

  private static final String PLUGIN =
      "org.apache.maven.plugins:maven-dependency-plugin:3.11.0:build-classpath";

  private Variants() {}

  /**
   * One version of a family.
   *
   * @param property the pom property, without {@code .version}
   * @param version its value for this variant
   * @param classPath the class path its measuring JVMs run on
   */
  public record Variant(String property, String version, String classPath) {
    /** Where its result files go in the run's directory. */
    public Path dir(Path runResultsDir) {
      return runResultsDir.resolve(DIR).resolve(property).resolve(version);
    }

    /** The version of an artifact ({@code group:artifact}) on its class path, or "unknown". */
    public String versionOf(String artifact) {
      String[] ga = artifact.split(":");
      return Jvm.fromClassPath(classPath, ga[0], ga[1]);
    }
  }

  /** A property's versions, the first the one the others are compared with. */
  public record Family(String property, List<Variant> variants) {
    public Family {
      variants = List.copyOf(variants);
    }

    /**
     * Whether the versions put different jars of one of the codec's artifacts on its class path.
     */
    public boolean affects(CodecSpec spec) {
      for (String artifact : spec.artifacts()) {
        Set<String> versions = new HashSet<>();
        variants.forEach(v -> versions.add(v.versionOf(artifact)));
        if (versions.size() > 1) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Resolves every version's class path with Maven, in the project's directory. A version Maven
   * cannot resolve, or a property whose versions change no library of the run's codecs (a typo, a
   * property the pom does not have), stops the run with a message that says so.
   *
   * @param codecs the run's codecs
   * @param output receives Maven's lines of a failed resolution
   */
  public static List<Family> resolve(
      VariantSettings settings, Path projectDir, List<CodecSpec> codecs)
      throws IOException, InterruptedException {
    List<String> maven = mavenCommand(settings.maven(), projectDir);
    Set<String> base = new HashSet<>(jars(maven, projectDir, null, null));
    List<String> kept = new ArrayList<>();
    for (String entry : ChildJvm.classPath().split(File.pathSeparator)) {
      if (!base.contains(entry)) {
        kept.add(entry);
      }
    }
    List<Family> families = new ArrayList<>();
    for (Map.Entry<String, List<String>> entry : settings.families().entrySet()) {
      String property = entry.getKey();
      List<Variant> variants = new ArrayList<>();
      for (String version : entry.getValue()) {
        Set<String> classPath = new LinkedHashSet<>(kept);
        classPath.addAll(jars(maven, projectDir, property, version));
        variants.add(new Variant(property, version, String.join(File.pathSeparator, classPath)));
      }
      Family family = new Family(property, variants);
      if (codecs.stream().noneMatch(family::affects)) {
        throw new SettingsException(
            "-D"
                + Settings.PREFIX
                + "variants: "
                + property
                + "="
                + String.join(",", entry.getValue())
                + " changes no library of the run's codecs: Maven resolves the same jars of"
                + " their artifacts for every version. Name a version property of the pom"
                + " (kryo, jackson, fory, ...: docs/versions.md lists them) and select a codec"
                + " of its library with -Dserbench.codecs");
      }
      families.add(family);
    }
    return families;
  }

  /**
   * Records the families in the run's directory, each property with its versions in their order,
   * which the report's versions page reads ({@link #recorded}).
   */
  public static void record(Path runResultsDir, List<Family> families) throws IOException {
    StringBuilder text = new StringBuilder("# serbench.variants: property=versions, first first\n");
    for (Family family : families) {
      text.append(family.property()).append('=');
      text.append(String.join(",", family.variants().stream().map(Variant::version).toList()));
      text.append('\n');
    }
    AtomicWrite.writeString(runResultsDir.resolve(DIR).resolve(ORDER_FILE), text.toString());
  }

  /** The families a run recorded, each property's versions in their order; empty for none. */
  public static Map<String, List<String>> recorded(Path runResultsDir) throws IOException {
    Path file = runResultsDir.resolve(DIR).resolve(ORDER_FILE);
    Map<String, List<String>> families = new LinkedHashMap<>();
    if (!Files.exists(file)) {
      return families;
    }
    for (String line : Files.readAllLines(file)) {
      int eq = line.indexOf('=');
      if (!line.startsWith("#") && eq > 0) {
        families.put(line.substring(0, eq), List.of(line.substring(eq + 1).split(",")));
      }
    }
    return families;
  }

  /**
   * Measures a codec's cells under each version of a family, for each cell its JVMs in turn:
   * version after version, at least {@link #MIN_JVMS} of each. A version whose JVM fails measures
   * no more JVMs of that cell: its failure is the cell's.
   *
   * @param cells receives each version's merged cell, also written to its directory
   * @throws IllegalStateException when a JVM loaded another version of the codec's library than its
   *     class path names: the comparison would not be what it says
   */
  public static void measure(
      CodecSpec spec,
      Family family,
      List<DataSet<?>> dataSets,
      Settings settings,
      Consumer<String> output,
      BiConsumer<Variant, Result> cells)
      throws IOException, InterruptedException {
    for (DataSet<?> dataSet : dataSets) {
      int jvms = Math.max(MIN_JVMS, settings.forks(dataSet.name()));
      Map<Variant, List<Result>> parts = new LinkedHashMap<>();
      family.variants().forEach(v -> parts.put(v, new ArrayList<>()));
      for (int f = 0; f < jvms; f++) {
        for (Variant variant : family.variants()) {
          List<Result> done = parts.get(variant);
          if (!done.isEmpty() && done.get(0).status() != Result.Status.OK) {
            continue;
          }
          Path dir = variant.dir(settings.runResultsDir());
          Result part =
              IsolatedRun.measureFork(
                  spec, dataSet, new ForkPlan(f, jvms), settings, variant.classPath(), dir, output);
          checkLoaded(spec, variant, part);
          done.add(part);
        }
      }
      for (Map.Entry<Variant, List<Result>> entry : parts.entrySet()) {
        Variant variant = entry.getKey();
        Result cell = Forks.merge(entry.getValue());
        Path dir = variant.dir(settings.runResultsDir());
        ResultFile.write(cell, dir.resolve(ResultFile.fileName(spec.name(), dataSet.name())));
        cells.accept(variant, cell);
      }
    }
  }

  /**
   * Throws when the JVM loaded another version of an artifact than the variant's class path has.
   */
  static void checkLoaded(CodecSpec spec, Variant variant, Result result) {
    for (String artifact : spec.artifacts()) {
      String expected = variant.versionOf(artifact);
      String loaded = result.libraries().get(artifact);
      if (!expected.equals("unknown") && loaded != null && !loaded.equals(expected)) {
        throw new IllegalStateException(
            String.format(
                "%s under %s=%s loaded %s %s, but its class path has %s: another jar of it comes"
                    + " first on the test class path (is the local repository Maven resolves"
                    + " into the one this run's class path comes from?)",
                spec.name(), variant.property(), variant.version(), artifact, loaded, expected));
      }
    }
  }

  /**
   * {@code serbench.maven} split into words; else the project's Maven wrapper (in its directory or
   * one above it); else {@code mvn} from the PATH.
   */
  static List<String> mavenCommand(String configured, Path projectDir) {
    if (configured != null && !configured.isBlank()) {
      return Arrays.asList(configured.trim().split("\\s+"));
    }
    boolean windows = File.separatorChar == '\\';
    for (Path dir = projectDir.toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path wrapper = dir.resolve(windows ? "mvnw.cmd" : "mvnw");
      if (Files.isExecutable(wrapper)) {
        return List.of(wrapper.toString());
      }
    }
    return List.of(windows ? "mvn.cmd" : "mvn");
  }

  /**
   * The jars of the project's test class path, as Maven resolves it with {@code
   * -D<property>.version=<version>} (the pom's own versions when {@code property} is null): from
   * the local repository alone when it can, else from the project's repositories.
   */
  private static List<String> jars(
      List<String> maven, Path projectDir, String property, String version)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile("serbench-classpath", ".txt");
    try {
      List<String> command = new ArrayList<>(maven);
      command.addAll(
          List.of(
              "-B",
              "-q",
              "-f",
              projectDir.resolve("pom.xml").toAbsolutePath().toString(),
              PLUGIN,
              "-Dmdep.outputFile=" + out,
              "-Dmdep.includeScope=test"));
      if (property != null) {
        command.add("-D" + property + ".version=" + version);
      }
      List<String> offline = new ArrayList<>(command);
      offline.add(maven.size(), "-o");
      List<String> lines = new ArrayList<>();
      if (runMaven(offline, lines) != 0) {
        lines.clear();
        int exit = runMaven(command, lines);
        if (exit != 0) {
          throw new SettingsException(
              "-D"
                  + Settings.PREFIX
                  + "variants: Maven could not resolve the project's class path"
                  + (property == null ? "" : " with -D" + property + ".version=" + version)
                  + " (exit code "
                  + exit
                  + ", "
                  + String.join(" ", command)
                  + "):"
                  + System.lineSeparator()
                  + String.join(
                      System.lineSeparator(),
                      lines.stream().filter(l -> l.contains("ERROR")).limit(6).toList()));
        }
      }
      String text = Files.readString(out).strip();
      return text.isEmpty() ? List.of() : Arrays.asList(text.split(File.pathSeparator));
    } finally {
      Files.deleteIfExists(out);
    }
  }

  private static int runMaven(List<String> command, List<String> lines)
      throws IOException, InterruptedException {
    try (ChildJvm maven =
        ChildJvm.start(
            command,
            null,
            line -> {
              synchronized (lines) {
                lines.add(line);
              }
            },
            40,
            "serbench-maven-output")) {
      if (!maven.process().waitFor(10, TimeUnit.MINUTES)) {
        maven.process().destroyForcibly().waitFor();
        lines.add("ERROR: Maven did not finish within 10 minutes and was stopped");
        return -1;
      }
      return maven.process().exitValue();
    }
  }
}
