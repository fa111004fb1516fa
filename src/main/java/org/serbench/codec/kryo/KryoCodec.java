package org.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.SerializerFactory;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer;
import com.esotericsoftware.kryo.serializers.VersionFieldSerializer;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.PojoBinding;

/**
 * Kryo 5 binding the model classes with its default serializers ({@code FieldSerializer}, and its
 * {@code TimeSerializers} for {@code Instant}), in the registration and reference modes its name
 * says. The evolution matrix's modes ({@link #compatible()}, {@link #tagged()}) replace
 * FieldSerializer as the default serializer.
 *
 * <p>One {@link Output} and one {@link Input} are reused for every call, as Kryo's documentation
 * recommends: a fresh stream per call would measure a buffer allocation, not Kryo. Neither they nor
 * {@link Kryo} are thread-safe, which is fine because the engine measures on one thread.
 */
final class KryoCodec implements Codec {
  private static final int INITIAL_BUFFER = 16 * 1024;

  private final Kryo kryo = new Kryo();
  private final boolean registered;
  private final DataClasses classes;
  private final Output output;
  private final Input input;

  private KryoCodec(boolean registered, boolean references, boolean unsafe, DataClasses classes) {
    this.registered = registered;
    this.classes = classes;
    kryo.setRegistrationRequired(registered);
    kryo.setReferences(references);
    this.output = unsafe ? new UnsafeOutput(INITIAL_BUFFER, -1) : new Output(INITIAL_BUFFER, -1);
    this.input = unsafe ? new UnsafeInput() : new Input();
  }

  /** Classes written by name, references tracked. */
  static KryoCodec unregistered() {
    return new KryoCodec(false, true, false, null);
  }

  /** Every class of the data registered (written as a small id), references tracked. */
  static KryoCodec registered(DataClasses classes) {
    return new KryoCodec(true, true, false, classes);
  }

  /** {@link #registered(DataClasses)} on the classic model. */
  static KryoCodec registered() {
    return registered(DataClasses.model());
  }

  /** Classes written by name, no reference tracking (a shared object is written twice). */
  static KryoCodec flat() {
    return new KryoCodec(false, false, false, null);
  }

  /** Every class of the data registered, no reference tracking. */
  static KryoCodec registeredFlat(DataClasses classes) {
    return new KryoCodec(true, false, false, classes);
  }

  /** {@link #registeredFlat(DataClasses)} on the classic model. */
  static KryoCodec registeredFlat() {
    return registeredFlat(DataClasses.model());
  }

  /** As {@link #unregistered()}, on the {@code sun.misc.Unsafe} streams of {@code kryo.unsafe}. */
  static KryoCodec unsafe() {
    return new KryoCodec(false, true, true, null);
  }

  /**
   * As {@link #unsafe()}, with every class reached registered and registration required: the safe
   * counterpart of kryo-unsafe, never measured.
   */
  static KryoCodec registeredUnsafe() {
    return new KryoCodec(true, true, true, DataClasses.model());
  }

  /**
   * As {@link #unregistered()}, with {@link CompatibleFieldSerializer} as the default serializer:
   * the first time a class is met in an object graph, its field names are written, and a reader
   * matches fields by name.
   */
  static KryoCodec compatible() {
    KryoCodec codec = unregistered();
    codec.kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    return codec;
  }

  /**
   * As {@link #unregistered()}, with {@link TaggedFieldSerializer} as the default serializer: only
   * the fields annotated with its {@code @Tag} are written, each behind its tag number, and a
   * reader matches fields by tag.
   */
  static KryoCodec tagged() {
    KryoCodec codec = unregistered();
    codec.kryo.setDefaultSerializer(TaggedFieldSerializer.class);
    return codec;
  }

  /**
   * As {@link #tagged()}, with the serializer's chunked encoding on: each field's value is written
   * in chunks behind its tag, so that a reader can skip the data of a tag it does not know, which
   * Kryo documents as what lets a TaggedFieldSerializer reader meet fields added after it.
   */
  static KryoCodec taggedChunked() {
    KryoCodec codec = unregistered();
    TaggedFieldSerializer.TaggedFieldSerializerConfig config =
        new TaggedFieldSerializer.TaggedFieldSerializerConfig();
    config.setChunkedEncoding(true);
    codec.kryo.setDefaultSerializer(new SerializerFactory.TaggedFieldSerializerFactory(config));
    return codec;
  }

  /**
   * As {@link #unregistered()}, with {@link VersionFieldSerializer} as the default serializer: a
   * field added in a later version carries {@code @Since} (version 2's {@code AddField.email}), and
   * a reader reads the fields of the version the bytes say they have.
   */
  static KryoCodec versioned() {
    KryoCodec codec = unregistered();
    codec.kryo.setDefaultSerializer(VersionFieldSerializer.class);
    return codec;
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    if (registered) {
      for (Class<?> reached : classes.reachableFrom(type)) {
        kryo.register(reached);
      }
    }
    return binding(kryo, output, input, type);
  }

  /**
   * The binding of one model class on a Kryo that reuses one {@link Output} and one {@link Input}:
   * the Output reset and copied out per message, the Input set on each message's bytes.
   */
  static <M> Binding<M, ?> binding(Kryo kryo, Output output, Input input, Class<M> type) {
    if (!type.isArray()
        && (type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers()))) {
      // A polymorphic root (a user's sealed interface, a sample of a superclass): the runtime
      // class is written, as Kryo documents for a type it cannot know when reading.
      return new PojoBinding<M>(type) {
        @Override
        public byte[] serialize(M value) {
          output.reset();
          kryo.writeClassAndObject(output, value);
          return output.toBytes();
        }

        @Override
        public M deserialize(byte[] bytes) {
          input.setBuffer(bytes);
          return type.cast(kryo.readClassAndObject(input));
        }
      };
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        output.reset();
        kryo.writeObject(output, value);
        return output.toBytes();
      }

      @Override
      public M deserialize(byte[] bytes) {
        input.setBuffer(bytes);
        return kryo.readObject(input, type);
      }
    };
  }
}
