package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.gson.Gson;
import com.squareup.moshi.Moshi;
import jakarta.json.bind.JsonbBuilder;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.UUID;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.junit.jupiter.api.Test;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.Codecs;
import org.serbench.data.DataMethods;
import org.serbench.data.DataSet;
import org.serbench.registry.CodecMethods;
import org.serbench.registry.CodecRegistry;

/**
 * A project's own codecs, made from its configured library instances by {@link Codecs}, through the
 * protocol in this JVM, and the reference by which a measuring JVM finds them.
 */
class OwnCodecsTest {
  private static final Settings SMALL = settings();

  private static Settings settings() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "20");
    p.setProperty("serbench.batches", "3");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.cpu", "any");
    return Settings.from(p);
  }

  /** A payment, held in a field typed by its superclass: Jackson needs type handling for it. */
  public abstract static class Payment {
    public BigDecimal amount;
  }

  /** Paid by card. */
  public static final class Card extends Payment {
    public String last4;
  }

  /** Paid by transfer. */
  public static final class Transfer extends Payment {
    public String iban;
  }

  /** An order with a UUID, a list and a payment typed by its superclass. */
  public static final class Order {
    public UUID id;
    public List<String> skus;
    public Payment payment;
  }

  /** Jackson's type handling for the payment, as a project adds it to its mapper: a mix-in. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = Card.class, name = "card"),
    @JsonSubTypes.Type(value = Transfer.class, name = "transfer")
  })
  abstract static class PaymentTypes {}

  static Order orders(SplittableRandom random, int index) {
    Order order = new Order();
    order.id = new UUID(random.nextLong(), random.nextLong());
    order.skus = new ArrayList<>(List.of("sku-" + random.nextInt(50), "sku-" + index));
    Payment payment;
    if (random.nextBoolean()) {
      Card card = new Card();
      card.last4 = "" + (1000 + random.nextInt(9000));
      payment = card;
    } else {
      Transfer transfer = new Transfer();
      transfer.iban = "DE" + random.nextInt(1_000_000);
      payment = transfer;
    }
    payment.amount = BigDecimal.valueOf(random.nextInt(100_000), 2);
    order.payment = payment;
    return order;
  }

  static List<Payment> payments() {
    Card card = new Card();
    card.amount = BigDecimal.ONE;
    card.last4 = "4242";
    Transfer transfer = new Transfer();
    transfer.amount = BigDecimal.TEN;
    transfer.iban = "DE00";
    return List.of(card, transfer);
  }

  static List<Card> cards() {
    return List.of((Card) payments().get(0));
  }

  /** A page of a search result, generic in what it holds. */
  public static final class Page<T> {
    public int number;
    public List<T> content;
  }

  /** What a page holds. */
  public static final class Item {
    public String sku;
    public int stock;
  }

  static Page<Item> pages(SplittableRandom random, int index) {
    Page<Item> page = new Page<>();
    page.number = index;
    page.content = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Item item = new Item();
      item.sku = "sku-" + random.nextInt(100);
      item.stock = random.nextInt(10);
      page.content.add(item);
    }
    return page;
  }

  /** An entity as JPA writes them: equal when the ids are. */
  public static final class Entity {
    final long id;
    final String name;

    Entity(long id, String name) {
      this.id = id;
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Entity other && other.id == id;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }
  }

  static Entity entities(SplittableRandom random, int index) {
    return new Entity(index, "entity " + random.nextInt(100));
  }

  static Codec ourMapper() {
    return Codecs.jackson(JsonMapper.builder().addMixIn(Payment.class, PaymentTypes.class).build());
  }

  static Codec ourJackson3Mapper() {
    return Codecs.jackson3(
        tools.jackson.databind.json.JsonMapper.builder()
            .addMixIn(Payment.class, PaymentTypes.class)
            .build());
  }

  static Codec ourKryo() {
    return Codecs.kryo(
        () -> {
          Kryo kryo = new Kryo();
          kryo.register(UUID.class, new DefaultSerializers.UUIDSerializer());
          for (Class<?> c :
              List.of(Order.class, Card.class, Transfer.class, BigDecimal.class, ArrayList.class)) {
            kryo.register(c);
          }
          return kryo;
        });
  }

  static Codec failing() {
    throw new IllegalStateException("no mapper configured");
  }

  static String notACodec() {
    return "";
  }

  private static DataSet<?> orders() throws NoSuchMethodException {
    return DataMethods.of(
        "orders",
        OwnCodecsTest.class.getDeclaredMethod("orders", SplittableRandom.class, int.class));
  }

  private static CodecSpec codec(String method, String configuration) throws Exception {
    return CodecMethods.of(method, configuration, OwnCodecsTest.class.getDeclaredMethod(method));
  }

  private static Result measure(CodecSpec spec, DataSet<?> data) throws Exception {
    return Measurement.run(spec, data, SMALL, IsolatedRun.IN_PROCESS);
  }

  @Test
  void aProjectsMapperWithItsTypeHandlingCarriesWhatTheDefaultMapperCannot() throws Exception {
    Result ours = measure(codec("ourMapper", "Payment's subtypes by name"), orders());
    Result serbenchs = measure(CodecRegistry.byName("json/jackson/databind"), orders());

    assertThat(ours.status()).as(ours.message()).isEqualTo(Result.Status.OK);
    assertThat(ours.configuration()).isEqualTo("Payment's subtypes by name");
    assertThat(serbenchs.status()).isNotEqualTo(Result.Status.OK);
  }

  @Test
  void aProjectsJackson3MapperWithItsTypeHandlingCarriesWhatTheDefaultOneCannot() throws Exception {
    Result ours = measure(codec("ourJackson3Mapper", "Jackson 3, Payment's subtypes"), orders());
    Result serbenchs = measure(CodecRegistry.byName("json/jackson3/databind"), orders());

    assertThat(ours.status()).as(ours.message()).isEqualTo(Result.Status.OK);
    assertThat(serbenchs.status()).isNotEqualTo(Result.Status.OK);
    assertThat(serbenchs.message()).contains("Payment");
  }

  @Test
  void aProjectsKryoWithTheSerializersItRegistersMeasures() throws Exception {
    Result r = measure(codec("ourKryo", ""), orders());

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.configuration())
        .isEqualTo("the project's own codec, made by OwnCodecsTest.ourKryo()");
  }

  @Test
  void aPolymorphicSampleIsWrittenWithItsRuntimeClasses() throws Exception {
    DataSet<?> payments =
        DataMethods.of("payments", OwnCodecsTest.class.getDeclaredMethod("payments"));
    CodecSpec fory =
        spec(
            Codecs.fory(
                () ->
                    Fory.builder()
                        .withLanguage(Language.JAVA)
                        .requireClassRegistration(false)
                        .build()));

    Result r = measure(fory, payments);
    Result kryo = measure(CodecRegistry.byName("kryo"), payments);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(kryo.status()).as(kryo.message()).isEqualTo(Result.Status.OK);
  }

  @Test
  void gsonMeasuresWhatItCanCarryAndSaysWhatItCannot() throws Exception {
    DataSet<?> payments =
        DataMethods.of("payments", OwnCodecsTest.class.getDeclaredMethod("payments"));

    Result r = measure(spec(Codecs.gson(new Gson())), payments);

    // Gson writes a Card's fields and cannot make the abstract Payment back: its own error.
    assertThat(r.status()).isEqualTo(Result.Status.FAILED);
    assertThat(r.message()).contains("Payment");
  }

  private static DataSet<?> cardSet() throws NoSuchMethodException {
    return DataMethods.of("cards", OwnCodecsTest.class.getDeclaredMethod("cards"));
  }

  @Test
  void aMappingTimesItsConversionAsCreateAndBindsItsOneClassOnly() throws Exception {
    Codec mapping =
        Codecs.mapping(
            Card.class,
            card -> card.amount.toPlainString() + ";" + card.last4,
            text -> text.getBytes(StandardCharsets.UTF_8),
            bytes -> new String(bytes, StandardCharsets.UTF_8),
            text -> {
              Card card = new Card();
              card.amount = new BigDecimal(text.substring(0, text.indexOf(';')));
              card.last4 = text.substring(text.indexOf(';') + 1);
              return card;
            });

    Card card = new Card();
    card.amount = BigDecimal.ONE;
    card.last4 = "4242";

    assertThat(mapping.bind(Card.class).create(card)).isEqualTo("1;4242");
    assertThat(measure(spec(mapping), cardSet()).status()).isEqualTo(Result.Status.OK);
    assertThatThrownBy(() -> mapping.bind(Transfer.class))
        .hasMessageContaining("binds " + Card.class.getName() + " only");
  }

  @Test
  void aGenericDataTypeIsBoundWithItsTypeArgumentsSoItsElementsComeBackAsThemselves()
      throws Exception {
    DataSet<?> pages =
        DataMethods.of(
            "pages",
            OwnCodecsTest.class.getDeclaredMethod("pages", SplittableRandom.class, int.class));

    for (String codec :
        List.of(
            "json/jackson/databind",
            "smile/jackson/databind",
            "json/gson/databind",
            "json/moshi/databind",
            "json/yasson/databind")) {
      Result r = measure(CodecRegistry.byName(codec), pages);
      assertThat(r.status()).as(codec + ": " + r.message()).isEqualTo(Result.Status.OK);
    }
  }

  @Test
  void aProjectsMoshiAndJsonbBindItsGenericClassesByTheirDeclaredTypes() throws Exception {
    DataSet<?> pages =
        DataMethods.of(
            "pages",
            OwnCodecsTest.class.getDeclaredMethod("pages", SplittableRandom.class, int.class));

    Result moshi = measure(spec(Codecs.moshi(new Moshi.Builder().build())), pages);
    Result jsonb = measure(spec(Codecs.jsonb(JsonbBuilder.create())), pages);

    assertThat(moshi.status()).as(moshi.message()).isEqualTo(Result.Status.OK);
    assertThat(jsonb.status()).as(jsonb.message()).isEqualTo(Result.Status.OK);
  }

  static Order throwsAt5(SplittableRandom random, int index) {
    if (index == 5) {
      throw new IllegalStateException("no order #5");
    }
    return orders(random, index);
  }

  @Test
  void aDataMethodThatThrowsFailsTheCellNamingTheMethodNotTheCodec() throws Exception {
    DataSet<?> data =
        DataMethods.of(
            "throwing",
            OwnCodecsTest.class.getDeclaredMethod("throwsAt5", SplittableRandom.class, int.class));

    Result r = measure(CodecRegistry.byName("kryo"), data);

    assertThat(r.status()).isEqualTo(Result.Status.FAILED);
    assertThat(r.failedOutsideTheLibrary()).isTrue();
    assertThat(r.step()).isEqualTo("data");
    assertThat(r.message())
        .contains(OwnCodecsTest.class.getName() + "#throwsAt5")
        .contains("object #5")
        .contains("no order #5");
  }

  @Test
  void aCodecThatDropsAFieldAnIdEqualsIgnoresFailsNamingTheField() throws Exception {
    DataSet<?> entities =
        DataMethods.of(
            "entities",
            OwnCodecsTest.class.getDeclaredMethod("entities", SplittableRandom.class, int.class));
    Codec idOnly =
        Codecs.pojo(
            Entity.class,
            e -> Long.toString(e.id).getBytes(StandardCharsets.UTF_8),
            bytes -> new Entity(Long.parseLong(new String(bytes, StandardCharsets.UTF_8)), null));

    Result r = measure(spec(idOnly), entities);

    assertThat(r.status()).isEqualTo(Result.Status.MISMATCH);
    assertThat(r.message()).contains("field name").contains("but was null");
  }

  @Test
  void aCodecMethodThatThrowsFailsNamingTheMethod() throws Exception {
    Result r = measure(codec("failing", ""), orders());

    assertThat(r.status()).isEqualTo(Result.Status.FAILED);
    assertThat(r.message())
        .contains(OwnCodecsTest.class.getName() + "#failing")
        .contains("no mapper configured");
  }

  @Test
  void aCodecMethodOfTheWrongSignatureOrNameSaysWhatIsAllowed() {
    assertThatThrownBy(() -> codec("notACodec", ""))
        .hasMessageContaining("OwnCodecsTest.notACodec")
        .hasMessageContaining("not a Codec")
        .hasMessageContaining(CodecMethods.ALLOWED);
    assertThatThrownBy(
            () -> CodecMethods.of("kryo", "", OwnCodecsTest.class.getDeclaredMethod("ourKryo")))
        .hasMessageContaining("'kryo' is serbench's own codec's");
    assertThatThrownBy(
            () -> CodecMethods.of("a=b", "", OwnCodecsTest.class.getDeclaredMethod("ourKryo")))
        .hasMessageContaining("holds '='");
  }

  @Test
  void anOwnCodecTravelsAsAReferenceTheMeasuringJvmResolves() throws Exception {
    CodecSpec spec = codec("ourMapper", "JSON; types by name = \"type\" | ünïcode, 100%");

    String reference = CodecMethods.reference(spec);
    CodecSpec again = CodecRegistry.resolve(reference);

    assertThat(reference).startsWith("ourMapper=" + OwnCodecsTest.class.getName() + "#ourMapper;");
    assertThat(again.name()).isEqualTo("ourMapper");
    assertThat(again.configuration()).isEqualTo(spec.configuration());
    assertThat(again.own()).isTrue();
    assertThat(measure(again, orders()).status()).isEqualTo(Result.Status.OK);
    assertThat(CodecRegistry.resolve("kryo")).isSameAs(CodecRegistry.byName("kryo"));
  }

  /** A codec made here, as a method of the project's would make it. */
  private static CodecSpec spec(Codec codec) {
    return new CodecSpec(
        "own",
        "made in the test",
        List.of(),
        List.of(),
        classes -> codec,
        true,
        org.serbench.codec.CodecKind.DATABINDING,
        "test#own",
        false);
  }
}
