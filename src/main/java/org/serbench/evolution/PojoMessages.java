package org.serbench.evolution;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.codec.Binding;
import org.serbench.codec.ClassesReached;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.EvolutionCodec;

/**
 * A codec that binds classes (a registry codec that binds any class, or an evolution mode of one)
 * on the matrix's Java messages: the version of each message class this JVM's class path holds, set
 * up for the classes of that message as it sets up for a user's own data set (its registration or
 * allow-list made from them), one codec per message.
 */
final class PojoMessages implements EvolutionCodec {
  /** The package of the message classes, in both versions. */
  static final String PACKAGE = "org.serbench.evolution.message";

  private final CodecSpec spec;
  private final int version;
  private final Map<String, Binding<Object, ?>> bindings = new HashMap<>();

  PojoMessages(CodecSpec spec, int version) {
    this.spec = spec;
    this.version = version;
  }

  @Override
  public byte[] write(String message, Map<String, Object> values) throws Exception {
    return write(binding(message), instance(message, values));
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer) throws Exception {
    Object decoded = decode(binding(message), bytes);
    if (decoded == null) {
      throw new IllegalStateException("the codec read null, not a " + message);
    }
    return values(message, decoded);
  }

  @Override
  public Map<String, Object> defaults(String message) throws Exception {
    return values(message, type(message).getDeclaredConstructor().newInstance());
  }

  private static <N> byte[] write(Binding<Object, N> binding, Object message) throws Exception {
    return binding.serialize(binding.create(message));
  }

  private static <N> Object decode(Binding<Object, N> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.deserialize(bytes));
  }

  private Binding<Object, ?> binding(String message) throws Exception {
    Binding<Object, ?> binding = bindings.get(message);
    if (binding == null) {
      Class<?> type = type(message);
      Object sample = instance(message, Change.ofMessage(message).values(version));
      DataClasses classes =
          DataClasses.reached(Map.of(type, ClassesReached.in(List.of(type), List.of(sample))));
      Codec codec = spec.setUp().apply(classes);
      @SuppressWarnings("unchecked")
      Class<Object> bound = (Class<Object>) type;
      binding = codec.bind(bound);
      bindings.put(message, binding);
    }
    return binding;
  }

  /** The message class of this JVM's version. */
  static Class<?> type(String message) throws ClassNotFoundException {
    return Class.forName(PACKAGE + "." + message);
  }

  /** A message of this JVM's version with these values, set field by field. */
  static Object instance(String message, Map<String, Object> values) throws Exception {
    Class<?> type = type(message);
    Object instance = type.getDeclaredConstructor().newInstance();
    for (Map.Entry<String, Object> value : values.entrySet()) {
      Field field = type.getDeclaredField(value.getKey());
      field.setAccessible(true);
      field.set(instance, javaValue(field.getType(), value.getValue()));
    }
    return instance;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object javaValue(Class<?> type, Object value) {
    if (value != null && type.isEnum()) {
      return Enum.valueOf((Class<? extends Enum>) type, value.toString());
    }
    return value;
  }

  /** Every field of the message's version, as the matrix compares them: enums by name. */
  private Map<String, Object> values(String message, Object instance) throws Exception {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Change.Field f : Change.ofMessage(message).fields(version)) {
      Field field = instance.getClass().getDeclaredField(f.name());
      field.setAccessible(true);
      Object value = field.get(instance);
      values.put(f.name(), value instanceof Enum<?> constant ? constant.name() : value);
    }
    return values;
  }

  /**
   * Which version of the messages this JVM's class path holds: version 2 of {@code AddField} has
   * the field {@code email}.
   */
  static int versionOnClassPath() throws ClassNotFoundException {
    for (Field field : type(Change.ADD_FIELD.message()).getDeclaredFields()) {
      if (field.getName().equals("email")) {
        return 2;
      }
    }
    return 1;
  }
}
