package org.serbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.codec.Binding;
import org.serbench.model.TestObject;
import org.serbench.registry.CodecRegistry;

class DataSetTest {

  @Test
  void everyObjectOfABatchDiffers() {
    List<TestObject> batch = DataSets.TEST_OBJECT.generate(1, 1000);

    assertThat(new HashSet<>(batch)).hasSize(1000);
  }

  @Test
  void testObjectsHavePerformancePlaygroundsShape() {
    TestObject o = DataSets.TEST_OBJECT.generate(7, 1).get(0);

    assertThat(o.getStringArray()).hasSize(100).doesNotContainNull();
    assertThat(o.getNestedObjects()).hasSize(100);
    assertThat(o.getNestedObject().getInstants()).hasSize(10);
    assertThat(o.getNestedObjects()).allSatisfy(n -> assertThat(n.getInstants()).hasSize(10));
    assertThat(o.getInstant().getNano() % 1_000_000).as("millisecond precision").isZero();
  }

  @Test
  void theSameSeedGivesByteIdenticalEncodings() throws Exception {
    @SuppressWarnings("unchecked")
    Binding<TestObject, Object> protobuf =
        (Binding<TestObject, Object>)
            CodecRegistry.byName("protobuf").factory().get().bind(TestObject.class);
    List<TestObject> first = DataSets.TEST_OBJECT.generate(42, 50);
    List<TestObject> second = DataSets.TEST_OBJECT.generate(42, 50);

    for (int i = 0; i < first.size(); i++) {
      assertThat(protobuf.serialize(protobuf.create(second.get(i))))
          .as("object #%d", i)
          .isEqualTo(protobuf.serialize(protobuf.create(first.get(i))));
    }
  }

  @Test
  void anotherSeedGivesOtherObjects() {
    assertThat(DataSets.TEST_OBJECT.generate(1, 5))
        .doesNotContainAnyElementsOf(DataSets.TEST_OBJECT.generate(2, 5));
  }

  @Test
  void anUnknownNameListsTheKnownDataSets() {
    assertThatThrownBy(() -> DataSets.byName("Nope"))
        .hasMessageStartingWith("unknown data set 'Nope'; known data sets: TestObject, media.1,")
        .hasMessageContaining("Youngling, Padawan, Master");
  }
}
