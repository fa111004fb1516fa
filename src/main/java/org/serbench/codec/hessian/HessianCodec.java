package org.serbench.codec.hessian;

import com.caucho.hessian.io.AbstractHessianOutput;
import com.caucho.hessian.io.AbstractSerializer;
import com.caucho.hessian.io.AbstractSerializerFactory;
import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.Deflation;
import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianHandle;
import com.caucho.hessian.io.Serializer;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.HessianCodec.InstantHandle;
import org.serbench.codec.PojoBinding;

/**
 * Hessian 2 with a fresh {@link Hessian2Output}/{@link Hessian2Input} per message, optionally
 * inside Hessian's own {@link Deflation} envelope.
 *
 * <p>Hessian 4 predates {@code java.time}: on its own it follows {@code Instant}'s {@code
 * writeReplace} into {@code java.time.Ser}, whose field holds the {@code Instant} again, and
 * recurses until the stack overflows. The fix is Hessian's own idiom for value types it lacks (as
 * its {@code LocaleSerializer} does for {@code Locale}): a serializer that writes a {@link
 * HessianHandle} whose {@code readResolve} rebuilds the value, registered through {@link
 * SerializerFactory#addFactory}. Everything else is Hessian's default factory.
 *
 * <p>The handle, {@link InstantHandle}, is nested in {@code org.serbench.codec.HessianCodec}, not
 * here: Hessian writes its class name into every message with an instant, and that name is kept as
 * it was before the codecs moved into family packages, so that the bytes did not change.
 */
final class HessianCodec implements Codec {
  /**
   * What the safe configuration's {@link ClassFactory} allows, in its patterns ({@code *} for any
   * characters): the model's packages and the instant handle. Hessian itself adds {@code java.*},
   * less {@code Runtime}, {@code Process}, {@code System} and {@code Thread}.
   */
  static final List<String> ALLOWED =
      List.of("org.serbench.model.*", "org.serbench.codec.HessianCodec*");

  private final SerializerFactory factory = new SerializerFactory();
  private final Deflation deflation;

  HessianCodec(boolean deflate) {
    factory.addFactory(new JavaTimeFactory());
    this.deflation = deflate ? new Deflation() : null;
  }

  /**
   * As {@link #HessianCodec(boolean)}, with the factory's {@link ClassFactory} in white-list mode
   * allowing {@link #ALLOWED}: the safe counterpart, never measured. A class it does not allow is
   * read as a {@code HashMap}.
   */
  static HessianCodec allowingModelOnly(boolean deflate) {
    HessianCodec codec = new HessianCodec(deflate);
    ClassFactory classes = codec.factory.getClassFactory();
    classes.setWhitelist(true);
    ALLOWED.forEach(classes::allow);
    return codec;
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(factory);
        if (deflation != null) {
          out = deflation.wrap(out);
          out.setSerializerFactory(factory);
        }
        out.writeObject(value);
        out.close();
        return bytes.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws IOException {
        Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
        in.setSerializerFactory(factory);
        if (deflation != null) {
          in = deflation.unwrap(in);
          in.setSerializerFactory(factory);
        }
        M value = type.cast(in.readObject());
        in.close();
        return value;
      }
    };
  }

  /** Adds a serializer for {@link Instant}; decoding needs none, the handle resolves itself. */
  @SuppressWarnings("rawtypes") // Hessian's factory API predates generics
  private static final class JavaTimeFactory extends AbstractSerializerFactory {
    private static final Serializer INSTANT = new InstantSerializer();

    @Override
    public Serializer getSerializer(Class type) {
      return type == Instant.class ? INSTANT : null;
    }

    @Override
    public Deserializer getDeserializer(Class type) {
      return null;
    }
  }

  private static final class InstantSerializer extends AbstractSerializer {
    @Override
    public void writeObject(Object value, AbstractHessianOutput out) throws IOException {
      Instant instant = (Instant) value;
      out.writeObject(new InstantHandle(instant.getEpochSecond(), instant.getNano()));
    }
  }
}
