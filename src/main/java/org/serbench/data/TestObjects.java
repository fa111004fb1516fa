package org.serbench.data;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Random {@link TestObject}s as performance-playground makes them: 100 strings, a nested object and
 * a set of 100 nested objects of 10 instants each.
 *
 * <p>Instants have millisecond precision and fall between 2000 and 2040; strings are 8 to 32 ASCII
 * letters and digits. The set is a {@link HashSet}, so that its iteration order, and with it every
 * serialized byte, depends on the seed alone.
 */
final class TestObjects {
  static final int STRINGS = 100;
  static final int NESTED_OBJECTS = 100;
  static final int INSTANTS_PER_NESTED_OBJECT = 10;

  private static final String ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  private static final long FROM_MILLIS = Instant.parse("2000-01-01T00:00:00Z").toEpochMilli();
  private static final long TO_MILLIS = Instant.parse("2040-01-01T00:00:00Z").toEpochMilli();

  private TestObjects() {}

  static TestObject generate(SplittableRandom random, int index) {
    TestObject o = new TestObject();
    o.setBooleanValue(random.nextBoolean());
    o.setIntValue(random.nextInt());
    o.setDoubleValue(random.nextDouble() * 1e6);
    o.setLongValue(random.nextLong());
    o.setStringValue(string(random));
    String[] strings = new String[STRINGS];
    for (int i = 0; i < strings.length; i++) {
      strings[i] = string(random);
    }
    o.setStringArray(strings);
    o.setInstant(instant(random));
    o.setNestedObject(nested(random));
    Set<NestedObject> set = new HashSet<>();
    while (set.size() < NESTED_OBJECTS) {
      set.add(nested(random));
    }
    o.setNestedObjects(set);
    return o;
  }

  private static NestedObject nested(SplittableRandom random) {
    List<Instant> instants = new ArrayList<>(INSTANTS_PER_NESTED_OBJECT);
    for (int i = 0; i < INSTANTS_PER_NESTED_OBJECT; i++) {
      instants.add(instant(random));
    }
    return new NestedObject(instants);
  }

  private static Instant instant(SplittableRandom random) {
    return Instant.ofEpochMilli(random.nextLong(FROM_MILLIS, TO_MILLIS));
  }

  private static String string(SplittableRandom random) {
    char[] chars = new char[random.nextInt(8, 33)];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    }
    return new String(chars);
  }
}
