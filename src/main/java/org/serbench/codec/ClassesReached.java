package org.serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The classes a user's objects reach, for codecs that register classes up front (Kryo, Fory, FST)
 * and for allow-lists (XStream).
 *
 * <p>Found from the objects rather than from the declared field types, because a field typed by a
 * superclass or an interface may hold any subclass, and a list may be any of the JDK's
 * implementations ({@code ImmutableCollections$ListN} as well as {@code ArrayList}): a codec that
 * was not told of the class it meets fails or writes its name. The walk enters a user's classes
 * field by field, without their transient fields, which codecs do not write; it enters the JDK's
 * classes only as collections, maps, arrays and {@code Optional}, whose contents a codec writes,
 * never through their private fields. An enum is entered as its enum class, not the class of a
 * constant with a body of its own, and not through its fields, since codecs write it by name.
 */
public final class ClassesReached {
  private static final ClassValue<Field[]> FIELDS =
      new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
          return persistentFields(type);
        }
      };

  private ClassesReached() {}

  /**
   * Every concrete class of the objects reached from {@code objects}: {@code roots} first, in their
   * order, then the others sorted by name.
   *
   * <p>Sorted because the walk's order is not stable from JVM to JVM: a {@code HashSet} of objects
   * with identity hash codes iterates in another order in each, and a codec's registration ids, so
   * its bytes, must not change with it.
   */
  public static List<Class<?>> in(List<Class<?>> roots, Iterable<?> objects) {
    Set<Class<?>> found = new HashSet<>();
    Map<Object, Boolean> visited = new IdentityHashMap<>();
    // A work stack rather than recursion: a linked list of a million nodes must not overflow.
    Deque<Object> work = new ArrayDeque<>();
    objects.forEach(object -> push(work, object));
    while (!work.isEmpty()) {
      Object object = work.pop();
      if (visited.put(object, Boolean.TRUE) != null) {
        continue;
      }
      if (object instanceof Enum<?> constant) {
        found.add(constant.getDeclaringClass());
        continue;
      }
      Class<?> type = object.getClass();
      found.add(type);
      if (object instanceof Object[] array) {
        for (Object element : array) {
          push(work, element);
        }
      } else if (object instanceof Collection<?> collection) {
        collection.forEach(element -> push(work, element));
      } else if (object instanceof Map<?, ?> map) {
        map.forEach(
            (key, value) -> {
              push(work, key);
              push(work, value);
            });
      } else if (object instanceof Optional<?> optional) {
        optional.ifPresent(value -> push(work, value));
      }
      for (Field field : FIELDS.get(type)) {
        push(work, read(field, object));
      }
    }
    Set<Class<?>> ordered = new LinkedHashSet<>(roots);
    found.stream()
        .filter(type -> !ordered.contains(type))
        .sorted(Comparator.comparing(Class::getName))
        .forEach(ordered::add);
    ordered.removeIf(Class::isPrimitive);
    return List.copyOf(ordered);
  }

  private static void push(Deque<Object> work, Object object) {
    if (object != null) {
      work.push(object);
    }
  }

  private static Object read(Field field, Object owner) {
    try {
      return field.get(owner);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read " + field, e);
    }
  }

  /**
   * The fields a codec writes: not static, not transient, not synthetic (an inner class's link to
   * its outer instance), declared by a user's class or its user superclasses; those of a JDK
   * superclass are its private business. A field its module does not open is left out.
   */
  private static Field[] persistentFields(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    for (Class<?> c = type; c != null && !DataClasses.isJdk(c); c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers)
            && !Modifier.isTransient(modifiers)
            && !field.isSynthetic()
            && field.trySetAccessible()) {
          fields.add(field);
        }
      }
    }
    return fields.toArray(Field[]::new);
  }
}
