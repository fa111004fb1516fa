package org.serbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.serbench.data.DataSets;

/**
 * The round-trip check trusts the model's {@code equals} for every object of a batch: this test
 * changes each field of each model class in turn and asserts that {@code equals} notices.
 */
class ModelEqualityTest {

  static Stream<Field> fields() {
    return Stream.of(TestObject.class, NestedObject.class)
        .flatMap(c -> Stream.of(c.getDeclaredFields()))
        .filter(f -> !Modifier.isStatic(f.getModifiers()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fields")
  void equalsSeesAChangeInEveryField(Field field) throws Exception {
    TestObject original = DataSets.TEST_OBJECT.generate(5, 1).get(0);
    TestObject copy = DataSets.TEST_OBJECT.generate(5, 1).get(0);
    assertThat(copy).isEqualTo(original);

    Object owner = field.getDeclaringClass() == TestObject.class ? copy : copy.getNestedObject();
    field.setAccessible(true);
    field.set(owner, changed(field.get(owner)));

    assertThat(copy).as("a changed %s", field).isNotEqualTo(original);
  }

  @SuppressWarnings("unchecked")
  private static Object changed(Object value) {
    if (value instanceof Boolean b) {
      return !b;
    } else if (value instanceof Integer i) {
      return i + 1;
    } else if (value instanceof Long l) {
      return l + 1;
    } else if (value instanceof Double d) {
      return Math.nextUp(d);
    } else if (value instanceof String s) {
      return s + "x";
    } else if (value instanceof String[] a) {
      String[] c = a.clone();
      c[a.length - 1] = c[a.length - 1] + "x";
      return c;
    } else if (value instanceof Instant t) {
      return t.plusMillis(1);
    } else if (value instanceof NestedObject n) {
      List<Instant> instants = new ArrayList<>(n.getInstants());
      instants.set(9, instants.get(9).plusMillis(1));
      return new NestedObject(instants);
    } else if (value instanceof Set<?> s) {
      Set<NestedObject> c = new HashSet<>((Set<NestedObject>) s);
      c.remove(c.iterator().next());
      return c;
    } else if (value instanceof List<?> l) {
      List<Instant> c = new ArrayList<>((List<Instant>) l);
      c.set(0, c.get(0).plusMillis(1));
      return c;
    }
    throw new IllegalArgumentException("no change known for " + value.getClass());
  }
}
