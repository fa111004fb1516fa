package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.data.DataSets;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

class RoundTripCheckTest {
  private final TestObject original = DataSets.TEST_OBJECT.generate(3, 1).get(0);

  /** A copy made field by field, as a decoder would. */
  private TestObject copy() {
    TestObject c = DataSets.TEST_OBJECT.generate(3, 1).get(0);
    c.setNestedObjects(new LinkedHashSet<>(c.getNestedObjects()));
    return c;
  }

  @Test
  void anEqualCopyInAnotherKindOfSetPasses() {
    assertThatCode(() -> RoundTripCheck.assertSame("c", "d", 0, original, copy()))
        .doesNotThrowAnyException();
  }

  @Test
  void aDoubleOffByOneUlpIsLostData() {
    TestObject decoded = copy();
    decoded.setDoubleValue(Math.nextUp(original.getDoubleValue()));

    assertThatThrownBy(() -> RoundTripCheck.assertSame("c", "d", 5, original, decoded))
        .hasMessageContaining("codec c, data set d, object #5")
        .hasMessageContaining("field/property 'doubleValue' differ");
  }

  @Test
  void aChangedInstantDeepInsideIsNamedByItsPath() {
    TestObject decoded = copy();
    List<Instant> instants = new ArrayList<>(decoded.getNestedObject().getInstants());
    instants.set(3, instants.get(3).plusMillis(1));
    decoded.setNestedObject(new NestedObject(instants));

    assertThatThrownBy(() -> RoundTripCheck.assertSame("c", "d", 0, original, decoded))
        .hasMessageContaining("nestedObject.instants");
  }

  @Test
  void anObjectOutsideTheSampleIsStillCheckedAndNamedByItsField() {
    TestObject decoded = copy();
    decoded.setStringValue(decoded.getStringValue() + "!");

    assertThatThrownBy(() -> RoundTripCheck.assertSame("c", "d", 57, original, decoded))
        .hasMessageContaining("object #57")
        .hasMessageContaining("field/property 'stringValue' differ");
  }

  @Test
  void aLostSetElementFails() {
    TestObject decoded = copy();
    HashSet<NestedObject> fewer = new HashSet<>(decoded.getNestedObjects());
    fewer.remove(fewer.iterator().next());
    decoded.setNestedObjects(fewer);

    assertThatThrownBy(() -> RoundTripCheck.assertSame("c", "d", 0, original, decoded))
        .hasMessageContaining("nestedObjects");
  }
}
