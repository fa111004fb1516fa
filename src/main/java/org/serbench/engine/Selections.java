package org.serbench.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The selections of a run ({@code serbench.codecs}, {@code serbench.datasets} and the other lists
 * of names): comma-separated names or globs, each of which must match a known name.
 */
final class Selections {
  private Selections() {}

  /**
   * The names selected by the comma-separated patterns of a setting, in registry order: the
   * patterns {@code fallback} when it is not set, all names when that is null too.
   */
  static <T> List<String> select(
      SettingValues values,
      String name,
      List<T> known,
      Function<T, String> nameOf,
      String fallback) {
    List<String> all = known.stream().map(nameOf).toList();
    List<String> globs = values.patterns(name, fallback);
    if (globs == null) {
      return all;
    }
    List<Pattern> patterns = new ArrayList<>();
    for (String glob : globs) {
      Pattern pattern = glob(glob);
      if (all.stream().noneMatch(n -> pattern.matcher(n).matches())) {
        throw new SettingsException(
            "-D"
                + SettingValues.PREFIX
                + name
                + "="
                + values.given(name, fallback)
                + ": '"
                + glob
                + "' matches nothing; known names: "
                + String.join(", ", all));
      }
      patterns.add(pattern);
    }
    return all.stream()
        .filter(n -> patterns.stream().anyMatch(p -> p.matcher(n).matches()))
        .toList();
  }

  /**
   * The codecs of {@code selected} that {@code serbench.tags} keeps: all when it is not set, else
   * those with one of its tags; a codec with no tags known here (a project's own) stays, since only
   * serbench's codecs carry tags. A tag outside {@code vocabulary}, or tags that leave no codec,
   * stop the run.
   */
  static List<String> tagged(
      SettingValues values,
      List<String> selected,
      Map<String, Set<String>> tagsOf,
      Set<String> vocabulary) {
    List<String> wanted = values.patterns("tags");
    if (wanted == null) {
      return selected;
    }
    String given = "-D" + SettingValues.PREFIX + "tags=" + values.given("tags", null);
    for (String tag : wanted) {
      if (!vocabulary.contains(tag)) {
        throw new SettingsException(
            given
                + ": '"
                + tag
                + "' is not a tag; a codec's tags: "
                + String.join(", ", new TreeSet<>(vocabulary)));
      }
    }
    List<String> kept =
        selected.stream()
            .filter(
                codec -> {
                  Set<String> tags = tagsOf.get(codec);
                  return tags == null || !Collections.disjoint(tags, wanted);
                })
            .toList();
    if (kept.isEmpty()) {
      throw new SettingsException(
          given
              + ": no codec selected has one of these tags; selected: "
              + String.join(", ", selected));
    }
    return kept;
  }

  /** Whether a name matches a glob ({@code *} any characters, {@code ?} one). */
  static boolean matches(String glob, String name) {
    return glob(glob).matcher(name).matches();
  }

  private static Pattern glob(String glob) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString());
  }
}
