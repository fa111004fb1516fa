package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.serbench.data.DataMethods;
import org.serbench.data.DataSet;
import org.serbench.registry.CodecRegistry;

/**
 * A user's own classes through the protocol in this JVM: data from a method, registration from the
 * objects reached, the reflective reads, and the value-by-value check.
 */
class OwnClassesTest {
  private static final Settings SMALL = settings();

  private static Settings settings() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "20");
    p.setProperty("serbench.batches", "3");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.cpu", "any");
    return Settings.from(p);
  }

  /** A payment, held in a field typed by its superclass. */
  public abstract static class Payment implements Serializable {
    BigDecimal amount;
  }

  /** A subclass of the payment. */
  public static final class Card extends Payment {
    String last4;
  }

  /** An order with identity equals: only a walk of its fields can check it. */
  public static final class Order implements Serializable {
    long id;
    String customer;
    LocalDate placed;
    List<String> skus = new ArrayList<>();
    Map<String, Integer> quantities = new TreeMap<>();
    Payment payment;
  }

  /** A bean whose equals holds a transient field, which JDK serialization does not write. */
  public static final class Session implements Serializable {
    String user;
    transient String token;

    @Override
    public boolean equals(Object o) {
      return o instanceof Session s
          && Objects.equals(user, s.user)
          && Objects.equals(token, s.token);
    }

    @Override
    public int hashCode() {
      return Objects.hash(user, token);
    }
  }

  static Order orders(SplittableRandom random, int index) {
    Order order = new Order();
    order.id = index;
    order.customer = "customer-" + random.nextInt(1000);
    order.placed = LocalDate.of(2026, 1, 1).plusDays(random.nextInt(365));
    for (int i = 0; i < 3; i++) {
      String sku = "sku-" + random.nextInt(50);
      order.skus.add(sku);
      order.quantities.merge(sku, 1, Integer::sum);
    }
    Card card = new Card();
    card.amount = BigDecimal.valueOf(random.nextInt(100_000), 2);
    card.last4 = "" + (1000 + random.nextInt(9000));
    order.payment = card;
    return order;
  }

  static List<Session> sessions() {
    Session a = new Session();
    a.user = "ada";
    a.token = "t-1";
    Session b = new Session();
    b.user = "bob";
    b.token = "t-2";
    return List.of(a, b);
  }

  private static DataSet<?> dataSet(String method) throws NoSuchMethodException {
    return method.equals("orders")
        ? DataMethods.of(
            "orders",
            OwnClassesTest.class.getDeclaredMethod("orders", SplittableRandom.class, int.class))
        : DataMethods.of(method, OwnClassesTest.class.getDeclaredMethod(method));
  }

  // In this JVM: codecs that need flags of their own (FST's and XStream's --add-opens) are left to
  // the measuring JVMs of the example project.
  @ParameterizedTest
  @ValueSource(strings = {"kryo", "kryo-registered", "fory-registered"})
  void aClassWithIdentityEqualsIsCheckedFieldByFieldAndMeasured(String codec) throws Exception {
    Result r =
        Measurement.run(
            CodecRegistry.byName(codec), dataSet("orders"), SMALL, IsolatedRun.IN_PROCESS);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.size().bytes()).isPositive();
  }

  @Test
  void aCodecThatCannotBindTheClassFailsWithTheLibrarysOwnError() throws Exception {
    Result r =
        Measurement.run(
            CodecRegistry.byName("json/jackson/databind"),
            dataSet("orders"),
            SMALL,
            IsolatedRun.IN_PROCESS);

    assertThat(r.status()).isEqualTo(Result.Status.FAILED);
    assertThat(r.message())
        .contains("No serializer found for class")
        .contains("OwnClassesTest$Order");
  }

  @Test
  void aTransientFieldInEqualsFailsJdkSerializationNamingTheField() throws Exception {
    Result r =
        Measurement.run(
            CodecRegistry.byName("java-built-in"),
            dataSet("sessions"),
            SMALL,
            IsolatedRun.IN_PROCESS);

    assertThat(r.status()).isEqualTo(Result.Status.MISMATCH);
    assertThat(r.message()).contains("token").contains("t-1");
  }

  @Test
  void aDataMethodWithTheWrongSignatureNamesItAndWhatIsAllowed() {
    assertThatThrownBy(
            () -> DataMethods.of("bad", OwnClassesTest.class.getDeclaredMethod("settings")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("OwnClassesTest.settings()")
        .hasMessageContaining(DataMethods.ALLOWED);
  }

  @Test
  void aUserDataSetTravelsAsAReferenceTheMeasuringJvmResolves() throws Exception {
    DataSet<?> orders = dataSet("orders");

    assertThat(orders.reference())
        .isEqualTo("orders=" + OwnClassesTest.class.getName() + "#orders");
    DataSet<?> again = org.serbench.data.DataSets.resolve(orders.reference());
    assertThat(ValueComparison.firstDifference(orders.generate(1, 5), again.generate(1, 5)))
        .isEmpty();
  }
}
