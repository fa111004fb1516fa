package org.serbench.codec.xson;

import java.time.Instant;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.XsonCodec.FinerInstant;
import org.xson.core.ReaderModel;
import org.xson.core.WriterModel;
import org.xson.core.XSON;
import org.xson.core.XsonException;
import org.xson.core.XsonSupport;

/**
 * XSON 1.0.2, a binary format with ASM-generated bean readers and writers, through its static
 * {@code XSON.encode}/{@code XSON.decode}.
 *
 * <p>XSON predates {@code java.time}: by default it treats {@code Instant} as a bean and fails to
 * decode it ({@code NoSuchMethodError} for the missing no-argument constructor). Its documented
 * extension, {@link XsonSupport#addCustomSerializer}, adds a writer and reader for it, which carry
 * epoch millis exactly as XSON's own {@code java.util.Date} support does. Epoch seconds would hit
 * an XSON bug instead: a {@code long} between 2^31 and 2^32 comes back negative. An instant finer
 * than a millisecond is written under a second class name, with the nanoseconds of its millisecond
 * after the millis, so that it survives without costing the millisecond instants a byte.
 *
 * <p>That class, {@link FinerInstant}, is nested in {@code org.serbench.codec.XsonCodec}, not here:
 * XSON writes its name into the bytes, and the name is kept as it was before the codecs moved into
 * family packages, so that the bytes did not change.
 */
final class XsonCodec implements Codec {

  XsonCodec() {
    InstantSupport.register();
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return XSON.encode(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return type.cast(XSON.decode(bytes));
      }
    };
  }

  /** XSON's registry is static and refuses a second registration, hence once per class loader. */
  private static final class InstantSupport {
    static {
      try {
        XsonSupport.addCustomSerializer(Instant.class, InstantSupport::write, InstantSupport::read);
        XsonSupport.addCustomSerializer(
            FinerInstant.class, InstantSupport::write, InstantSupport::readFiner);
      } catch (XsonException e) {
        throw new IllegalStateException(e);
      }
    }

    static void register() {
      // The static initializer above does the work, once.
    }

    private static void write(Object value, WriterModel model) {
      Instant instant = (Instant) value;
      int nanos = instant.getNano() % 1_000_000;
      if (nanos == 0) {
        model.appendCreateUserObject(Instant.class);
        model.writeLong(instant.toEpochMilli());
      } else {
        model.appendCreateUserObject(FinerInstant.class);
        model.writeLong(instant.toEpochMilli());
        model.writeInt(nanos);
      }
    }

    private static Object read(ReaderModel model) {
      Instant instant = Instant.ofEpochMilli(model.getLong());
      model.appendObject(instant);
      return instant;
    }

    private static Object readFiner(ReaderModel model) {
      Instant instant = Instant.ofEpochMilli(model.getLong()).plusNanos(model.getInt());
      model.appendObject(instant);
      return instant;
    }
  }
}
