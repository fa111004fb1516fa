package org.serbench.data;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A named shape of data: a model class and a seeded generator of its instances.
 *
 * <p>Every object is drawn from its own {@link SplittableRandom#split() split} of one root
 * generator, so the same seed and count give the same objects on every JVM and every run.
 *
 * @param name the row-group label in every report, e.g. {@code TestObject}
 * @param family the benchmark the data set comes from, which groups it in the report
 * @param type the model class the frameworks bind
 * @param description one line for the report
 * @param batchDivisor how many times fewer objects a batch holds than {@code serbench.objects}, so
 *     that a data set of large objects takes about as long as one of small ones
 * @param generator makes the object at an index from its own random stream
 * @param method for a user's data set, the static method that makes its objects ({@code
 *     com.example.OrderTest#orders}), which a measuring JVM calls again; empty for the classic data
 *     sets, which a measuring JVM finds by name
 * @param genericType the class as the data method declares it, type arguments included ({@code
 *     Page<Order>}), which a codec that reads by declared type binds; the class itself otherwise
 * @param objects the objects of one batch whatever {@code serbench.objects} says, as a user's data
 *     set may declare ({@code @SerbenchData(objects = ...)}); 0 for {@code serbench.objects}
 *     divided by {@code batchDivisor}
 * @param <M> the model class
 */
public record DataSet<M>(
    String name,
    String family,
    Class<M> type,
    String description,
    int batchDivisor,
    Generator<M> generator,
    String method,
    Type genericType,
    int objects) {

  public DataSet {
    if (batchDivisor < 1) {
      throw new IllegalArgumentException(name + ": batchDivisor must be at least 1");
    }
    if (objects < 0) {
      throw new IllegalArgumentException(name + ": objects must be 0 or more");
    }
  }

  /** A data set of a class without type arguments. */
  public DataSet(
      String name,
      String family,
      Class<M> type,
      String description,
      int batchDivisor,
      Generator<M> generator,
      String method) {
    this(name, family, type, description, batchDivisor, generator, method, type, 0);
  }

  /** A classic data set, which a measuring JVM finds by its name. */
  public DataSet(
      String name,
      String family,
      Class<M> type,
      String description,
      int batchDivisor,
      Generator<M> generator) {
    this(name, family, type, description, batchDivisor, generator, "");
  }

  /** Whether this is a user's own data set, made by a method of a test class. */
  public boolean own() {
    return !method.isEmpty();
  }

  /**
   * How a measuring JVM finds this data set again: the name of a classic one, {@code
   * name=class#method} for a user's, followed by {@code ;objects=N} where it declares its batch's
   * objects (see {@link DataSets#resolve}).
   */
  public String reference() {
    return own() ? name + "=" + method + (objects > 0 ? OBJECTS + objects : "") : name;
  }

  /**
   * What follows a user's method in a {@link #reference()} when it declares its batch's objects.
   */
  public static final String OBJECTS = ";objects=";

  /**
   * The objects of one batch when {@code serbench.objects} is {@code objects}: at least one, or the
   * data set's own {@link #objects()}.
   */
  public int objectsPerBatch(int objects) {
    return this.objects > 0 ? this.objects : Math.max(1, objects / batchDivisor);
  }

  /** Makes one object of a data set. */
  @FunctionalInterface
  public interface Generator<M> {
    M generate(SplittableRandom random, int index);
  }

  /**
   * The {@code count} objects of this data set for {@code seed}.
   *
   * @throws DataMethodException when a user's data method throws, naming it and the object
   */
  public List<M> generate(long seed, int count) {
    SplittableRandom root = new SplittableRandom(seed);
    List<M> objects = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      try {
        objects.add(generator.generate(root.split(), i));
      } catch (RuntimeException | StackOverflowError e) {
        if (!own() || e instanceof DataMethodException) {
          throw e;
        }
        throw new DataMethodException(
            "the data method " + method + " threw at object #" + i + ": " + e, e);
      }
    }
    return objects;
  }

  /**
   * A user's data method that threw: the project's error, never the library's, so the cell fails
   * naming the method rather than saying that a codec cannot carry the data.
   */
  public static final class DataMethodException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DataMethodException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** The name, so that parameterized tests show it. */
  @Override
  public String toString() {
    return name;
  }
}
