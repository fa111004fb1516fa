package org.serbench.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Every {@code serbench.*} setting's name and what it allows, in the words a message quotes; and
 * the check that a property meant for serbench is spelled as one.
 */
final class SettingNames {
  private SettingNames() {}

  /** Each setting's name, without the prefix, and what it allows, as a message says it. */
  private static final Map<String, String> KNOWN = new LinkedHashMap<>();

  static {
    KNOWN.put("profile", "full or quick");
    KNOWN.put("objects", "objects per batch, a whole number from 1 to 1000000");
    KNOWN.put("batches", "measured batches, a whole number from 1 to 100000");
    KNOWN.put("warmup", "warm-up batches, a whole number from 0 to 100000");
    KNOWN.put(
        "warmupSeconds", "a time limit of each warm-up in seconds such as 0.5, 0 (none) to 3600");
    KNOWN.put(
        "measureSeconds",
        "a time limit of each data set's measured batches in seconds such as 1.5, 0 (none) to 3600");
    KNOWN.put(
        "testObjectSeconds",
        "a time limit of TestObject's measured batches over all its JVMs in seconds, 0 (none) to"
            + " 3600");
    KNOWN.put(
        "phaseMillis",
        "the shortest time of a timed phase in milliseconds, 0 (one pass over the batch) to 1000");
    KNOWN.put(
        "phaseOrder",
        "interleaved (every measured batch runs every phase in turn) or blocks (each phase runs"
            + " all its batches in a row)");
    KNOWN.put(
        "cpu",
        "auto (fastest where a thread can be pinned, any elsewhere), any (the measuring thread"
            + " runs where the scheduler puts it) or fastest (kept on the CPU that runs a probe"
            + " fastest, chosen again every 3 s)");
    KNOWN.put(
        "forks",
        "the fresh JVMs that measure each data set of serbench.forkDatasets, a whole number from 1"
            + " to 20");
    KNOWN.put(
        "forkDatasets",
        "comma-separated names or globs of the data sets measured in serbench.forks JVMs");
    KNOWN.put(
        "extraForks",
        "the JVMs a cell of serbench.forkDatasets may add to its serbench.forks while they"
            + " disagree, all but the one farthest from the others once there are three, a whole"
            + " number from 0 (none) to 20");
    KNOWN.put(
        "forkAgreement",
        "how far a cell's JVMs may disagree on a phase before serbench.extraForks adds one and a"
            + " cell of three or more sets aside the farthest, a fraction from 0 to 10 (0.10: the"
            + " slowest JVM's mean at most 10% above the fastest's)");
    KNOWN.put("isolation", "cell (a fresh JVM per codec and data set) or codec (one per codec)");
    KNOWN.put(
        "spread",
        "codec (a cell's later JVMs run in its codec's turn, after its other data sets) or run (in"
            + " a second pass over every codec, after all the first JVMs)");
    KNOWN.put(
        "scaling",
        "comma-separated batch sizes from 1 to 1000000 for the TestObject scaling runs, or none");
    KNOWN.put("scalingSeconds", "the time budget of one scaling size in seconds, 0 to 3600");
    KNOWN.put("seed", "a whole number (64-bit)");
    KNOWN.put("codecs", "comma-separated codec names or globs");
    KNOWN.put("datasets", "comma-separated data set names or globs");
    KNOWN.put("fork", "true or false");
    KNOWN.put(
        "jmhLink",
        "false, or a readable file of the two objects a JMH host sends its fork (the JMH"
            + " cross-check writes it): each measuring JVM first reads them and writes frames over"
            + " a socket, as a JMH fork does");
    KNOWN.put("jvmArgs", "flags of each measuring JVM, separated by spaces");
    KNOWN.put(
        "jdks",
        "comma-separated JDK home directories, each with a bin/java, such as"
            + " /opt/jdk-17,/opt/jdk-25");
    KNOWN.put("jdkDatasets", "comma-separated data set names or globs");
    KNOWN.put(
        "variants",
        "a pom version property without its .version and two or more versions, such as"
            + " kryo=5.5.0,5.6.2; several separated by semicolons");
    KNOWN.put("variantDatasets", "comma-separated data set names or globs");
    KNOWN.put("maven", "the Maven command that resolves the variants' class paths, such as mvn");
    KNOWN.put("timeoutMinutes", "a whole number from 1 to 1440");
    KNOWN.put("resultsDir", "a directory");
    KNOWN.put("reportDir", "a directory");
    KNOWN.put("runStarted", "an ISO-8601 instant such as 2026-01-31T12:00:00Z");
    KNOWN.put("projectDir", "the project's directory");
    KNOWN.put("gate", "true or false: compare with the baseline (default: true, false when quick)");
    KNOWN.put(
        "updateBaseline",
        "false, true (this run's results replace the baseline) or add (they join the runs the"
            + " baseline keeps)");
    KNOWN.put("tolerance", "a fraction above 0 and at most 10 (0.35 allows 35% before testing)");
    KNOWN.put("sizeTolerance", "a fraction from 0 to 1 (0.02 lets an encoded size grow by 2%)");
    KNOWN.put("baselineDir", "a directory");
    KNOWN.put("compareTo", "an existing results.json of an earlier run");
    KNOWN.put("updateGolden", "true to rewrite the report writer's golden file (a unit test)");
    KNOWN.put(
        "chromium",
        "the Chromium that the browser test (-Pbrowser) drives, /usr/bin/chromium if unset");
    KNOWN.put(
        "chromedriver",
        "the ChromeDriver of serbench.chromium for the browser test, /usr/bin/chromedriver if unset");
    KNOWN.put("outcomesFile", "a properties file of the recorded outcomes");
    KNOWN.put(
        "updateOutcomes",
        "true or false: record this run's outcomes (support matrix and safety matrices)");
    KNOWN.put("safetySeconds", "the time limit of one safety cell in seconds, from 1 to 3600");
    KNOWN.put("safetyProbes", "all or sample (the quick profile's three probes per matrix)");
    KNOWN.put("safetyOutcomesFile", "a properties file of the recorded safety outcomes");
  }

  /** The names of every setting. */
  static Set<String> names() {
    return Collections.unmodifiableSet(KNOWN.keySet());
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
