package org.serbench.codec;

import java.time.Instant;
import java.util.List;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Hand-written deep reads of the model classes, for codecs whose native type is the model.
 *
 * <p>Hand-written rather than reflective so that a POJO codec's "deser" pays no more for the read
 * than a schema codec pays for walking its generated message.
 */
public final class ModelReaders {

  /** Reads every field of a model object. */
  @FunctionalInterface
  public interface DeepReader<M> {
    void read(M value, FieldSink sink);
  }

  private ModelReaders() {}

  /** The deep read of a model class; a class without one is a programming error. */
  @SuppressWarnings("unchecked")
  public static <M> DeepReader<M> of(Class<M> type) {
    if (type == TestObject.class) {
      return (DeepReader<M>) (DeepReader<TestObject>) ModelReaders::readTestObject;
    }
    throw new IllegalArgumentException("no deep reader for " + type.getName());
  }

  static void readTestObject(TestObject o, FieldSink sink) {
    sink.consume(o.isBooleanValue());
    sink.consume(o.getIntValue());
    sink.consume(o.getDoubleValue());
    sink.consume(o.getLongValue());
    sink.consume(o.getStringValue());
    for (String s : o.getStringArray()) {
      sink.consume(s);
    }
    readInstant(o.getInstant(), sink);
    readNested(o.getNestedObject(), sink);
    for (NestedObject n : o.getNestedObjects()) {
      readNested(n, sink);
    }
  }

  private static void readNested(NestedObject n, FieldSink sink) {
    List<Instant> instants = n.getInstants();
    for (int i = 0, size = instants.size(); i < size; i++) {
      readInstant(instants.get(i), sink);
    }
  }

  private static void readInstant(Instant instant, FieldSink sink) {
    sink.consume(instant.getEpochSecond());
    sink.consume(instant.getNano());
  }
}
