package org.serbench.engine;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.serbench.codec.ClassesReached;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.DataClasses;
import org.serbench.data.DataSet;

/**
 * The codec instance the data sets of one JVM share, set up at the first of them with the classes
 * of all of them.
 */
final class CodecSetup {
  private final CodecSpec spec;
  private final DataClasses classes;
  private Codec codec;

  CodecSetup(CodecSpec spec, List<DataSet<?>> dataSets, Settings settings) {
    this.spec = spec;
    this.classes = classesOf(dataSets, settings);
  }

  /** Whether the codec is still to be set up: the next {@link #codec()} call pays for it. */
  boolean fresh() {
    return codec == null;
  }

  /** The codec, set up at the first call. */
  Codec codec() {
    if (codec == null) {
      codec = spec.setUp().apply(classes);
    }
    return codec;
  }

  /**
   * The classes of the data sets, which a registering codec is set up with: the classic model's, or
   * those found in a user's objects (the same objects the data sets then measure). A data set whose
   * method fails adds none; its own measurement reports the failure.
   */
  private static DataClasses classesOf(List<DataSet<?>> dataSets, Settings settings) {
    if (dataSets.stream().noneMatch(DataSet::own)) {
      return DataClasses.model();
    }
    Map<Class<?>, List<Class<?>>> byRoot = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      try {
        List<?> objects =
            dataSet.generate(settings.seed(), dataSet.objectsPerBatch(settings.objects()));
        List<Class<?>> reached = ClassesReached.in(List.of(dataSet.type()), objects);
        byRoot.merge(
            dataSet.type(),
            reached,
            (a, b) -> {
              LinkedHashSet<Class<?>> both = new LinkedHashSet<>(a);
              both.addAll(b);
              return List.copyOf(both);
            });
      } catch (RuntimeException | LinkageError e) {
        // reported by the data set's own measurement, which makes its objects again
      }
    }
    return DataClasses.reached(byRoot);
  }
}
