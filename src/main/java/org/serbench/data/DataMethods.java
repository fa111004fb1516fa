package org.serbench.data;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A user's data set from a static method of a test class: a generator {@code static T name
 * (SplittableRandom random, int index)}, which makes each object from its own random stream, or a
 * sample {@code static List<T> name()} (any {@code Collection}), whose objects a batch takes in
 * turn.
 *
 * <p>The method runs in every measuring JVM, which finds it by class and name ({@link
 * DataSet#reference()}): the data never travels as bytes, which one of the measured libraries would
 * have to write. It must therefore give the same objects on every call; {@link #checkRepeatable}
 * tells when it does not.
 */
public final class DataMethods {
  /** What a data method may look like, for the message of one that does not. */
  public static final String ALLOWED =
      "static T name(java.util.SplittableRandom random, int index) or static List<T> name() (any"
          + " Collection<T>), T a class of yours";

  private DataMethods() {}

  /** The most objects a batch may be declared to hold, as {@code serbench.objects} allows. */
  public static final int MAX_OBJECTS = 1_000_000;

  /** The data set a method makes, its batches sized by its objects ({@link #BATCH_BYTES}). */
  public static DataSet<?> of(String name, Method method) {
    return of(name, method, 0);
  }

  /**
   * The data set a method makes.
   *
   * @param name the data set's name
   * @param method a static generator or sample method
   * @param objects the objects of one batch, in every profile; 0 to size the batches by the data
   * @throws IllegalArgumentException naming the method and {@link #ALLOWED} when its signature is
   *     neither, or when {@code objects} is outside 0 to {@link #MAX_OBJECTS}
   */
  public static DataSet<?> of(String name, Method method, int objects) {
    String where = method.getDeclaringClass().getName() + "#" + method.getName();
    String problem = problem(method);
    if (problem != null) {
      throw new IllegalArgumentException(
          "data method " + signature(method) + " " + problem + "; allowed: " + ALLOWED);
    }
    if (objects < 0 || objects > MAX_OBJECTS) {
      throw new IllegalArgumentException(
          "data set "
              + name
              + " ("
              + where
              + "): objects = "
              + objects
              + "; allowed: 1 to "
              + MAX_OBJECTS
              + " objects a batch, or 0 to size its batches by the data");
    }
    method.setAccessible(true);
    String family = method.getDeclaringClass().getSimpleName();
    DataSet<?> data =
        method.getParameterCount() == 2
            ? generated(
                name, family, where, method, method.getReturnType(), method.getGenericReturnType())
            : sample(name, family, where, method, elementType(method), genericElementType(method));
    return objects == 0 ? data : withObjects(data, objects);
  }

  private static <M> DataSet<M> withObjects(DataSet<M> d, int objects) {
    return new DataSet<>(
        d.name(),
        d.family(),
        d.type(),
        d.description(),
        d.batchDivisor(),
        d.generator(),
        d.method(),
        d.genericType(),
        objects);
  }

  /** The data set of {@code name=class#method} (and {@code ;objects=N}), in a measuring JVM. */
  static DataSet<?> resolve(String name, String reference) {
    int semicolon = reference.indexOf(DataSet.OBJECTS);
    String method = semicolon < 0 ? reference : reference.substring(0, semicolon);
    int objects =
        semicolon < 0
            ? 0
            : Integer.parseInt(reference.substring(semicolon + DataSet.OBJECTS.length()));
    int hash = method.lastIndexOf('#');
    if (hash < 0) {
      throw new IllegalArgumentException("not a data method: '" + method + "' (class#method)");
    }
    String className = method.substring(0, hash);
    String methodName = method.substring(hash + 1);
    Class<?> owner;
    try {
      owner = Class.forName(className, false, Thread.currentThread().getContextClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(
          "the class of data set " + name + " is not on the measuring JVM's class path: " + e, e);
    }
    for (Method m : owner.getDeclaredMethods()) {
      if (m.getName().equals(methodName) && problem(m) == null) {
        return of(name, m, objects);
      }
    }
    throw new IllegalArgumentException("no data method " + method + " (" + ALLOWED + ")");
  }

  /**
   * Makes the first objects of a data set twice and throws when they differ: a method that uses its
   * own randomness or the clock would hand every measuring JVM other objects.
   *
   * @param compare the first difference of two objects, or null when they are equal
   */
  public static void checkRepeatable(
      DataSet<?> dataSet,
      long seed,
      int count,
      java.util.function.BiFunction<Object, Object, String> compare) {
    List<?> first = dataSet.generate(seed, count);
    List<?> second = dataSet.generate(seed, count);
    for (int i = 0; i < count; i++) {
      String difference = compare.apply(first.get(i), second.get(i));
      if (difference != null) {
        throw new IllegalArgumentException(
            "data method "
                + dataSet.method()
                + " gave other objects on a second call (object #"
                + i
                + ", "
                + difference
                + "): each measuring JVM calls it again, so it must make the same objects every"
                + " time; draw every random value from the SplittableRandom it is given, and take"
                + " no time, random UUID or hash order from outside");
      }
    }
  }

  private static String problem(Method method) {
    if (!Modifier.isStatic(method.getModifiers())) {
      return "is not static";
    }
    Class<?>[] parameters = method.getParameterTypes();
    if (parameters.length == 2) {
      if (parameters[0] != SplittableRandom.class || parameters[1] != int.class) {
        return "takes (" + names(parameters) + ")";
      }
      Class<?> type = method.getReturnType();
      if (type == void.class || type.isPrimitive()) {
        return "returns " + type.getName() + ", not an object";
      }
      return null;
    }
    if (parameters.length == 0) {
      if (!Collection.class.isAssignableFrom(method.getReturnType())) {
        return "returns " + method.getReturnType().getSimpleName() + ", not a List or Collection";
      }
      return null;
    }
    return "takes (" + names(parameters) + ")";
  }

  private static String names(Class<?>[] types) {
    List<String> names = new ArrayList<>();
    for (Class<?> type : types) {
      names.add(type.getSimpleName());
    }
    return String.join(", ", names);
  }

  private static String signature(Method method) {
    return method.getDeclaringClass().getSimpleName()
        + "."
        + method.getName()
        + "("
        + names(method.getParameterTypes())
        + ")";
  }

  /** A sample's element type: its declared type argument, else Object. */
  private static Class<?> elementType(Method method) {
    Type type = method.getGenericReturnType();
    if (type instanceof ParameterizedType p
        && p.getActualTypeArguments().length == 1
        && p.getActualTypeArguments()[0] instanceof Class<?> element) {
      return element;
    }
    if (type instanceof ParameterizedType p
        && p.getActualTypeArguments().length == 1
        && p.getActualTypeArguments()[0] instanceof ParameterizedType element
        && element.getRawType() instanceof Class<?> raw) {
      return raw;
    }
    return Object.class;
  }

  /**
   * The heap a batch of {@link #DEFAULT_OBJECTS} of a user's objects may take, about: a batch of
   * the classic suite's media.1 takes 1.5 MB. A data set of larger objects takes as many times
   * fewer objects a batch ({@link DataSet#batchDivisor()}), as the suite's Jedi masters do, so that
   * a sample of one 1.7 MB document is a batch of one, not of a thousand in a 512 MB heap.
   */
  public static final long BATCH_BYTES = 2L << 20;

  /** The objects a batch holds by default ({@code serbench.objects}). */
  static final int DEFAULT_OBJECTS = 1000;

  /** The objects whose mean size decides the divisor. */
  private static final int SIZED = 5;

  /**
   * How many times fewer than {@code serbench.objects} a batch holds: from the size of the first
   * objects (made from a fixed seed, so every JVM finds the same divisor), at most {@link
   * #BATCH_BYTES} for a default batch.
   *
   * @throws IllegalArgumentException naming the method when it throws
   */
  private static int batchDivisor(String where, DataSet.Generator<?> generator) {
    SplittableRandom root = new SplittableRandom(0);
    long bytes = 0;
    for (int i = 0; i < SIZED; i++) {
      Object o;
      try {
        o = generator.generate(root.split(), i);
      } catch (IllegalArgumentException e) {
        throw e;
      } catch (RuntimeException e) {
        throw new IllegalArgumentException(
            "the data method " + where + " threw at object #" + i + ": " + e, e);
      }
      bytes += ObjectSizes.of(o, BATCH_BYTES * DEFAULT_OBJECTS);
    }
    long perBatch = bytes / SIZED * DEFAULT_OBJECTS;
    return (int) Math.min(DEFAULT_OBJECTS, Math.max(1, (perBatch + BATCH_BYTES - 1) / BATCH_BYTES));
  }

  /** A sample's element type as declared, type arguments included; else its class. */
  private static Type genericElementType(Method method) {
    Type type = method.getGenericReturnType();
    if (type instanceof ParameterizedType p
        && p.getActualTypeArguments().length == 1
        && p.getActualTypeArguments()[0] instanceof ParameterizedType element) {
      return element;
    }
    return elementType(method);
  }

  private static <M> DataSet<M> generated(
      String name, String family, String where, Method method, Class<M> type, Type generic) {
    return dataSet(
        name,
        family,
        where,
        method,
        type,
        generic,
        " objects made from the seed",
        (random, index) -> type.cast(call(method, random, index)));
  }

  private static <M> DataSet<M> sample(
      String name, String family, String where, Method method, Class<M> type, Type generic) {
    return dataSet(
        name,
        family,
        where,
        method,
        type,
        generic,
        " objects of a sample, taken in turn",
        new Sample<>(method, type)::get);
  }

  private static <M> DataSet<M> dataSet(
      String name,
      String family,
      String where,
      Method method,
      Class<M> type,
      Type generic,
      String how,
      DataSet.Generator<M> generator) {
    String description =
        method.getDeclaringClass().getSimpleName()
            + "."
            + method.getName()
            + ": "
            + type.getSimpleName()
            + how;
    // A type variable or wildcard says nothing a codec could bind by: the class then.
    Type declared = generic instanceof ParameterizedType ? generic : type;
    return new DataSet<>(
        name,
        family,
        type,
        description,
        batchDivisor(where, generator),
        generator,
        where,
        declared,
        0);
  }

  /** A sample method's objects, called for once and then taken in turn. */
  private static final class Sample<M> {
    private final Method method;
    private final Class<M> type;
    private List<M> objects;

    Sample(Method method, Class<M> type) {
      this.method = method;
      this.type = type;
    }

    synchronized M get(SplittableRandom random, int index) {
      if (objects == null || index == 0) {
        Collection<?> all = (Collection<?>) call(method);
        if (all == null || all.isEmpty()) {
          throw new IllegalArgumentException(
              "data method " + signature(method) + " returned no objects");
        }
        List<M> list = new ArrayList<>();
        for (Object o : all) {
          list.add(type.cast(o));
        }
        objects = list;
      }
      return objects.get(index % objects.size());
    }
  }

  private static Object call(Method method, Object... args) {
    try {
      return method.invoke(null, args);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call data method " + signature(method), e);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(
          "data method " + signature(method) + " threw " + cause, cause);
    }
  }
}
