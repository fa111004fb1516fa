package org.serbench.engine;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.serbench.codec.DataClasses;

/**
 * What {@link ValueComparison} needs to know of a class: its instance fields, those that are part
 * of its value, and whether its {@code equals} is its own. Computed once per class.
 *
 * @param all every field that is neither static nor synthetic (an inner class's link to its outer
 *     instance is not its value), the superclasses' first; {@code null} when one of them sits in a
 *     module that does not open it, so that the object can only be compared by {@code equals}
 * @param persistent the fields of {@code all} that are not transient
 * @param ownEquals whether the class or a superclass below {@code Object} declares {@code equals};
 *     a record's generated one does not count
 */
record ClassShape(Field[] all, Field[] persistent, boolean ownEquals) {
  private static final ClassValue<ClassShape> SHAPES =
      new ClassValue<>() {
        @Override
        protected ClassShape computeValue(Class<?> type) {
          return compute(type);
        }
      };

  static ClassShape of(Class<?> type) {
    return SHAPES.get(type);
  }

  /**
   * Whether the class is the JDK's: its values compare by {@code equals}, its fields are closed.
   */
  static boolean isJdk(Class<?> type) {
    return DataClasses.isJdk(type);
  }

  /** The field's value in the object; the field was made accessible when the shape was built. */
  static Object read(Field field, Object owner) {
    try {
      return field.get(owner);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read " + field, e);
    }
  }

  private static ClassShape compute(Class<?> type) {
    Deque<Class<?>> lineage = new ArrayDeque<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      lineage.push(c);
    }
    List<Field> all = new ArrayList<>();
    List<Field> persistent = new ArrayList<>();
    boolean accessible = true;
    for (Class<?> c : lineage) {
      for (Field field : c.getDeclaredFields()) {
        int modifiers = field.getModifiers();
        if (Modifier.isStatic(modifiers) || field.isSynthetic()) {
          continue;
        }
        accessible &= field.trySetAccessible();
        all.add(field);
        if (!Modifier.isTransient(modifiers)) {
          persistent.add(field);
        }
      }
    }
    boolean ownEquals = !type.isRecord() && declaresEquals(type);
    return accessible
        ? new ClassShape(all.toArray(Field[]::new), persistent.toArray(Field[]::new), ownEquals)
        : new ClassShape(null, null, ownEquals);
  }

  private static boolean declaresEquals(Class<?> type) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      try {
        c.getDeclaredMethod("equals", Object.class);
        return true;
      } catch (NoSuchMethodException e) {
        // Not here: a superclass may declare it.
      }
    }
    return false;
  }
}
