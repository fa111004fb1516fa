package org.serbench.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

/**
 * What a JDK object compares by in {@link ValueComparison}: itself where its class has an {@code
 * equals} of its own, its value where the class compares by identity ({@code AtomicLong}, {@code
 * StringBuilder}, {@code Pattern}, ...), which a decoded copy never is. A JDK class of identity
 * equals that shows its value neither here nor in a {@code toString} of its own compares by its
 * class alone: nothing outside it can read its value.
 */
final class JdkValues {
  private static final Map<Class<?>, Boolean> IDENTITY = new ConcurrentHashMap<>();

  private JdkValues() {}

  /** The value to compare a JDK object, an enum constant or a boxed value by. */
  static Object of(Object value) {
    if (value == null || !identityEquals(value.getClass())) {
      return value;
    }
    if (value instanceof AtomicBoolean b) {
      return b.get();
    }
    if (value instanceof AtomicInteger i) {
      return i.get();
    }
    if (value instanceof AtomicLong l) {
      return l.get();
    }
    if (value instanceof LongAdder adder) {
      return adder.sum();
    }
    if (value instanceof DoubleAdder adder) {
      return adder.sum();
    }
    if (value instanceof Pattern p) {
      return p.pattern() + " (flags " + p.flags() + ")";
    }
    if (value instanceof CharSequence text) {
      return value.getClass().getName() + ": " + text;
    }
    if (ownToString(value.getClass())) {
      return value.getClass().getName() + ": " + value;
    }
    return value.getClass();
  }

  private static boolean identityEquals(Class<?> type) {
    return IDENTITY.computeIfAbsent(
        type, t -> declaring(t, "equals", Object.class) == Object.class);
  }

  private static boolean ownToString(Class<?> type) {
    return declaring(type, "toString") != Object.class;
  }

  private static Class<?> declaring(Class<?> type, String name, Class<?>... parameters) {
    try {
      return type.getMethod(name, parameters).getDeclaringClass();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("every class has " + name, e);
    }
  }
}
