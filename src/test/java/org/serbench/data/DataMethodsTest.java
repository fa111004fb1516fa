package org.serbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** A user's data methods: their batch size by the data, their declared type, their failures. */
class DataMethodsTest {

  /** A catalogue as a service sends it: records keyed by ids, some 1.7 MB in the heap. */
  public static final class Catalogue {
    Map<String, List<String>> products = new TreeMap<>();
  }

  static List<Catalogue> catalogue() {
    Catalogue c = new Catalogue();
    for (int i = 0; i < 5_000; i++) {
      List<String> fields = new ArrayList<>();
      for (int f = 0; f < 5; f++) {
        fields.add("product " + i + " field " + f + " with some text");
      }
      c.products.put("id-" + i, fields);
    }
    return List.of(c);
  }

  static String small(SplittableRandom random, int index) {
    return "order " + index + " " + random.nextInt();
  }

  static List<List<String>> pages() {
    return List.of(List.of("a"), List.of("b"));
  }

  static String throwing(SplittableRandom random, int index) {
    throw new IllegalStateException("no data");
  }

  private static DataSet<?> of(String method, Class<?>... parameters) throws Exception {
    return DataMethods.of(method, DataMethodsTest.class.getDeclaredMethod(method, parameters));
  }

  @Test
  void aSampleOfOneLargeDocumentIsABatchOfOne() throws Exception {
    assertThat(of("catalogue").objectsPerBatch(1000)).isEqualTo(1);
  }

  @Test
  void smallObjectsKeepTheWholeBatch() throws Exception {
    assertThat(of("small", SplittableRandom.class, int.class).objectsPerBatch(1000))
        .isEqualTo(1000);
  }

  @Test
  void aSamplesElementTypeKeepsItsTypeArguments() throws Exception {
    DataSet<?> pages = of("pages");

    assertThat(pages.type()).isEqualTo(List.class);
    assertThat(pages.genericType()).isInstanceOf(ParameterizedType.class);
    assertThat(pages.genericType().getTypeName()).isEqualTo("java.util.List<java.lang.String>");
  }

  @Test
  void aDataMethodThatThrowsNamesItself() {
    assertThatThrownBy(() -> of("throwing", SplittableRandom.class, int.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(DataMethodsTest.class.getName() + "#throwing")
        .hasMessageContaining("no data");
  }
}
