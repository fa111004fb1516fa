package org.serbench.data;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A rough size of an object graph in the heap, to size a user's batches by their data: a batch of a
 * thousand 1.7 MB documents is gigabytes that no measuring JVM holds, where a thousand orders is a
 * few hundred kilobytes. Headers, references and a string's characters are counted as a 64-bit JVM
 * with compressed references lays them out, JDK objects other than strings, boxes, arrays and
 * collections as 24 bytes; each object once.
 */
final class ObjectSizes {
  private static final Map<Class<?>, List<Field>> FIELDS = new ConcurrentHashMap<>();

  private ObjectSizes() {}

  /** The graph's size in bytes, counted until it passes {@code cap}. */
  static long of(Object root, long cap) {
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object> work = new ArrayDeque<>();
    work.push(root);
    long bytes = 0;
    while (!work.isEmpty() && bytes <= cap) {
      Object o = work.pop();
      if (o == null || o instanceof Enum<?> || o instanceof Class<?> || !seen.add(o)) {
        continue;
      }
      Class<?> type = o.getClass();
      if (o instanceof String s) {
        bytes += 40 + s.length();
      } else if (o instanceof Number || o instanceof Boolean || o instanceof Character) {
        bytes += 16;
      } else if (type.isArray()) {
        int length = Array.getLength(o);
        Class<?> component = type.getComponentType();
        bytes += 16 + (long) length * (component.isPrimitive() ? primitive(component) : 4);
        if (!component.isPrimitive()) {
          for (int i = 0; i < length; i++) {
            work.push(Array.get(o, i));
          }
        }
      } else if (o instanceof Collection<?> c) {
        bytes += 32 + 20L * c.size();
        c.forEach(work::push);
      } else if (o instanceof Map<?, ?> m) {
        bytes += 48 + 32L * m.size();
        m.forEach(
            (k, v) -> {
              work.push(k);
              work.push(v);
            });
      } else if (isJdk(type)) {
        bytes += 24;
      } else {
        List<Field> fields = fields(type);
        bytes += 12 + 4L * fields.size();
        for (Field f : fields) {
          if (f.getType().isPrimitive()) {
            bytes += primitive(f.getType());
          } else {
            try {
              work.push(f.get(o));
            } catch (IllegalAccessException e) {
              // unreadable: counted as its reference only
            }
          }
        }
      }
    }
    return bytes;
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.")
        || name.startsWith("com.sun.");
  }

  private static List<Field> fields(Class<?> type) {
    return FIELDS.computeIfAbsent(
        type,
        t -> {
          List<Field> fields = new ArrayList<>();
          for (Class<?> k = t; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
              if (!Modifier.isStatic(f.getModifiers()) && trySetAccessible(f)) {
                fields.add(f);
              }
            }
          }
          return fields;
        });
  }

  private static boolean trySetAccessible(AccessibleObject o) {
    try {
      return o.trySetAccessible();
    } catch (SecurityException e) {
      return false;
    }
  }

  private static int primitive(Class<?> type) {
    if (type == long.class || type == double.class) {
      return 8;
    }
    if (type == int.class || type == float.class) {
      return 4;
    }
    if (type == short.class || type == char.class) {
      return 2;
    }
    return 1;
  }
}
