package org.serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How {@link GenericReaders} reads the objects of one runtime class, worked out once per class.
 *
 * <p>A composite is {@code closed} when nothing reachable through it can lead back to an object on
 * the path: every field's declared type is a primitive, a JDK value, an enum, or a final class (or
 * a JDK collection of such) whose own fields are closed in turn, with no class reaching itself. A
 * deep read needs no identity set below a closed object, which keeps the common case (records of
 * strings, numbers and lists of records) free of that cost in the timed phase. A JDK value's class
 * that is not final is taken as closed too: a user's subclass of one with fields of its own cannot
 * be read field by field, since its JDK superclass does not open its fields.
 */
final class ReadPlan {
  static final int BOOLEAN = 0;
  static final int INTEGRAL = 1;
  static final int CHAR = 2;
  static final int FLOATING = 3;
  static final int STRING = 4;
  static final int ENUM = 5;
  static final int HASH = 6;
  static final int PRIMITIVE_ARRAY = 7;
  static final int OPTIONAL = 8;
  static final int OBJECT_ARRAY = 9;
  static final int COLLECTION = 10;
  static final int MAP = 11;
  static final int FIELDS = 12;

  private static final ClassValue<ReadPlan> PLANS =
      new ClassValue<>() {
        @Override
        protected ReadPlan computeValue(Class<?> type) {
          return compute(type);
        }
      };

  final Class<?> type;
  final int kind;

  /** The component's descriptor letter of a primitive array ({@code I} for {@code int[]}). */
  final char element;

  /** The fields of a {@link #FIELDS} plan, the superclasses' first. */
  final FieldSlot[] slots;

  final boolean closed;

  private ReadPlan(Class<?> type, int kind, char element, FieldSlot[] slots, boolean closed) {
    this.type = type;
    this.kind = kind;
    this.element = element;
    this.slots = slots;
    this.closed = closed;
  }

  static ReadPlan of(Class<?> type) {
    return PLANS.get(type);
  }

  /** A scalar, or a composite below which nothing is entered: no cycle can pass through it. */
  boolean isScalar() {
    return kind <= PRIMITIVE_ARRAY;
  }

  private static ReadPlan compute(Class<?> type) {
    int kind = scalarKind(type);
    if (kind >= 0) {
      char element = type.isArray() ? type.getComponentType().descriptorString().charAt(0) : ' ';
      return new ReadPlan(type, kind, element, null, true);
    }
    if (type.isArray()) {
      return new ReadPlan(type, OBJECT_ARRAY, ' ', null, false);
    }
    if (type == Optional.class) {
      return new ReadPlan(type, OPTIONAL, ' ', null, false);
    }
    if (Collection.class.isAssignableFrom(type)) {
      return new ReadPlan(type, COLLECTION, ' ', null, false);
    }
    if (Map.class.isAssignableFrom(type)) {
      return new ReadPlan(type, MAP, ' ', null, false);
    }
    if (isJdk(type)) {
      return new ReadPlan(type, HASH, ' ', null, true);
    }
    Map<Class<?>, Boolean> known = new HashMap<>();
    known.put(type, false);
    List<FieldSlot> slots = new ArrayList<>();
    boolean closed = true;
    for (Field field : instanceFields(type)) {
      boolean fieldClosed = closed(field.getGenericType(), known);
      FieldSlot slot = FieldSlot.of(field, fieldClosed);
      if (slot == null) {
        // A field of a JDK superclass that its module keeps closed: the hash reads it whole.
        return new ReadPlan(type, HASH, ' ', null, true);
      }
      slots.add(slot);
      closed &= fieldClosed;
    }
    return new ReadPlan(type, FIELDS, ' ', slots.toArray(FieldSlot[]::new), closed);
  }

  private static int scalarKind(Class<?> type) {
    if (type == Boolean.class) {
      return BOOLEAN;
    }
    if (type == Byte.class || type == Short.class || type == Integer.class || type == Long.class) {
      return INTEGRAL;
    }
    if (type == Character.class) {
      return CHAR;
    }
    if (type == Float.class || type == Double.class) {
      return FLOATING;
    }
    if (type == String.class) {
      return STRING;
    }
    if (Enum.class.isAssignableFrom(type)) {
      return ENUM;
    }
    return type.isArray() && type.getComponentType().isPrimitive() ? PRIMITIVE_ARRAY : -1;
  }

  /** Whether values declared as {@code type} are closed (see the class comment). */
  private static boolean closed(Type type, Map<Class<?>, Boolean> known) {
    if (type instanceof GenericArrayType array) {
      return closed(array.getGenericComponentType(), known);
    }
    if (type instanceof ParameterizedType generic) {
      if (!(generic.getRawType() instanceof Class<?> raw) || !isJdk(raw) || !isContainer(raw)) {
        return false;
      }
      for (Type argument : generic.getActualTypeArguments()) {
        if (!closed(argument, known)) {
          return false;
        }
      }
      return true;
    }
    if (!(type instanceof Class<?> c)) {
      return false; // a type variable or a wildcard: anything may come
    }
    if (c.isArray()) {
      return closed(c.getComponentType(), known);
    }
    if (c.isPrimitive() || Enum.class.isAssignableFrom(c)) {
      return true;
    }
    if (isContainer(c) || c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
      return false;
    }
    if (isJdk(c)) {
      return c != Object.class;
    }
    if (!Modifier.isFinal(c.getModifiers())) {
      return false;
    }
    Boolean seen = known.get(c);
    if (seen != null) {
      return seen; // false while its fields are looked at: the class reaches itself
    }
    known.put(c, false);
    boolean closed = true;
    for (Field field : instanceFields(c)) {
      closed = closed && closed(field.getGenericType(), known);
    }
    known.put(c, closed);
    return closed;
  }

  private static boolean isContainer(Class<?> type) {
    return Collection.class.isAssignableFrom(type)
        || Map.class.isAssignableFrom(type)
        || type == Optional.class;
  }

  /**
   * Every field that holds part of an object: not static, not synthetic (an inner class's link to
   * its outer instance is not its data), transient ones included; the superclasses' first.
   */
  static List<Field> instanceFields(Class<?> type) {
    List<Class<?>> lineage = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      lineage.add(0, c);
    }
    List<Field> fields = new ArrayList<>();
    for (Class<?> c : lineage) {
      for (Field field : c.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
          fields.add(field);
        }
      }
    }
    return fields;
  }

  static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.")
        || name.startsWith("com.sun.");
  }
}
