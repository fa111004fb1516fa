package org.serbench.codec;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;

/**
 * One field of a {@link ReadPlan}: a getter bound once, and the field's primitive type, on which
 * the read dispatches so that a primitive reaches the sink without being boxed.
 */
final class FieldSlot {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  /**
   * The descriptor letter of a primitive field ({@code I}, {@code J}, ...), {@code L} otherwise.
   */
  private final char type;

  /** Typed {@code (Object)int}, {@code (Object)Object}, ... so that {@code invokeExact} fits. */
  private final MethodHandle getter;

  /** Whether the field's declared type is closed: a deep read needs no identity set below it. */
  final boolean closed;

  /**
   * The plan of the last class read from this field: most fields hold one class, and this saves the
   * {@code ClassValue} lookup. Racy on purpose: a plan is immutable, any plan of the class is
   * right.
   */
  private ReadPlan last;

  private FieldSlot(char type, MethodHandle getter, boolean closed) {
    this.type = type;
    this.getter = getter;
    this.closed = closed;
  }

  /** The slot of the field, or {@code null} when its module does not let it be read. */
  static FieldSlot of(Field field, boolean closed) {
    Class<?> declared = field.getType();
    MethodHandle getter;
    try {
      getter =
          MethodHandles.privateLookupIn(field.getDeclaringClass(), LOOKUP).unreflectGetter(field);
    } catch (IllegalAccessException | SecurityException e) {
      // A module that opens the field only reflectively: Field's own access, if it grants it.
      try {
        getter = field.trySetAccessible() ? LOOKUP.unreflectGetter(field) : null;
      } catch (IllegalAccessException | SecurityException again) {
        getter = null;
      }
    }
    if (getter == null) {
      return null;
    }
    Class<?> returned = declared.isPrimitive() ? declared : Object.class;
    getter = getter.asType(MethodType.methodType(returned, Object.class));
    char type = declared.isPrimitive() ? declared.descriptorString().charAt(0) : 'L';
    return new FieldSlot(type, getter, closed);
  }

  /** Reads the field deeply; {@code walk} is {@code null} below a closed field. */
  void read(Object owner, FieldSink sink, GenericReaders.Walk walk) {
    try {
      switch (type) {
        case 'Z' -> sink.consume((boolean) getter.invokeExact(owner));
        case 'B' -> sink.consume((long) (byte) getter.invokeExact(owner));
        case 'S' -> sink.consume((long) (short) getter.invokeExact(owner));
        case 'C' -> sink.consume((long) (char) getter.invokeExact(owner));
        case 'I' -> sink.consume((long) (int) getter.invokeExact(owner));
        case 'J' -> sink.consume((long) getter.invokeExact(owner));
        case 'F' -> sink.consume((double) (float) getter.invokeExact(owner));
        case 'D' -> sink.consume((double) getter.invokeExact(owner));
        default -> {
          Object value = (Object) getter.invokeExact(owner);
          if (value == null) {
            sink.consume(-1L);
          } else {
            GenericReaders.read(planOf(value), value, sink, walk);
          }
        }
      }
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("cannot read a field of " + owner.getClass().getName(), e);
    }
  }

  /**
   * Reads the field as the root's own: a scalar or a string as it is, a collection, map or array by
   * its size, a nested object only by whether it is there.
   */
  void readShallow(Object owner, FieldSink sink) {
    if (type != 'L') {
      read(owner, sink, null);
      return;
    }
    Object value;
    try {
      value = (Object) getter.invokeExact(owner);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("cannot read a field of " + owner.getClass().getName(), e);
    }
    if (value == null) {
      sink.consume(-1L);
    } else {
      GenericReaders.readShallowValue(planOf(value), value, sink);
    }
  }

  private ReadPlan planOf(Object value) {
    ReadPlan plan = last;
    if (plan == null || plan.type != value.getClass()) {
      plan = ReadPlan.of(value.getClass());
      last = plan;
    }
    return plan;
  }
}
