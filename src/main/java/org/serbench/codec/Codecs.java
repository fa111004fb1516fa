package org.serbench.codec;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.gson.Gson;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import jakarta.json.bind.Jsonb;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import okio.Buffer;
import org.apache.fory.Fory;

/**
 * Codecs made from a library instance configured the way a project configures it: its own Jackson
 * mapper with its modules and type handling, its Gson, Moshi or JSON-B, its Kryo with the
 * serializers it registers, its Fory; or from an encoder and a decoder of its own, for an in-house
 * format or a schema mapping of its classes. A {@code @SerbenchCodec} method of a
 * {@code @SerbenchTest} class returns one, and serbench measures it beside its own codecs with the
 * same protocol, checks, report and gate.
 *
 * <p>Each codec is used on one thread. What the factories are given is used as the library
 * documents for repeated use: a Jackson {@link ObjectWriter} and {@link ObjectReader} made once per
 * bound class, one Kryo {@link Output} and {@link Input} reused for every call.
 */
public final class Codecs {
  private static final int KRYO_BUFFER = 16 * 1024;

  private Codecs() {}

  /**
   * A codec of a Jackson mapper of any format ({@code JsonMapper}, {@code SmileMapper}, {@code
   * CBORMapper}, {@code XmlMapper}, ...): {@code writerFor} and {@code readerFor} of the bound
   * class as the data method declares it (type arguments included), made once per class, with the
   * mapper's modules, features and type handling.
   */
  public static Codec jackson(ObjectMapper mapper) {
    Objects.requireNonNull(mapper, "mapper");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return bind(type, (Type) type);
      }

      @Override
      public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
        JavaType declared = mapper.getTypeFactory().constructType(genericType);
        return jackson(type, mapper.writerFor(declared), mapper.readerFor(declared));
      }
    };
  }

  /** The binding of a Jackson writer and reader of one class. */
  public static <M> Binding<M, ?> jackson(Class<M> type, ObjectWriter writer, ObjectReader reader) {
    return binding(type, writer::writeValueAsBytes, reader::readValue);
  }

  /**
   * A codec of a Jackson 3 mapper ({@code tools.jackson}) of any format ({@code JsonMapper}, {@code
   * SmileMapper}, {@code CBORMapper}, {@code XmlMapper}, ...), as {@link #jackson(ObjectMapper)}
   * for Jackson 2: {@code writerFor} and {@code readerFor} of the bound class as the data method
   * declares it, made once per class.
   */
  public static Codec jackson3(tools.jackson.databind.ObjectMapper mapper) {
    Objects.requireNonNull(mapper, "mapper");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return bind(type, (Type) type);
      }

      @Override
      public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
        tools.jackson.databind.JavaType declared =
            mapper.getTypeFactory().constructType(genericType);
        tools.jackson.databind.ObjectWriter writer = mapper.writerFor(declared);
        tools.jackson.databind.ObjectReader reader = mapper.readerFor(declared);
        return binding(type, writer::writeValueAsBytes, reader::readValue);
      }
    };
  }

  /**
   * A codec of a Gson instance: {@code toJson} and {@code fromJson} with the bound class as the
   * declared type, in UTF-8.
   */
  public static Codec gson(Gson gson) {
    Objects.requireNonNull(gson, "gson");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return bind(type, (Type) type);
      }

      @Override
      public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
        return binding(
            type,
            value -> gson.toJson(value, genericType).getBytes(StandardCharsets.UTF_8),
            bytes -> gson.fromJson(new String(bytes, StandardCharsets.UTF_8), genericType));
      }
    };
  }

  /**
   * A codec of a Moshi instance (its adapters and factories): an adapter of the bound class as the
   * data method declares it, made once per class, to and from an Okio buffer. A class Moshi refuses
   * when asked for its adapter (a platform type it has no adapter for) is not applicable, in
   * Moshi's words.
   */
  public static Codec moshi(Moshi moshi) {
    Objects.requireNonNull(moshi, "moshi");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
        return bind(type, (Type) type);
      }

      @Override
      public <M> Binding<M, ?> bind(Class<M> type, Type genericType)
          throws UnsupportedDataException {
        JsonAdapter<M> adapter;
        try {
          adapter = moshi.adapter(genericType);
        } catch (IllegalArgumentException e) {
          throw new UnsupportedDataException(e.getMessage(), e);
        }
        return binding(
            type,
            value -> {
              Buffer buffer = new Buffer();
              adapter.toJson(buffer, value);
              return buffer.readByteArray();
            },
            bytes -> adapter.fromJson(new Buffer().write(bytes)));
      }
    };
  }

  /**
   * A codec of a JSON-B instance of any implementation ({@code JsonbBuilder.create(config)}):
   * {@code toJson} to and {@code fromJson} from a stream, with the bound class as the declared
   * type.
   */
  public static Codec jsonb(Jsonb jsonb) {
    Objects.requireNonNull(jsonb, "jsonb");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return bind(type, (Type) type);
      }

      @Override
      public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
        return binding(
            type,
            value -> {
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              jsonb.toJson(value, genericType, out);
              return out.toByteArray();
            },
            bytes -> jsonb.fromJson(new ByteArrayInputStream(bytes), genericType));
      }
    };
  }

  /**
   * A codec of a Kryo the supplier configures (its registrations, default serializers, reference
   * mode), called once when the codec is made: Kryo is not thread-safe, and the codec is used on
   * one thread. A concrete class is written with {@code writeObject}; an abstract class or an
   * interface (a polymorphic root) with {@code writeClassAndObject}, which writes the runtime
   * class.
   */
  public static Codec kryo(Supplier<Kryo> kryos) {
    Kryo kryo = Objects.requireNonNull(kryos.get(), "the Kryo supplier gave null");
    Output output = new Output(KRYO_BUFFER, -1);
    Input input = new Input();
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        if (polymorphic(type)) {
          return binding(
              type,
              value -> {
                output.reset();
                kryo.writeClassAndObject(output, value);
                return output.toBytes();
              },
              bytes -> {
                input.setBuffer(bytes);
                return type.cast(kryo.readClassAndObject(input));
              });
        }
        return binding(
            type,
            value -> {
              output.reset();
              kryo.writeObject(output, value);
              return output.toBytes();
            },
            bytes -> {
              input.setBuffer(bytes);
              return kryo.readObject(input, type);
            });
      }
    };
  }

  /**
   * A codec of a Fory the supplier builds (its language, registrations, compatible mode, reference
   * tracking), called once when the codec is made: {@code serialize} and {@code deserialize}, which
   * write the runtime class. Fory requires class registration by default, so the supplier registers
   * the project's classes or turns the requirement off.
   */
  public static Codec fory(Supplier<Fory> forys) {
    Fory fory = Objects.requireNonNull(forys.get(), "the Fory supplier gave null");
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return binding(type, fory::serialize, bytes -> type.cast(fory.deserialize(bytes)));
      }
    };
  }

  /**
   * A codec of one class from an encoder and a decoder of the class itself (an in-house format):
   * create and the conversion back are the identity, and the deep and shallow reads walk the
   * decoded object's fields, as for every databinding codec. Binding another class is "not
   * applicable".
   */
  public static <M> Codec pojo(Class<M> type, Encoder<M> encoder, Decoder<M> decoder) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(encoder, "encoder");
    Objects.requireNonNull(decoder, "decoder");
    return only(type, () -> binding(type, encoder, decoder));
  }

  /**
   * A codec of one class through types of the codec's own, such as the Protobuf or Avro classes a
   * schema generates for the project's class: {@code create} converts the project's object to them
   * (timed as "create", apart from encode), {@code toModel} converts a decoded one back. The deep
   * and shallow reads convert back and walk the project's object, so they include that conversion,
   * as a service that decodes to its own classes does. Binding another class is "not applicable".
   *
   * @param <M> the project's class
   * @param <N> the codec's own type
   */
  public static <M, N> Codec mapping(
      Class<M> type,
      Function<M, N> create,
      Encoder<N> encoder,
      Decoder<N> decoder,
      Function<N, M> toModel) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(create, "create");
    Objects.requireNonNull(encoder, "encoder");
    Objects.requireNonNull(decoder, "decoder");
    Objects.requireNonNull(toModel, "toModel");
    return only(type, () -> new Mapping<>(type, create, encoder, decoder, toModel));
  }

  /** Writes an object to bytes; the exception is the library's own. */
  @FunctionalInterface
  public interface Encoder<T> {
    byte[] encode(T value) throws Exception;
  }

  /** Reads an object from bytes; the exception is the library's own. */
  @FunctionalInterface
  public interface Decoder<T> {
    T decode(byte[] bytes) throws Exception;
  }

  /** The binding of one class from an encoder and a decoder of it. */
  private static <M> Binding<M, M> binding(Class<M> type, Encoder<M> encoder, Decoder<M> decoder) {
    Objects.requireNonNull(encoder, "encoder");
    Objects.requireNonNull(decoder, "decoder");
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        return encoder.encode(value);
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        return decoder.decode(bytes);
      }
    };
  }

  /** Whether a class's objects are of other classes: an abstract class or an interface. */
  private static boolean polymorphic(Class<?> type) {
    return !type.isPrimitive()
        && !type.isArray()
        && (type.isInterface() || Modifier.isAbstract(type.getModifiers()));
  }

  /** A codec that binds one class, and says any other is not applicable. */
  private static Codec only(Class<?> bound, Supplier<Binding<?, ?>> binding) {
    return new Codec() {
      @Override
      @SuppressWarnings("unchecked")
      public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
        if (type != bound) {
          throw new UnsupportedDataException(
              "this codec binds " + bound.getName() + " only, not " + type.getName());
        }
        return (Binding<M, ?>) binding.get();
      }
    };
  }

  /** A schema mapping's binding: the deep and shallow reads walk the converted object. */
  private static final class Mapping<M, N> implements Binding<M, N> {
    private final Function<M, N> create;
    private final Encoder<N> encoder;
    private final Decoder<N> decoder;
    private final Function<N, M> toModel;
    private final ModelReaders.Reader<M> deep;
    private final ModelReaders.Reader<M> shallow;

    Mapping(
        Class<M> type,
        Function<M, N> create,
        Encoder<N> encoder,
        Decoder<N> decoder,
        Function<N, M> toModel) {
      this.create = create;
      this.encoder = encoder;
      this.decoder = decoder;
      this.toModel = toModel;
      this.deep = ModelReaders.deep(type);
      this.shallow = ModelReaders.shallow(type);
    }

    @Override
    public N create(M model) {
      return create.apply(model);
    }

    @Override
    public byte[] serialize(N value) throws Exception {
      return encoder.encode(value);
    }

    @Override
    public N deserialize(byte[] bytes) throws Exception {
      return decoder.decode(bytes);
    }

    @Override
    public void readDeep(N value, FieldSink sink) {
      deep.read(toModel.apply(value), sink);
    }

    @Override
    public void readShallow(N value, FieldSink sink) {
      shallow.read(toModel.apply(value), sink);
    }

    @Override
    public M toModel(N value) {
      return toModel.apply(value);
    }
  }
}
