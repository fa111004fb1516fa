package org.serbench.data;

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
 * @param <M> the model class
 */
public record DataSet<M>(
    String name,
    String family,
    Class<M> type,
    String description,
    int batchDivisor,
    Generator<M> generator) {

  public DataSet {
    if (batchDivisor < 1) {
      throw new IllegalArgumentException(name + ": batchDivisor must be at least 1");
    }
  }

  /** The objects of one batch when {@code serbench.objects} is {@code objects}: at least one. */
  public int objectsPerBatch(int objects) {
    return Math.max(1, objects / batchDivisor);
  }

  /** Makes one object of a data set. */
  @FunctionalInterface
  public interface Generator<M> {
    M generate(SplittableRandom random, int index);
  }

  /** The {@code count} objects of this data set for {@code seed}. */
  public List<M> generate(long seed, int count) {
    SplittableRandom root = new SplittableRandom(seed);
    List<M> objects = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      objects.add(generator.generate(root.split(), i));
    }
    return objects;
  }

  /** The name, so that parameterized tests show it. */
  @Override
  public String toString() {
    return name;
  }
}
