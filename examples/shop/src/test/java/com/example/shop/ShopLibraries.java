package com.example.shop;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.google.gson.Gson;
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

/**
 * The shop's serializers as the shop configures them: what its services would hand serbench, where
 * serbench's own codecs use each library with its defaults.
 */
final class ShopLibraries {
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

  /** The same configuration on Jackson's binary Smile format. */
  static SmileMapper smile() {
    return configure(SmileMapper.builder()).build();
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
    for (Class<?> c :
        new Class<?>[] {
          Order.class,
          Order.Line.class,
          Order.Status.class,
          Payment.Card.class,
          Payment.Transfer.class,
          Customer.class,
          Customer.Address.class,
          BigDecimal.class,
          LocalDate.class,
          ArrayList.class,
          LinkedHashMap.class
        }) {
      kryo.register(c);
    }
    return kryo;
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
