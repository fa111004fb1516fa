package org.serbench.engine;

import java.util.List;
import java.util.Map;
import org.serbench.codec.ClassesReached;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.DataClasses;
import org.serbench.data.DataSet;

/**
 * The codec of each data set one JVM measures: set up afresh for every data set, with that data
 * set's classes alone, so that what a codec writes for a data set does not depend on the data sets
 * measured before it in the JVM (a registering codec's ids, a codec's caches) and is what a JVM of
 * its own would write. The first set-up in the JVM is its cold one.
 */
final class CodecSetup {
  private final CodecSpec spec;
  private boolean setUpBefore;

  CodecSetup(CodecSpec spec) {
    this.spec = spec;
  }

  /** Whether no codec was set up in this JVM yet: the next {@link #codec} call is the cold one. */
  boolean fresh() {
    return !setUpBefore;
  }

  /**
   * A codec set up for the data set and its objects: a registering codec registers the classic
   * model's classes, or those the objects of a user's data set reach.
   */
  Codec codec(DataSet<?> dataSet, List<?> objects) {
    setUpBefore = true;
    DataClasses classes =
        dataSet.own()
            ? DataClasses.reached(
                Map.of(dataSet.type(), ClassesReached.in(List.of(dataSet.type()), objects)))
            : DataClasses.model();
    return spec.setUp().apply(classes);
  }
}
