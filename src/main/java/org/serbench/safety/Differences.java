package org.serbench.safety;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The first difference between an original and its decoded copy, as a path and both values: {@code
 * value: expected -0.0, decoded 0.0}.
 *
 * <p>Doubles and floats compare as {@link Double#equals} does, bit for bit but with one NaN, so
 * {@code -0.0} differs from {@code 0.0}; a {@code BigDecimal} by {@code equals}, so its scale
 * counts. Lists and maps compare whatever their class, since a library may build its own.
 */
public final class Differences {
  private static final String MODEL = "org.serbench.model";
  private static final int SHORT = 40;

  /** The stack of the field-by-field walk: ample for the probes' thousand levels. */
  private static final long WALK_STACK_BYTES = 64L << 20;

  private Differences() {}

  /** The first difference, or empty when the decoded object equals the original. */
  public static Optional<String> first(Object expected, Object actual) {
    // The models' equals is exact, and the probes' walks their chain in a loop: only a difference
    // is looked for field by field, whose recursion a thousand levels deep could itself run out of
    // stack and must not be mistaken for the library's.
    if (java.util.Objects.equals(expected, actual)) {
      return Optional.empty();
    }
    // On a thread of its own with a stack of its own: how deep the caller's stack already is, and
    // how much of the walk the JIT compiled, must not decide whether the path can be named.
    String[] walk = new String[1];
    boolean[] tooDeep = new boolean[1];
    Thread walker =
        new Thread(
            null,
            () -> {
              try {
                walk[0] = diff(new ArrayList<>(), expected, actual);
              } catch (StackOverflowError e) {
                tooDeep[0] = true;
              }
            },
            "serbench-differences",
            WALK_STACK_BYTES);
    walker.start();
    try {
      walker.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while comparing", e);
    }
    if (tooDeep[0]) {
      return Optional.of("differs too deep down to name the path: equals is false");
    }
    String found = walk[0];
    if (found == null) {
      found =
          "equal field by field, but not the same object graph: expected "
              + show(expected)
              + ", decoded "
              + show(actual);
    }
    return Optional.ofNullable(found);
  }

  private static String diff(List<String> path, Object e, Object a) {
    if (e == a) {
      return null;
    }
    if (e == null || a == null) {
      return at(path, show(e), show(a));
    }
    if (e instanceof List<?> el && a instanceof List<?> al) {
      if (el.size() != al.size()) {
        return at(path, "a list of " + el.size(), "a list of " + al.size());
      }
      Iterator<?> ei = el.iterator();
      Iterator<?> ai = al.iterator();
      for (int i = 0; ei.hasNext(); i++) {
        String d = diff(with(path, "[" + i + "]"), ei.next(), ai.next());
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Map<?, ?> em && a instanceof Map<?, ?> am) {
      for (Map.Entry<?, ?> entry : em.entrySet()) {
        String key = "[" + show(entry.getKey()) + "]";
        if (!am.containsKey(entry.getKey())) {
          return at(with(path, key), show(entry.getValue()), "no such key");
        }
        String d = diff(with(path, key), entry.getValue(), am.get(entry.getKey()));
        if (d != null) {
          return d;
        }
      }
      return em.size() == am.size()
          ? null
          : at(path, "a map of " + em.size(), "a map of " + am.size());
    }
    if (e.getClass() != a.getClass()) {
      return at(path, "a " + e.getClass().getName(), "a " + a.getClass().getName());
    }
    if (e instanceof String es) {
      return es.equals(a) ? null : strings(path, es, (String) a);
    }
    if (e instanceof byte[] eb) {
      byte[] ab = (byte[]) a;
      int n = Arrays.mismatch(eb, ab);
      if (n < 0) {
        return null;
      }
      if (n >= Math.min(eb.length, ab.length)) {
        return at(path, "byte[" + eb.length + "]", "byte[" + ab.length + "]");
      }
      return at(with(path, "[" + n + "]"), Byte.toString(eb[n]), Byte.toString(ab[n]));
    }
    if (e.getClass().getName().startsWith(MODEL) && !e.getClass().isEnum()) {
      return fields(path, e, a);
    }
    return e.equals(a) ? null : at(path, show(e), show(a));
  }

  private static String fields(List<String> path, Object e, Object a) {
    for (Class<?> c = e.getClass(); c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (Modifier.isStatic(field.getModifiers())) {
          continue;
        }
        field.setAccessible(true);
        try {
          String d = diff(with(path, field.getName()), field.get(e), field.get(a));
          if (d != null) {
            return d;
          }
        } catch (IllegalAccessException x) {
          throw new IllegalStateException(x);
        }
      }
    }
    return null;
  }

  private static String strings(List<String> path, String e, String a) {
    int n = 0;
    while (n < e.length() && n < a.length() && e.charAt(n) == a.charAt(n)) {
      n++;
    }
    if (e.length() <= SHORT && a.length() <= SHORT) {
      return at(path, show(e), show(a));
    }
    return String.format(
        Locale.ROOT,
        "%s: %d chars expected, %d decoded, first difference at char %d: expected %s, decoded %s",
        name(path),
        e.length(),
        a.length(),
        n,
        n < e.length() ? show(String.valueOf(e.charAt(n))) : "the end",
        n < a.length() ? show(String.valueOf(a.charAt(n))) : "the end");
  }

  private static List<String> with(List<String> path, String segment) {
    List<String> longer = new ArrayList<>(path);
    longer.add(segment);
    return longer;
  }

  private static String at(List<String> path, String expected, String decoded) {
    return name(path) + ": expected " + expected + ", decoded " + decoded;
  }

  /** The path with runs of one field folded: {@code next×999.level}, not 999 {@code next}s. */
  static String name(List<String> path) {
    if (path.isEmpty()) {
      return "the object";
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < path.size(); ) {
      int j = i;
      while (j < path.size() && path.get(j).equals(path.get(i))) {
        j++;
      }
      String segment = path.get(i);
      if (out.length() > 0 && !segment.startsWith("[")) {
        out.append('.');
      }
      out.append(segment);
      if (j - i > 1) {
        out.append('×').append(j - i);
      }
      i = j;
    }
    return out.toString();
  }

  /** A value as the detail shows it: a string quoted, its unusual chars as code points. */
  static String show(Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof String s) {
      if (s.length() > SHORT) {
        return "a string of " + s.length() + " chars";
      }
      StringBuilder out = new StringBuilder("\"");
      for (char c : s.toCharArray()) {
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
          out.append(c);
        } else {
          out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
        }
      }
      return out.append('"').toString();
    }
    if (value instanceof Character c) {
      return String.format(Locale.ROOT, "char U+%04X", (int) c);
    }
    if (value instanceof Double || value instanceof Float) {
      return value.toString();
    }
    if (value instanceof byte[] b) {
      return "byte[" + b.length + "]";
    }
    String text = String.valueOf(value);
    return text.length() > 80 ? text.substring(0, 80) + " ..." : text;
  }
}
