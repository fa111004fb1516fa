package org.serbench.codec;

import java.lang.reflect.Type;

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

  /**
   * Binds this codec to a model class as a data method declares it, type arguments included ({@code
   * Page<Order>}): a library that reads by the declared type (Jackson's {@code readerFor}, Gson's
   * {@code fromJson}) needs them to make the elements' class back rather than maps. By default the
   * class alone, for the libraries that write each object's class or need no more.
   *
   * @param genericType the class itself, or a {@code ParameterizedType} whose raw type it is
   */
  default <M> Binding<M, ?> bind(Class<M> type, Type genericType) throws UnsupportedDataException {
    return bind(type);
  }
}
