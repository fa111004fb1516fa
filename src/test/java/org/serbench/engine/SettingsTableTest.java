package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/settings.md states every setting's default and quick value in its tables; these are checked
 * against the values {@link SettingValues} gives when nothing is set, so the two cannot drift
 * apart.
 */
class SettingsTableTest {
  private static final Path DOC = Path.of("docs/settings.md");

  /** The section of the check profile's defaults, whose table has one column of values. */
  private static final String CHECK_SECTION = "## The check profile";

  /** A table row: `serbench.name` | default | quick | meaning. */
  private static final Pattern ROW =
      Pattern.compile("^\\| `serbench\\.(\\w+)` \\| ([^|]+) \\| ([^|]+) \\|", Pattern.MULTILINE);

  /** A value the test compares: a number, or one word in backticks. */
  private static final Pattern VALUE = Pattern.compile("-?[0-9.]+|`[\\w.-]+`");

  /**
   * A default with another for a project's own data (read by the getter {@code own} + Name): "2;
   * for a user's own data sets 1", "75; in a run of a project's own classes 8".
   */
  private static final Pattern WITH_OWN =
      Pattern.compile(
          "(-?[0-9.]+); (?:for a user's own data sets|in a run of a project's own classes)"
              + " (-?[0-9.]+)");

  @Test
  void everyNumberOrWordTheTablesGiveIsTheSettingsOwnDefault() throws Exception {
    SettingValues full = SettingValues.read(new Properties());
    Properties quickProfile = new Properties();
    quickProfile.setProperty("serbench.profile", "quick");
    SettingValues quick = SettingValues.read(quickProfile);
    List<String> checked = new ArrayList<>();
    List<String> wrong = new ArrayList<>();
    String doc = Files.readString(DOC);
    int checkSection = doc.indexOf(CHECK_SECTION);
    int afterIt = doc.indexOf("\n## ", checkSection + 1);
    Matcher row = ROW.matcher(doc.substring(0, checkSection) + doc.substring(afterIt));
    while (row.find()) {
      String name = row.group(1);
      String fullCell = row.group(2).trim();
      String quickCell = row.group(3).trim();
      Method getter = getter(name);
      if (getter == null) {
        continue;
      }
      Matcher own = WITH_OWN.matcher(fullCell);
      if (own.matches()) {
        fullCell = own.group(1);
        Method ownGetter =
            getter("own" + Character.toUpperCase(name.charAt(0)) + name.substring(1));
        assertThat(ownGetter).as("the own data getter of serbench." + name).isNotNull();
        check(name, "own data default", own.group(2), ownGetter.invoke(full), wrong);
        checked.add("own " + name);
      }
      if (check(name, "default", fullCell, getter.invoke(full), wrong)) {
        checked.add(name);
      }
      String quickValue = quickCell.equals("same") ? fullCell : quickCell;
      check(name, "quick", quickValue, getter.invoke(quick), wrong);
    }
    assertThat(wrong).as("docs/settings.md against SettingValues").isEmpty();
    assertThat(checked)
        .as("settings whose documented defaults were checked")
        .contains(
            "objects",
            "batches",
            "warmup",
            "warmupSeconds",
            "measureSeconds",
            "testObjectSeconds",
            "forks",
            "extraForks",
            "precision",
            "forkPrecision",
            "cellSeconds",
            "runMinutes",
            "own warmupSeconds",
            "own runMinutes",
            "isolation",
            "spread",
            "timeoutMinutes");
  }

  @Test
  void theCheckProfilesTableGivesItsOwnDefaults() throws Exception {
    Properties checkProfile = new Properties();
    checkProfile.setProperty("serbench.profile", "check");
    SettingValues check = SettingValues.read(checkProfile);
    String doc = Files.readString(DOC);
    int start = doc.indexOf(CHECK_SECTION);
    String section = doc.substring(start, doc.indexOf("\n## ", start + 1));
    List<String> checked = new ArrayList<>();
    List<String> wrong = new ArrayList<>();
    Matcher row = ROW.matcher(section);
    while (row.find()) {
      Method getter = getter(row.group(1));
      if (getter != null
          && check(row.group(1), "check", row.group(2).trim(), getter.invoke(check), wrong)) {
        checked.add(row.group(1));
      }
    }
    assertThat(wrong).as("docs/settings.md's check profile against SettingValues").isEmpty();
    assertThat(checked).contains("objects", "batches", "gate");
    assertThat(check.isolation()).as("the quick column's").isEqualTo(SettingDefaults.ISOLATE_CODEC);
    assertThat(check.safetyAllProbes()).isTrue();
    assertThat(check.scaling()).isEmpty();
    assertThat(check.reportDir().toString().replace('\\', '/'))
        .endsWith("target/serbench-check-report");
    assertThat(check.extraForks()).isZero();
  }

  /** Whether the cell was a value to compare; adds a line to {@code wrong} where it differs. */
  private static boolean check(
      String name, String column, String cell, Object actual, List<String> wrong) {
    if (!VALUE.matcher(cell).matches()) {
      return false;
    }
    boolean same;
    if (cell.startsWith("`")) {
      same = cell.substring(1, cell.length() - 1).equals(text(actual));
    } else if (actual instanceof Number number) {
      same = Double.parseDouble(cell) == number.doubleValue();
    } else {
      same = cell.equals(String.valueOf(actual));
    }
    if (!same) {
      wrong.add(
          "serbench." + name + " " + column + ": the table says " + cell + ", it is " + actual);
    }
    return true;
  }

  /** A list as the table writes it, comma-separated; an unset path as its setting's "false". */
  private static String text(Object value) {
    if (value instanceof List<?> list) {
      return String.join(",", list.stream().map(String::valueOf).toList());
    }
    if (value instanceof Optional<?> optional) {
      return optional.map(String::valueOf).orElse("false");
    }
    return String.valueOf(value);
  }

  private static Method getter(String name) {
    try {
      Method method = SettingValues.class.getDeclaredMethod(name);
      method.setAccessible(true);
      return method;
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  @Test
  void everySettingHasARow() throws IOException {
    String doc = Files.readString(DOC);
    List<String> missing = new ArrayList<>();
    for (String name : SettingNames.names()) {
      if (!doc.contains("| `serbench." + name + "` |")) {
        missing.add("serbench." + name);
      }
    }
    assertThat(missing).as("settings without a row in docs/settings.md").isEmpty();
  }
}
