package com.example.shop;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.serbench.codec.Codec;
import org.serbench.codec.Codecs;
import org.serbench.junit.SerbenchCodec;
import org.serbench.junit.SerbenchData;
import org.serbench.junit.SerbenchTest;

/**
 * Which serializer carries the shop's orders and customers, how fast, and how small: every codec
 * serbench has that binds arbitrary classes, with each library's defaults, and the shop's own
 * configurations of six libraries ({@link ShopLibraries}, {@link ShopAvro}), on two data sets of
 * this project's own classes.
 */
@SerbenchTest
class ShopSerializationTest {

  @SerbenchCodec(
      name = "shop/jackson-json",
      configuration = "the shop's JsonMapper: JavaTimeModule, ISO-8601 dates, Payment's subtype by name")
  static Codec jacksonJson() {
    return Codecs.jackson(ShopLibraries.json());
  }

  @SerbenchCodec(
      name = "shop/jackson-json+blackbird",
      configuration = "the shop's JsonMapper with Jackson's Blackbird module")
  static Codec jacksonJsonBlackbird() {
    return Codecs.jackson(ShopLibraries.jsonBlackbird());
  }

  @SerbenchCodec(
      name = "shop/jackson-json+afterburner",
      configuration = "the shop's JsonMapper with Jackson's Afterburner module")
  static Codec jacksonJsonAfterburner() {
    return Codecs.jackson(ShopLibraries.jsonAfterburner());
  }

  @SerbenchCodec(
      name = "shop/jackson-smile",
      configuration = "the shop's mapper configuration on Smile")
  static Codec jacksonSmile() {
    return Codecs.jackson(ShopLibraries.smile());
  }

  @SerbenchCodec(name = "shop/jackson-cbor", configuration = "the shop's mapper configuration on CBOR")
  static Codec jacksonCbor() {
    return Codecs.jackson(ShopLibraries.cbor());
  }

  @SerbenchCodec(
      name = "shop/jackson-smile+blackbird",
      configuration = "the shop's mapper configuration on Smile, with Blackbird")
  static Codec jacksonSmileBlackbird() {
    return Codecs.jackson(ShopLibraries.smileBlackbird());
  }

  @SerbenchCodec(
      name = "shop/jackson-cbor+blackbird",
      configuration = "the shop's mapper configuration on CBOR, with Blackbird")
  static Codec jacksonCborBlackbird() {
    return Codecs.jackson(ShopLibraries.cborBlackbird());
  }

  @SerbenchCodec(
      name = "shop/jackson-ion",
      configuration = "the shop's mapper configuration on Ion's text format")
  static Codec jacksonIon() {
    return Codecs.jackson(ShopLibraries.ion());
  }

  @SerbenchCodec(
      name = "shop/jackson-ion-binary",
      configuration = "the shop's mapper configuration on Ion's binary format")
  static Codec jacksonIonBinary() {
    return Codecs.jackson(ShopLibraries.ionBinary());
  }

  @SerbenchCodec(
      name = "shop/jackson-msgpack",
      configuration = "the shop's mapper configuration on MessagePack, amounts as strings")
  static Codec jacksonMsgpack() {
    return Codecs.jackson(ShopLibraries.msgpack());
  }

  @SerbenchCodec(
      name = "shop/jackson-bson",
      configuration = "the shop's mapper configuration on BSON (bson4jackson), amounts as strings")
  static Codec jacksonBson() {
    return Codecs.jackson(ShopLibraries.bson());
  }

  @SerbenchCodec(name = "shop/jackson-xml", configuration = "the shop's mapper configuration on XML")
  static Codec jacksonXml() {
    return Codecs.jackson(ShopLibraries.xml());
  }

  @SerbenchCodec(
      name = "shop/kryo",
      configuration = "the shop's Kryo: every class registered, Kryo's UUIDSerializer, no references")
  static Codec kryo() {
    return Codecs.kryo(ShopLibraries::kryo);
  }

  @SerbenchCodec(
      name = "shop/kryo-compatible",
      configuration = "the shop's Kryo with CompatibleFieldSerializer as the default serializer")
  static Codec kryoCompatible() {
    return Codecs.kryo(ShopLibraries::kryoCompatible);
  }

  @SerbenchCodec(
      name = "shop/kryo-unregistered",
      configuration = "Kryo without registration, UUIDSerializer as UUID's default, no references")
  static Codec kryoUnregistered() {
    return Codecs.kryo(ShopLibraries::kryoUnregistered);
  }

  @SerbenchCodec(
      name = "shop/fory",
      configuration = "the shop's Fory: Java mode, every class registered, no reference tracking")
  static Codec fory() {
    return Codecs.fory(() -> ShopLibraries.fory(false));
  }

  @SerbenchCodec(
      name = "shop/fory-compatible",
      configuration = "the shop's Fory in its compatible mode")
  static Codec foryCompatible() {
    return Codecs.fory(() -> ShopLibraries.fory(true));
  }

  @SerbenchCodec(
      name = "shop/fastjson2",
      configuration = "fastjson2 with WriteClassName, read through an allow-list of the shop's classes")
  static Codec fastjson2() {
    return ShopLibraries.fastjson2(false);
  }

  @SerbenchCodec(
      name = "shop/fastjson2-jsonb",
      configuration = "the same on JSONB, fastjson2's binary format")
  static Codec fastjson2Jsonb() {
    return ShopLibraries.fastjson2(true);
  }

  @SerbenchCodec(
      name = "shop/avro",
      configuration = "the shop's Avro schema of an order, generic records, binary encoding")
  static Codec avro() {
    return ShopAvro.codec();
  }

  @SerbenchCodec(
      name = "shop/gson",
      configuration = "the shop's Gson: LocalDate as ISO-8601, Payment with its type's name")
  static Codec gson() {
    return Codecs.gson(ShopLibraries.gson());
  }

  private static final String[] PRODUCTS = {
    "Espresso beans 1 kg", "Milk frother", "Grinder, conical burr", "Descaler", "Cup, 250 ml"
  };

  /** An order made from the random stream it is given: the same objects on every call. */
  @SerbenchData
  static Order orders(SplittableRandom random, int index) {
    int lineCount = 1 + random.nextInt(5);
    List<Order.Line> lines = new java.util.ArrayList<>();
    Map<String, Integer> quantities = new LinkedHashMap<>();
    BigDecimal total = BigDecimal.ZERO;
    for (int i = 0; i < lineCount; i++) {
      int product = random.nextInt(PRODUCTS.length);
      String sku = "SKU-" + (1000 + product);
      int quantity = 1 + random.nextInt(4);
      BigDecimal price = BigDecimal.valueOf(199 + random.nextInt(9800), 2);
      lines.add(new Order.Line(sku, PRODUCTS[product], quantity, price));
      quantities.merge(sku, quantity, Integer::sum);
      total = total.add(price.multiply(BigDecimal.valueOf(quantity)));
    }
    Payment payment =
        random.nextBoolean()
            ? new Payment.Card(total, "EUR", String.format("%04d", random.nextInt(10_000)))
            : new Payment.Transfer(total, "EUR", "DE" + (10_000_000L + random.nextInt(90_000_000)));
    return new Order(
        new UUID(random.nextLong(), random.nextLong()),
        LocalDate.of(2026, 1, 1).plusDays(random.nextInt(365)),
        Order.Status.values()[random.nextInt(Order.Status.values().length)],
        total,
        quantities,
        lines,
        payment);
  }

  /** A fixed sample of customers, which each batch takes in turn. */
  @SerbenchData(name = "customers")
  static List<Customer> customerSample() {
    return List.of(
        customer(1, "Ada Lovelace", "ada@example.com", true, List.of("vip"), "London", "UK"),
        customer(2, "Jürgen Müller", "jm@example.de", false, List.of(), "Köln", "DE"),
        customer(3, "Zoë Ñúñez", "zoe@example.es", true, List.of("new", "b2b"), "Sevilla", "ES"));
  }

  private static Customer customer(
      long id,
      String name,
      String email,
      boolean newsletter,
      List<String> tags,
      String city,
      String country) {
    Customer.Address address = new Customer.Address();
    address.setStreet(id + " High Street");
    address.setCity(city);
    address.setPostcode(String.valueOf(10_000 + id * 17));
    address.setCountry(country);
    Customer customer = new Customer();
    customer.setId(id);
    customer.setName(name);
    customer.setEmail(email);
    customer.setNewsletter(newsletter);
    customer.setTags(new java.util.ArrayList<>(tags));
    customer.setAddress(address);
    return customer;
  }
}
