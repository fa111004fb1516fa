package org.serbench.codec;

/**
 * A codec bound to one model class: the three measured steps and the two that check them.
 *
 * <p>{@code N} is the framework's own type: the model class itself for POJO-binding libraries, the
 * generated message for schema libraries. Converting the model to it is "create", timed on its own
 * so that a schema library's conversion never hides inside its "ser".
 *
 * @param <M> the model class
 * @param <N> the framework's native type
 */
public interface Binding<M, N> {

  /** Converts a model object to the native form ("create"). */
  N create(M model);

  /** Encodes a native object ("ser"). */
  byte[] serialize(N value) throws Exception;

  /** Decodes bytes to a native object ("deser"). */
  N deserialize(byte[] bytes) throws Exception;

  /**
   * Reads every field of a decoded object into the sink: "deser" plus this is jvm-serializers'
   * "+deep".
   */
  void readDeep(N value, FieldSink sink);

  /**
   * Reads the root object's own fields into the sink: its scalars and strings, and the size of each
   * collection, without entering nested objects. "deser" plus this is jvm-serializers' "+shal".
   */
  void readShallow(N value, FieldSink sink);

  /** Converts a decoded native object back to the model, for the round-trip check (not timed). */
  M toModel(N value);
}
