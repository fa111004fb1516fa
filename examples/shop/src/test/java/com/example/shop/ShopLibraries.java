package com.example.shop;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import com.google.gson.Gson;
import de.undercouch.bson4jackson.BsonFactory;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.UUID;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * The shop's serializers as the shop configures them: what its services would hand serbench, where
 * serbench's own codecs use each library with its defaults.
 */
final class ShopLibraries {
  /** The shop's classes, in the order Kryo and Fory register them. */
  private static final Class<?>[] SHOP_CLASSES = {
    Order.class,
    Order.Line.class,
    Order.Status.class,
    Payment.Card.class,
    Payment.Transfer.class,
    Customer.class,
    Customer.Address.class
  };

  private ShopLibraries() {}

  /** Jackson's type handling for a payment: its subclass by name, in a property "type". */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = Payment.Card.class, name = "card"),
    @JsonSubTypes.Type(value = Payment.Transfer.class, name = "transfer")
  })
  abstract static class PaymentTypes {}

  /** The shop's JSON mapper: java.time as ISO-8601 strings, payments by type name. */
  static JsonMapper json() {
    return configure(JsonMapper.builder()).build();
  }

  /** The JSON mapper with Blackbird, Jackson's module that generates accessors with lambdas. */
  static JsonMapper jsonBlackbird() {
    return configure(JsonMapper.builder()).addModule(new BlackbirdModule()).build();
  }

  /** The JSON mapper with Afterburner, the older module that generates accessors' bytecode. */
  static JsonMapper jsonAfterburner() {
    return configure(JsonMapper.builder()).addModule(new AfterburnerModule()).build();
  }

  /** The same configuration on Jackson's binary Smile format. */
  static SmileMapper smile() {
    return configure(SmileMapper.builder()).build();
  }

  /** The same configuration on CBOR (RFC 8949). */
  static CBORMapper cbor() {
    return configure(CBORMapper.builder()).build();
  }

  /** The same configuration on Smile, with Blackbird. */
  static SmileMapper smileBlackbird() {
    return configure(SmileMapper.builder()).addModule(new BlackbirdModule()).build();
  }

  /** The same configuration on CBOR, with Blackbird. */
  static CBORMapper cborBlackbird() {
    return configure(CBORMapper.builder()).addModule(new BlackbirdModule()).build();
  }

  /** The same configuration on Amazon Ion: its text format, the mapper's default. */
  static IonObjectMapper ion() {
    return configure(IonObjectMapper.builder()).build();
  }

  /** The same configuration on Ion's binary format. */
  static IonObjectMapper ionBinary() {
    return configure(IonObjectMapper.builderForBinaryWriters()).build();
  }

  /**
   * The same configuration on MessagePack, with amounts as strings: MessagePack has no decimal
   * type, and as a number 27.00 reads back as 27.
   */
  static MessagePackMapper msgpack() {
    return decimalsAsStrings(configure(MessagePackMapper.builder())).build();
  }

  /** The same configuration on XML. */
  static XmlMapper xml() {
    return configure(XmlMapper.builder()).build();
  }

  /**
   * The same configuration on BSON, through bson4jackson's factory, with amounts as strings: as a
   * BSON double 27.00 reads back as 27.0.
   */
  static JsonMapper bson() {
    return decimalsAsStrings(configure(JsonMapper.builder(new BsonFactory()))).build();
  }

  private static <B extends MapperBuilder<?, B>> B decimalsAsStrings(B builder) {
    return builder.addModule(
        new SimpleModule("decimals as strings")
            .addSerializer(BigDecimal.class, ToStringSerializer.instance));
  }

  private static <B extends MapperBuilder<?, B>> B configure(B builder) {
    return builder
        .addModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .addMixIn(Payment.class, PaymentTypes.class);
  }

  /**
   * The shop's Kryo: every class registered (registration required, as Kryo's default), the
   * serializers Kryo ships for {@code UUID}, and references off, as the shop's graphs share none.
   */
  static Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setReferences(false);
    kryo.register(UUID.class, new DefaultSerializers.UUIDSerializer());
    for (Class<?> c : SHOP_CLASSES) {
      kryo.register(c);
    }
    for (Class<?> c :
        new Class<?>[] {BigDecimal.class, LocalDate.class, ArrayList.class, LinkedHashMap.class}) {
      kryo.register(c);
    }
    return kryo;
  }

  /**
   * The shop's Kryo for classes that evolve: the same registrations, with Kryo's {@code
   * CompatibleFieldSerializer} as the default serializer, which writes each field's name so that a
   * reader of another version skips or defaults fields (records keep Kryo's record serializer).
   */
  static Kryo kryoCompatible() {
    Kryo kryo = kryo();
    kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    return kryo;
  }

  /**
   * The shop's Kryo without registration: each object's class written by name, and Kryo's {@code
   * UUIDSerializer} as the default serializer of {@code UUID}.
   */
  static Kryo kryoUnregistered() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(false);
    kryo.addDefaultSerializer(UUID.class, DefaultSerializers.UUIDSerializer.class);
    return kryo;
  }

  /**
   * The shop's Fory: Java mode, every class registered (Fory's default requires registration),
   * references off, as the shop's graphs share none; {@code compatible} adds Fory's compatible mode,
   * which writes field names so that versions may differ.
   */
  static Fory fory(boolean compatible) {
    ForyBuilder builder =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .requireClassRegistration(true)
            .withRefTracking(false);
    if (compatible) {
      builder.withCompatibleMode(CompatibleMode.COMPATIBLE);
    }
    Fory fory = builder.build();
    for (Class<?> c : SHOP_CLASSES) {
      fory.register(c);
    }
    return fory;
  }

  private static final JSONWriter.Feature[] WRITE_CLASS_NAMES = {
    JSONWriter.Feature.WriteClassName,
    JSONWriter.Feature.NotWriteHashMapArrayListClassName,
    JSONWriter.Feature.NotWriteRootClassName
  };

  /**
   * The shop's fastjson2, on JSON text or on JSONB: objects written with their class names
   * ({@code WriteClassName}, but not a root's, a {@code HashMap}'s or an {@code ArrayList}'s),
   * which is how fastjson2 carries a subclass, and read back through an allow-list of the shop's
   * classes ({@code JSONReader.autoTypeFilter}), fastjson2's safe way to accept class names.
   */
  static Codec fastjson2(boolean jsonb) {
    JSONReader.AutoTypeBeforeHandler allowed = JSONReader.autoTypeFilter(true, SHOP_CLASSES);
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return new PojoBinding<M>(type) {
          @Override
          public byte[] serialize(M value) {
            return jsonb
                ? JSONB.toBytes(value, WRITE_CLASS_NAMES)
                : JSON.toJSONBytes(value, WRITE_CLASS_NAMES);
          }

          @Override
          public M deserialize(byte[] bytes) {
            return jsonb
                ? JSONB.parseObject(bytes, type, allowed)
                : JSON.parseObject(bytes, type, allowed);
          }
        };
      }
    };
  }

  /**
   * The shop's Gson: a {@code LocalDate} as its ISO-8601 string (Gson's reflection cannot reach
   * into java.time on JDK 17), and a payment as an object with its type's name.
   */
  static Gson gson() {
    return new GsonBuilder()
        .registerTypeAdapter(LocalDate.class, new LocalDateAdapter().nullSafe())
        .registerTypeHierarchyAdapter(Payment.class, new PaymentAdapter().nullSafe())
        .create();
  }

  private static final class LocalDateAdapter extends TypeAdapter<LocalDate> {
    @Override
    public void write(JsonWriter out, LocalDate value) throws IOException {
      out.value(value.toString());
    }

    @Override
    public LocalDate read(JsonReader in) throws IOException {
      return LocalDate.parse(in.nextString());
    }
  }

  /** A payment as {@code {"type": "card", "amount": ..., "currency": ..., "last4": ...}}. */
  private static final class PaymentAdapter extends TypeAdapter<Payment> {
    private final Gson plain = new Gson();

    @Override
    public void write(JsonWriter out, Payment value) throws IOException {
      JsonObject object = plain.toJsonTree(value).getAsJsonObject();
      object.addProperty("type", value instanceof Payment.Card ? "card" : "transfer");
      plain.toJson(object, out);
    }

    @Override
    public Payment read(JsonReader in) throws IOException {
      JsonObject object = JsonParser.parseReader(in).getAsJsonObject();
      String type = object.remove("type").getAsString();
      return switch (type) {
        case "card" -> plain.fromJson(object, Payment.Card.class);
        case "transfer" -> plain.fromJson(object, Payment.Transfer.class);
        default -> throw new JsonParseException("unknown payment type " + type);
      };
    }
  }
}
