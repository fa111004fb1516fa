package org.serbench.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Every {@code serbench.*} setting's name, what it allows, in the words a message quotes, and
 * whether it travels to the measuring JVMs; and the check that a property meant for serbench is
 * spelled as one.
 */
final class SettingNames {
  private SettingNames() {}

  /** Each setting's name, without the prefix, and what it allows, as a message says it. */
  private static final Map<String, String> KNOWN = new LinkedHashMap<>();

  /**
   * The settings a measuring JVM reads, which {@link Settings#forkedProperties} hands it: declared
   * here once, beside what each allows, so that a setting the measuring JVM reads cannot be left
   * out of its command line by a list kept apart ({@code serbench.forkDatasets} was, and each JVM
   * of a forked data set then skipped its calibration).
   */
  private static final Set<String> TRAVELLING = new LinkedHashSet<>();

  /** A setting that only the JVM running the tests reads. */
  private static void local(String name, String allowed) {
    KNOWN.put(name, allowed);
  }

  /** A setting that every measuring JVM reads, and is handed. */
  private static void travelling(String name, String allowed) {
    KNOWN.put(name, allowed);
    TRAVELLING.add(name);
  }

  static {
    travelling("profile", "full, quick or check");
    travelling("objects", "objects per batch, a whole number from 1 to 1000000");
    travelling("batches", "measured batches, a whole number from 1 to 100000");
    travelling("warmup", "warm-up batches, a whole number from 0 to 100000");
    travelling(
        "warmupSeconds", "a time limit of each warm-up in seconds such as 0.5, 0 (none) to 3600");
    travelling(
        "measureSeconds",
        "a time limit of each data set's measured batches in seconds such as 1.5, 0 (none) to 3600");
    travelling(
        "testObjectSeconds",
        "a time limit of TestObject's measured batches over all its JVMs in seconds, 0 (none) to"
            + " 3600");
    travelling(
        "phaseMillis",
        "the shortest time of a timed phase in milliseconds, 0 (one pass over the batch) to 1000");
    travelling(
        "phaseOrder",
        "interleaved (every measured batch runs every phase in turn) or blocks (each phase runs"
            + " all its batches in a row)");
    travelling(
        "cpu",
        "auto (fastest where a thread can be pinned, any elsewhere), any (the measuring thread"
            + " runs where the scheduler puts it) or fastest (kept on the CPU that runs a probe"
            + " fastest, chosen again every 3 s)");
    travelling(
        "forks",
        "the fresh JVMs that measure each data set of serbench.forkDatasets, a whole number from 1"
            + " to 20");
    travelling(
        "forkDatasets",
        "comma-separated names or globs of the data sets measured in serbench.forks JVMs");
    local(
        "extraForks",
        "the JVMs a cell may add to its planned ones while the 95% interval of its encode or"
            + " decode is wider than its target (serbench.precision), a whole number from 0 (none)"
            + " to 20");
    local(
        "precision",
        "the target half-width of a cell's 95% intervals of encode and decode, as a fraction of"
            + " the mean from 0 to 10 (0.15: within ±15%); 0 measures every cell to a cap");
    local(
        "forkPrecision",
        "the same target for the data sets of serbench.forkDatasets, a fraction from 0 to 10");
    local(
        "cellSeconds",
        "the machine time after which a cell takes no more JVMs, its interval met or not, in"
            + " seconds from 0 (none) to 3600");
    local(
        "runMinutes",
        "the minutes after the run's start past which no cell takes a JVM beyond its planned"
            + " ones, a whole number from 0 (none) to 1440");
    local(
        "forkAgreement",
        "how far a cell's JVMs may disagree on a phase before a cell of three or more sets aside"
            + " the one farthest from the others, a fraction from 0 to 10 (0.10: the slowest JVM's"
            + " mean at most 10% above the fastest's)");
    travelling("isolation", "cell (a fresh JVM per codec and data set) or codec (one per codec)");
    local(
        "spread",
        "codec (a cell's later JVMs run in its codec's turn, after its other data sets) or run (in"
            + " a second pass over every codec, after all the first JVMs)");
    travelling(
        "scaling",
        "comma-separated batch sizes from 1 to 1000000 for the TestObject scaling runs, or none");
    travelling("scalingSeconds", "the time budget of one scaling size in seconds, 0 to 3600");
    travelling("seed", "a whole number (64-bit)");
    local("codecs", "comma-separated codec names or globs");
    local(
        "tags",
        "comma-separated tags of serbench's codecs, a codec with any of them: json, xml, text,"
            + " binary, schema");
    local("datasets", "comma-separated data set names or globs");
    local("fork", "true or false");
    travelling(
        "jmhLink",
        "false, or a readable file of the two objects a JMH host sends its fork (the JMH"
            + " cross-check writes it): each measuring JVM first reads them and writes frames over"
            + " a socket, as a JMH fork does");
    local("jvmArgs", "flags of each measuring JVM, separated by spaces");
    local(
        "jdks",
        "comma-separated JDK home directories, each with a bin/java, such as"
            + " /opt/jdk-17,/opt/jdk-25");
    local("jdkDatasets", "comma-separated data set names or globs");
    local(
        "variants",
        "a pom version property without its .version and two or more versions, such as"
            + " kryo=5.5.0,5.6.2; several separated by semicolons");
    local("variantDatasets", "comma-separated data set names or globs");
    local("maven", "the Maven command that resolves the variants' class paths, such as mvn");
    local("timeoutMinutes", "a whole number from 1 to 1440");
    local("resultsDir", "a directory");
    local("reportDir", "a directory");
    travelling("runStarted", "an ISO-8601 instant such as 2026-01-31T12:00:00Z");
    local("projectDir", "the project's directory");
    local("gate", "true or false: compare with the baseline (default: true, false when quick)");
    local(
        "updateBaseline",
        "false, true (this run's results replace the baseline) or add (they join the runs the"
            + " baseline keeps)");
    local("tolerance", "a fraction above 0 and at most 10 (0.35 allows 35% before testing)");
    local("sizeTolerance", "a fraction from 0 to 1 (0.02 lets an encoded size grow by 2%)");
    local("baselineDir", "a directory");
    local("compareTo", "an existing results.json of an earlier run");
    local("updateGolden", "true to rewrite the report writer's golden file (a unit test)");
    local(
        "chromium",
        "the Chromium that the browser test (-Pbrowser) drives, /usr/bin/chromium if unset");
    local(
        "chromedriver",
        "the ChromeDriver of serbench.chromium for the browser test, /usr/bin/chromedriver if unset");
    local("outcomesFile", "a properties file of the recorded outcomes");
    local(
        "updateOutcomes",
        "true or false: record this run's outcomes (support matrix and safety matrices)");
    local("safetySeconds", "the time limit of one safety cell in seconds, from 1 to 3600");
    local("safetyProbes", "all or sample (the quick profile's three probes per matrix)");
    local("safetyOutcomesFile", "a properties file of the recorded safety outcomes");
  }

  /** The names of every setting. */
  static Set<String> names() {
    return Collections.unmodifiableSet(KNOWN.keySet());
  }

  /** The names of the settings every measuring JVM is handed, in the order they are declared. */
  static Set<String> travelling() {
    return Collections.unmodifiableSet(TRAVELLING);
  }

  /** Whether {@code name} (without the prefix) is a setting. */
  static boolean known(String name) {
    return KNOWN.containsKey(name);
  }

  /** What a setting allows, as its message says it. */
  static String allowed(String name) {
    return KNOWN.get(name);
  }

  /**
   * A key that was meant as a serbench property but lacks the dot: {@code serbench-batches}, {@code
   * serbench_batches}, {@code Serbench.batches}, {@code serbenchbatches}.
   */
  static boolean misspelledPrefix(String key) {
    String name = SettingValues.PREFIX.substring(0, SettingValues.PREFIX.length() - 1);
    return key.length() > name.length()
        && key.regionMatches(true, 0, name, 0, name.length())
        && !key.startsWith(SettingValues.PREFIX)
        && !key.equals(name);
  }

  /** Every setting's full name, comma-separated, for a message. */
  static String knownNames() {
    return KNOWN.keySet().stream()
        .map(k -> SettingValues.PREFIX + k)
        .collect(Collectors.joining(", "));
  }

  /**
   * The serbench properties among these, by name without the prefix, their names checked: an
   * unknown name, or a prefix with a typo ({@code serbench-batches}), throws. Other properties are
   * ignored, as are the JMH cross-check's {@code serbench.jmh.*}.
   */
  static Map<String, String> valuesIn(Properties properties) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : new TreeSet<>(properties.stringPropertyNames())) {
      if (!key.startsWith(SettingValues.PREFIX) && misspelledPrefix(key)) {
        String meant = key.substring(SettingValues.PREFIX.length());
        throw new IllegalArgumentException(
            "unknown property -D"
                + key
                + ": serbench's properties start with '"
                + SettingValues.PREFIX
                + "'"
                + (known(meant) ? " (did you mean -D" + SettingValues.PREFIX + meant + "?)" : "")
                + "; serbench knows: "
                + knownNames());
      }
      if (key.startsWith(SettingValues.PREFIX) && !key.startsWith(SettingValues.JMH_PREFIX)) {
        String name = key.substring(SettingValues.PREFIX.length());
        if (!known(name)) {
          throw new IllegalArgumentException(
              "unknown property -D" + key + "; serbench knows: " + knownNames());
        }
        values.put(name, properties.getProperty(key).trim());
      }
    }
    return values;
  }
}
