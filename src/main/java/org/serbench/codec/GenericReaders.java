package org.serbench.codec;

import java.lang.reflect.Array;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * The deep ("+deep") and shallow ("+shal") reads of decoded objects of any class: a user's own
 * classes, which {@link ModelReaders} does not know.
 *
 * <p>A deep read takes every value reachable, as {@link ModelReaders} does by hand: primitives and
 * boxed numbers as numbers, a string by its length, an enum by its ordinal, other JDK values by
 * their hash code (which makes a lazy one whole), collections, maps and arrays by their size and
 * element by element, {@code null} as -1, any other object field by field, transient fields
 * included: a field a codec filled is read. A shallow read takes the root's own scalars and strings
 * and the size of each collection, map and array field, without entering nested objects.
 *
 * <p>The reads are timed, so their cost is kept to what the values demand: each class's fields are
 * read through getters bound once, a primitive without boxing, and an identity set is kept only
 * where a cycle could be, above objects the declared types do not close ({@link ReadPlan}). Its
 * entries stop a cycle; a shared object is read once. Deeper than {@value #MAX_DEPTH} levels of
 * such objects the rest waits on a list, read after the root, so that a long linked list cannot
 * overflow the stack.
 */
public final class GenericReaders {
  /** Levels of entered objects before the deeper ones wait: well within any thread's stack. */
  static final int MAX_DEPTH = 256;

  private GenericReaders() {}

  /** The deep read of any class: every value reachable. */
  public static <M> ModelReaders.Reader<M> deep(Class<M> type) {
    ReadPlan.of(type); // the reflection is done before the timed reads
    return GenericReaders::readDeep;
  }

  /** The shallow read of any class: the root's own values and sizes. */
  public static <M> ModelReaders.Reader<M> shallow(Class<M> type) {
    ReadPlan.of(type);
    return GenericReaders::readShallow;
  }

  private static void readDeep(Object root, FieldSink sink) {
    if (root == null) {
      sink.consume(-1L);
      return;
    }
    ReadPlan plan = ReadPlan.of(root.getClass());
    if (plan.closed) {
      read(plan, root, sink, null);
      return;
    }
    Walk walk = new Walk();
    read(plan, root, sink, walk);
    walk.readWaiting(sink);
  }

  private static void readShallow(Object root, FieldSink sink) {
    if (root == null) {
      sink.consume(-1L);
      return;
    }
    ReadPlan plan = ReadPlan.of(root.getClass());
    if (plan.kind == ReadPlan.FIELDS) {
      for (FieldSlot slot : plan.slots) {
        slot.readShallow(root, sink);
      }
    } else if (plan.kind == ReadPlan.OPTIONAL) {
      sink.consume(((Optional<?>) root).isPresent());
    } else {
      readShallowValue(plan, root, sink);
    }
  }

  /** A field of a shallow read's root, or the root itself when it is a value or a container. */
  static void readShallowValue(ReadPlan plan, Object value, FieldSink sink) {
    switch (plan.kind) {
      case ReadPlan.PRIMITIVE_ARRAY, ReadPlan.OBJECT_ARRAY -> sink.consume(Array.getLength(value));
      case ReadPlan.COLLECTION -> sink.consume(((Collection<?>) value).size());
      case ReadPlan.MAP -> sink.consume(((Map<?, ?>) value).size());
      case ReadPlan.OPTIONAL, ReadPlan.FIELDS -> sink.consume(true);
      default -> read(plan, value, sink, null);
    }
  }

  /** Reads a non-null value deeply; {@code walk} is {@code null} where no cycle can be. */
  static void read(ReadPlan plan, Object value, FieldSink sink, Walk walk) {
    switch (plan.kind) {
      case ReadPlan.BOOLEAN -> sink.consume(((Boolean) value).booleanValue());
      case ReadPlan.INTEGRAL -> sink.consume(((Number) value).longValue());
      case ReadPlan.CHAR -> sink.consume((long) ((Character) value).charValue());
      case ReadPlan.FLOATING -> sink.consume(((Number) value).doubleValue());
      case ReadPlan.STRING -> sink.consume((String) value);
      case ReadPlan.ENUM -> sink.consume((long) ((Enum<?>) value).ordinal());
      case ReadPlan.HASH -> sink.consume((long) value.hashCode());
      case ReadPlan.PRIMITIVE_ARRAY -> readPrimitives(plan.element, value, sink);
      case ReadPlan.OPTIONAL -> {
        Optional<?> optional = (Optional<?>) value;
        sink.consume(optional.isPresent());
        if (optional.isPresent()) {
          readAny(optional.get(), sink, walk);
        }
      }
      default -> readComposite(plan, value, sink, walk);
    }
  }

  private static void readAny(Object value, FieldSink sink, Walk walk) {
    if (value == null) {
      sink.consume(-1L);
    } else {
      read(ReadPlan.of(value.getClass()), value, sink, walk);
    }
  }

  /**
   * Reads an element of a container, whose elements are mostly of one class: the plan of the one
   * before saves the {@code ClassValue} lookup. Returns the plan of this one.
   */
  private static ReadPlan readElement(Object value, ReadPlan last, FieldSink sink, Walk walk) {
    if (value == null) {
      sink.consume(-1L);
      return last;
    }
    ReadPlan plan =
        last != null && last.type == value.getClass() ? last : ReadPlan.of(value.getClass());
    read(plan, value, sink, walk);
    return plan;
  }

  /** A collection, map, object array or object read field by field. */
  private static void readComposite(ReadPlan plan, Object value, FieldSink sink, Walk walk) {
    boolean tracked = walk != null && !plan.closed;
    if (tracked && !walk.enter(value)) {
      return;
    }
    Walk below = plan.closed ? null : walk;
    switch (plan.kind) {
      case ReadPlan.OBJECT_ARRAY -> {
        Object[] array = (Object[]) value;
        sink.consume(array.length);
        ReadPlan last = null;
        for (Object element : array) {
          last = readElement(element, last, sink, below);
        }
      }
      case ReadPlan.COLLECTION -> {
        Collection<?> collection = (Collection<?>) value;
        sink.consume(collection.size());
        ReadPlan last = null;
        if (collection instanceof List<?> list && collection instanceof RandomAccess) {
          for (int i = 0, size = list.size(); i < size; i++) {
            last = readElement(list.get(i), last, sink, below);
          }
        } else {
          for (Object element : collection) {
            last = readElement(element, last, sink, below);
          }
        }
      }
      case ReadPlan.MAP -> {
        Map<?, ?> map = (Map<?, ?>) value;
        sink.consume(map.size());
        for (Map.Entry<?, ?> entry : map.entrySet()) {
          readAny(entry.getKey(), sink, below);
          readAny(entry.getValue(), sink, below);
        }
      }
      default -> {
        for (FieldSlot slot : plan.slots) {
          slot.read(value, sink, slot.closed ? null : below);
        }
      }
    }
    if (tracked) {
      walk.depth--;
    }
  }

  private static void readPrimitives(char element, Object array, FieldSink sink) {
    switch (element) {
      case 'Z' -> {
        boolean[] values = (boolean[]) array;
        sink.consume(values.length);
        for (boolean v : values) {
          sink.consume(v);
        }
      }
      case 'B' -> {
        byte[] values = (byte[]) array;
        sink.consume(values.length);
        for (byte v : values) {
          sink.consume(v);
        }
      }
      case 'S' -> {
        short[] values = (short[]) array;
        sink.consume(values.length);
        for (short v : values) {
          sink.consume(v);
        }
      }
      case 'C' -> {
        char[] values = (char[]) array;
        sink.consume(values.length);
        for (char v : values) {
          sink.consume(v);
        }
      }
      case 'I' -> {
        int[] values = (int[]) array;
        sink.consume(values.length);
        for (int v : values) {
          sink.consume(v);
        }
      }
      case 'J' -> {
        long[] values = (long[]) array;
        sink.consume(values.length);
        for (long v : values) {
          sink.consume(v);
        }
      }
      case 'F' -> {
        float[] values = (float[]) array;
        sink.consume(values.length);
        for (float v : values) {
          sink.consume(v);
        }
      }
      default -> {
        double[] values = (double[]) array;
        sink.consume(values.length);
        for (double v : values) {
          sink.consume(v);
        }
      }
    }
  }

  /** The state of one deep read that may meet a cycle. */
  static final class Walk {
    private final IdentityHashMap<Object, Boolean> entered = new IdentityHashMap<>();
    private ArrayDeque<Object> waiting;
    private int depth;

    /**
     * Whether to read the object now: false when it was read before, or when it is too deep and
     * waits. A true answer is paired with a {@code depth--} when the object is done.
     */
    boolean enter(Object value) {
      if (depth >= MAX_DEPTH) {
        if (waiting == null) {
          waiting = new ArrayDeque<>();
        }
        waiting.push(value);
        return false;
      }
      if (entered.put(value, Boolean.TRUE) != null) {
        return false;
      }
      depth++;
      return true;
    }

    void readWaiting(FieldSink sink) {
      while (waiting != null && !waiting.isEmpty()) {
        Object value = waiting.pop();
        read(ReadPlan.of(value.getClass()), value, sink, this);
      }
    }
  }
}
