package org.serbench.codec;

/**
 * A framework set up as one named codec: constructing it is the library's set-up, which the
 * cold-start figures include.
 */
public interface Codec {

  /**
   * Binds this codec to a model class.
   *
   * @throws UnsupportedDataException if the framework cannot carry that class, with the library's
   *     own error as the cause where there is one
   */
  <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException;
}
