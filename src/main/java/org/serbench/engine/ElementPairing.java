package org.serbench.engine;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * Pairs the elements of two sets, or the keys of two maps, for {@link ComparisonWalk}: a set has no
 * order, so each expected element must find an equal partner among the decoded ones.
 */
final class ElementPairing {
  private ElementPairing() {}

  /**
   * For each expected element, the index of an actual one equal to it, or -1; the search stops
   * after {@code enough} misses. Elements whose class has an equals to believe are looked up by
   * hash; the others are paired by {@code equal}, a comparison of their own.
   */
  static int[] match(
      List<Object> expected,
      List<Object> actual,
      boolean[] used,
      int enough,
      BiPredicate<Object, Object> equal) {
    Map<Object, Deque<Integer>> byHash = new HashMap<>();
    for (int j = 0; j < actual.size(); j++) {
      Object a = actual.get(j);
      if (believed(a) && hashes(a)) {
        byHash.computeIfAbsent(a, k -> new ArrayDeque<>()).add(j);
      }
    }
    int[] match = new int[expected.size()];
    Arrays.fill(match, -1);
    for (int i = 0, misses = 0; i < match.length && misses < enough; i++) {
      Object e = expected.get(i);
      Deque<Integer> same = believed(e) && hashes(e) ? byHash.get(e) : null;
      while (same != null && !same.isEmpty() && match[i] < 0) {
        int j = same.poll();
        match[i] = used[j] ? -1 : j;
      }
      // A user's class is retried one by one: an equals without a matching hashCode is a common
      // slip. A JDK value's hash is right, and a set of a million strings must not take hours.
      boolean pair = e == null || !believed(e) || !ClassShape.isJdk(ComparisonWalk.typeOf(e));
      for (int j = 0; pair && j < used.length && match[i] < 0; j++) {
        if (!used[j] && equal.test(e, actual.get(j))) {
          match[i] = j;
        }
      }
      if (match[i] >= 0) {
        used[match[i]] = true;
      } else {
        misses++;
      }
    }
    return match;
  }

  /** Whether the value's hashCode answers; a user's may throw on a field a codec left null. */
  private static boolean hashes(Object value) {
    try {
      Objects.hashCode(value);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** Whether equal objects of the value's class may be found by {@code equals} and hash. */
  private static boolean believed(Object value) {
    if (value == null) {
      return true;
    }
    Class<?> type = value.getClass();
    return !(value instanceof Collection || value instanceof Map)
        && !type.isArray()
        && !(value instanceof Optional)
        && (ClassShape.isJdk(type) || value instanceof Enum || ClassShape.of(type).ownEquals());
  }
}
