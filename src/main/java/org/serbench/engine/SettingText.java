package org.serbench.engine;

import java.nio.file.Path;
import java.util.ArrayList;
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
}
