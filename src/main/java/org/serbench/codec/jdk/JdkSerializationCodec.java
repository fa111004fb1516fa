package org.serbench.codec.jdk;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * The JDK's own object serialization, with fresh streams per message as a request/response protocol
 * would use it.
 *
 * <p>"Unshared" means {@code writeUnshared}/{@code readUnshared}, which only keeps the top-level
 * object out of the handle table: everything it references is still written with shared handles, so
 * both variants produce the same bytes and differ only in the bookkeeping of one object.
 */
final class JdkSerializationCodec implements Codec {
  /**
   * The safe configuration's filter, in {@link ObjectInputFilter}'s pattern syntax: the limits the
   * JDK's serialization filtering guide names for a stream from outside, then the allow-list.
   *
   * <p>The allow-list is the model's packages and the JDK's own module (collections, {@code
   * String}, {@code java.time.Ser} for instants, boxed numbers); every other class is rejected
   * before it is loaded. Since {@code java.base} alone can take a reader down (nested {@code
   * HashSet}s whose hash codes cost 2^depth), the limits bound the graph: the suite's data needs a
   * depth of 7 (Master), 88,183 references and 11.5 MB (Master), and arrays of 1,048,576 (large);
   * each limit is a round number above that.
   */
  static final String MODEL_ONLY =
      "maxdepth=32;maxrefs=1000000;maxbytes=67108864;maxarray=4194304;"
          + "org.serbench.model.**;java.base/*;!*";

  private final boolean unshared;
  private final ObjectInputFilter filter;

  JdkSerializationCodec(boolean unshared) {
    this(unshared, null);
  }

  /** With a filter on every {@link ObjectInputStream}; {@code null} keeps the JVM-wide one. */
  JdkSerializationCodec(boolean unshared, ObjectInputFilter filter) {
    this.unshared = unshared;
    this.filter = filter;
  }

  /** The JDK's documented safeguard: an allow-list filter of the model's classes. */
  static JdkSerializationCodec filtered(boolean unshared) {
    return new JdkSerializationCodec(unshared, ObjectInputFilter.Config.createFilter(MODEL_ONLY));
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
          if (unshared) {
            out.writeUnshared(value);
          } else {
            out.writeObject(value);
          }
        }
        return bytes.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
          if (filter != null) {
            in.setObjectInputFilter(filter);
          }
          return type.cast(unshared ? in.readUnshared() : in.readObject());
        }
      }
    };
  }
}
