package org.serbench.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code serbench.*} values as given, by name without the prefix, read as the type each setting
 * has: a value that is not allowed throws with the message naming the setting and what it allows.
 */
final class SettingText {
  private final Map<String, String> values;

  SettingText(Map<String, String> values) {
    this.values = values;
  }

  /** The value as given, or null. */
  String get(String name) {
    return values.get(name);
  }

  /** The value as given, or {@code fallback}. */
  String getOrDefault(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  /**
   * The comma-separated names or globs of a selection ({@code codecs}, {@code datasets}, {@code
   * jdkDatasets}), or {@code fallback} when the property is not set; an empty one throws.
   */
  List<String> patterns(String name, String fallback) {
    String value = values.getOrDefault(name, fallback);
    if (value == null) {
      return null;
    }
    List<String> patterns = new ArrayList<>();
    for (String glob : value.split(",")) {
      String trimmed = glob.trim();
      if (trimmed.isEmpty()) {
        throw invalid(name, value);
      }
      patterns.add(trimmed);
    }
    return patterns;
  }

  /** The message for a value of a known setting that is not allowed. */
  static IllegalArgumentException invalid(String name, String value) {
    return new IllegalArgumentException(
        "-D"
            + SettingValues.PREFIX
            + name
            + "="
            + value
            + " is not allowed: expected "
            + SettingNames.allowed(name));
  }

  int integer(String name, int fallback, int min, int max) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      int parsed = Integer.parseInt(value.replace("_", ""));
      if (parsed >= min && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(name, value);
  }

  double seconds(String name, double fallback) {
    return decimal(name, fallback, 3600);
  }

  /** A setting's number from 0 to {@code max}, or {@code fallback} when it is not set. */
  double decimal(String name, double fallback, double max) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      double parsed = Double.parseDouble(value);
      if (parsed >= 0 && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(name, value);
  }

  boolean bool(String name, boolean fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    return switch (value) {
      case "true" -> true;
      case "false" -> false;
      default -> throw invalid(name, value);
    };
  }

  Path path(String name, Path fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    if (value.isEmpty()) {
      throw invalid(name, value);
    }
    return Path.of(value).toAbsolutePath();
  }

  /**
   * The library versions measured side by side: each pom version property (named without its {@code
   * .version}) with its versions in the order given, the first the one the others are compared
   * with: {@code serbench.variants} read.
   */
  static Map<String, List<String>> variants(String value) {
    Map<String, List<String>> families = new LinkedHashMap<>();
    for (String family : value.split(";")) {
      int eq = family.indexOf('=');
      String property = eq < 0 ? "" : family.substring(0, eq).trim();
      List<String> versions = new ArrayList<>();
      if (eq >= 0) {
        for (String version : family.substring(eq + 1).split(",", -1)) {
          versions.add(version.trim());
        }
      }
      if (!property.matches("[A-Za-z0-9_.-]+")
          || property.endsWith(".version")
          || versions.size() < 2
          || versions.stream().anyMatch(v -> !v.matches("[A-Za-z0-9_.+-]+"))
          || new HashSet<>(versions).size() < versions.size()
          || families.containsKey(property)) {
        throw new IllegalArgumentException(
            "-D"
                + SettingValues.PREFIX
                + "variants="
                + value
                + ": '"
                + family.trim()
                + "' is not allowed: expected "
                + SettingNames.allowed("variants")
                + ", each version once and each property once");
      }
      families.put(property, versions);
    }
    return families;
  }

  /**
   * The JDK homes of {@code serbench.jdks}, each checked to have an executable {@code bin/java}.
   */
  static List<Path> jdks(String value) {
    List<Path> homes = new ArrayList<>();
    for (String part : value.split(",")) {
      String trimmed = part.trim();
      if (trimmed.isEmpty()) {
        throw SettingText.invalid("jdks", value);
      }
      Path home = Path.of(trimmed).toAbsolutePath().normalize();
      if (!Files.isExecutable(home.resolve("bin/java"))
          && !Files.isExecutable(home.resolve("bin/java.exe"))) {
        throw new IllegalArgumentException(
            "-D"
                + SettingValues.PREFIX
                + "jdks="
                + value
                + ": '"
                + trimmed
                + "' is not a JDK home (it has no executable bin/java); expected "
                + SettingNames.allowed("jdks"));
      }
      homes.add(home);
    }
    return homes;
  }
}
