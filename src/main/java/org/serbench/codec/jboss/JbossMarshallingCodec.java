package org.serbench.codec.jboss;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.jboss.marshalling.Marshaller;
import org.jboss.marshalling.MarshallerFactory;
import org.jboss.marshalling.Marshalling;
import org.jboss.marshalling.MarshallingConfiguration;
import org.jboss.marshalling.Unmarshaller;
import org.jboss.marshalling.UnmarshallingObjectInputFilter;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * JBoss Marshalling with one of its provided protocols: {@code river}, its own compact format, or
 * {@code serial}, the JDK serialization format written by JBoss's faster implementation.
 *
 * <p>The factory and configuration are made once; a marshaller and an unmarshaller are created per
 * message from them, as the library's quick start and Netty's marshalling codecs do, so that every
 * message is a self-contained stream.
 */
final class JbossMarshallingCodec implements Codec {
  /**
   * The allow-list of the safe configuration, in the JEP 290 pattern syntax JBoss Marshalling's
   * filter factory takes: the model's packages and the JDK's {@code java.*} packages, and arrays of
   * them. Unlike the JDK's filter, which judges an array by its element type, JBoss's matches the
   * array class's own name ({@code [Ljava.lang.Object;}, which {@code ArrayList.readObject} asks
   * for), so arrays are listed by name.
   */
  static final String MODEL_ONLY =
      "org.serbench.model.**;java.**;[Lorg.serbench.model.**;[Ljava.**;[Z;[B;[C;[S;[I;[J;[F;[D;!*";

  private final MarshallerFactory factory;
  private final MarshallingConfiguration configuration = new MarshallingConfiguration();

  /**
   * Sets up a protocol.
   *
   * @param protocol {@code river} or {@code serial}
   * @param version the protocol version the documentation uses: 3 for river (its quick start), 5
   *     for serial (the JDK stream version, the only one it writes)
   */
  JbossMarshallingCodec(String protocol, int version) {
    this.factory = Marshalling.getProvidedMarshallerFactory(protocol);
    if (factory == null) {
      throw new IllegalStateException(
          "JBoss Marshalling protocol not on the classpath: " + protocol);
    }
    configuration.setVersion(version);
  }

  /**
   * As the constructor, with {@link MarshallingConfiguration#setUnmarshallingFilter} set to an
   * allow-list of {@link #MODEL_ONLY}: the safe counterpart, never measured.
   */
  static JbossMarshallingCodec filtered(String protocol, int version) {
    JbossMarshallingCodec codec = new JbossMarshallingCodec(protocol, version);
    codec.configuration.setUnmarshallingFilter(
        UnmarshallingObjectInputFilter.Factory.createFilter(MODEL_ONLY));
    return codec;
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Marshaller marshaller = factory.createMarshaller(configuration);
        marshaller.start(Marshalling.createByteOutput(bytes));
        marshaller.writeObject(value);
        marshaller.finish();
        return bytes.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        Unmarshaller unmarshaller = factory.createUnmarshaller(configuration);
        unmarshaller.start(Marshalling.createByteInput(new ByteArrayInputStream(bytes)));
        M value = unmarshaller.readObject(type);
        unmarshaller.finish();
        return value;
      }
    };
  }
}
