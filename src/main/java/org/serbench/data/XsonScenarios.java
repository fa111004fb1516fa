package org.serbench.data;

import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.serbench.model.xson.AllTypes;
import org.serbench.model.xson.Child;
import org.serbench.model.xson.CircleA;
import org.serbench.model.xson.CircleB;
import org.serbench.model.xson.Color;
import org.serbench.model.xson.Ints255;
import org.serbench.model.xson.LargeObject;
import org.serbench.model.xson.Parent;
import org.serbench.model.xson.ParentChildArray;
import org.serbench.model.xson.ParentChildList;

/** The XSON test's scenarios, generated from a seed. */
final class XsonScenarios {
  /** Members of a parent/child array or list: parents and children alternate. */
  static final int MEMBERS = 10;

  /** The large object's parts: about 0.8 MB of ints, 2 MB of text, 1 MB of bytes. */
  static final int LARGE_NUMBERS = 200_000;

  static final int LARGE_LINES = 20_000;
  static final int LARGE_BLOB = 1 << 20;

  private static final List<Method> INT_SETTERS = intSetters();
  private static final String[] LOCALES = {"en-US", "de-DE", "fr-CA", "ja-JP", "pt-BR"};
  private static final String[] CURRENCIES = {"USD", "EUR", "JPY", "GBP", "CHF"};
  private static final String[] ZONES = {"Europe/Berlin", "America/New_York", "Asia/Tokyo"};

  private XsonScenarios() {}

  static Ints255 ints255(SplittableRandom random, int index) {
    Ints255 o = new Ints255();
    try {
      for (Method setter : INT_SETTERS) {
        setter.invoke(o, random.nextInt());
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    return o;
  }

  static AllTypes allTypes(SplittableRandom random, int index) {
    AllTypes o = new AllTypes();
    o.setPrimitiveBoolean(random.nextBoolean());
    o.setPrimitiveByte((byte) random.nextInt());
    o.setPrimitiveShort((short) random.nextInt());
    o.setPrimitiveChar((char) ('a' + random.nextInt(26)));
    o.setPrimitiveInt(random.nextInt());
    o.setPrimitiveLong(random.nextLong());
    o.setPrimitiveFloat(random.nextInt(1_000_000) / 64f);
    o.setPrimitiveDouble(random.nextDouble() * 1e6);
    o.setWrappedBoolean(random.nextBoolean());
    o.setWrappedByte((byte) random.nextInt());
    o.setWrappedShort((short) random.nextInt());
    o.setWrappedChar((char) ('A' + random.nextInt(26)));
    o.setWrappedInt(random.nextInt());
    o.setWrappedLong(random.nextLong());
    o.setWrappedFloat(random.nextInt(1_000_000) / 32f);
    o.setWrappedDouble(random.nextDouble());
    o.setString("string " + random.nextInt(1_000_000) + " ünïcödé");
    o.setIntArray(random.ints(8).toArray());
    o.setLongArray(random.longs(4).toArray());
    o.setDoubleArray(random.doubles(4).toArray());
    byte[] bytes = new byte[16];
    random.nextBytes(bytes);
    o.setByteArray(bytes);
    o.setStringArray(new String[] {"a" + random.nextInt(100), "b", "c" + random.nextInt(100)});
    o.setList(new ArrayList<>(List.of("x" + random.nextInt(100), "y", "z")));
    o.setSet(new HashSet<>(List.of(random.nextInt(100), 100 + random.nextInt(100), 300)));
    Map<String, Integer> map = new HashMap<>();
    map.put("one", random.nextInt());
    map.put("two", random.nextInt());
    o.setMap(map);
    o.setSortedSet(new TreeSet<>(List.of("pear", "apple", "fig" + random.nextInt(10))));
    TreeMap<String, Long> sorted = new TreeMap<>();
    sorted.put("b", random.nextLong());
    sorted.put("a", random.nextLong());
    o.setSortedMap(sorted);
    EnumMap<Color, String> enumMap = new EnumMap<>(Color.class);
    enumMap.put(Color.RED, "red " + random.nextInt(100));
    enumMap.put(Color.BLUE, "blue");
    o.setEnumMap(enumMap);
    o.setEnumSet(EnumSet.of(Color.GREEN, random.nextBoolean() ? Color.RED : Color.BLUE));
    o.setColor(Color.values()[random.nextInt(3)]);
    o.setBigDecimal(new BigDecimal(BigInteger.valueOf(random.nextLong()), 4));
    o.setBigInteger(BigInteger.valueOf(random.nextLong()).shiftLeft(70).add(BigInteger.TEN));
    o.setUuid(new UUID(random.nextLong(), random.nextLong()));
    o.setUri(URI.create("https://example.org/path/" + random.nextInt(1000) + "?q=1#f"));
    o.setLocale(Locale.forLanguageTag(LOCALES[random.nextInt(LOCALES.length)]));
    o.setCurrency(Currency.getInstance(CURRENCIES[random.nextInt(CURRENCIES.length)]));
    long millis = random.nextLong(946_684_800_000L, 2_208_988_800_000L);
    o.setDate(new Date(millis));
    Instant instant = Instant.ofEpochMilli(millis).plusNanos(random.nextInt(1_000_000));
    o.setInstant(instant);
    LocalDateTime local = LocalDateTime.ofEpochSecond(millis / 1000, 123_000_000, ZoneOffset.UTC);
    o.setLocalDate(local.toLocalDate());
    o.setLocalTime(LocalTime.of(random.nextInt(24), random.nextInt(60), random.nextInt(60)));
    o.setLocalDateTime(local);
    o.setOffsetDateTime(OffsetDateTime.of(local, ZoneOffset.ofHours(random.nextInt(-12, 13))));
    o.setZonedDateTime(ZonedDateTime.of(local, ZoneId.of(ZONES[random.nextInt(ZONES.length)])));
    o.setDuration(Duration.ofSeconds(random.nextInt(100_000), random.nextInt(1_000_000_000)));
    o.setPeriod(Period.of(random.nextInt(10), random.nextInt(12), random.nextInt(28)));
    Map<String, List<Integer>> mapOfLists = new LinkedHashMap<>();
    mapOfLists.put("odd", new ArrayList<>(List.of(1, 3, random.nextInt(100) * 2 + 1)));
    mapOfLists.put("even", new ArrayList<>(List.of(2, 4)));
    o.setMapOfLists(mapOfLists);
    List<Map<String, String>> listOfMaps = new ArrayList<>();
    listOfMaps.add(new HashMap<>(Map.of("k", "v" + random.nextInt(100))));
    listOfMaps.add(new HashMap<>(Map.of("k1", "v1", "k2", "v2")));
    o.setListOfMaps(listOfMaps);
    return o;
  }

  static ParentChildArray parentChildArray(SplittableRandom random, int index) {
    ParentChildArray o = new ParentChildArray();
    o.setMembers(members(random).toArray(new Parent[0]));
    return o;
  }

  static ParentChildList parentChildList(SplittableRandom random, int index) {
    ParentChildList o = new ParentChildList();
    o.setMembers(members(random));
    return o;
  }

  private static List<Parent> members(SplittableRandom random) {
    List<Parent> members = new ArrayList<>(MEMBERS);
    for (int i = 0; i < MEMBERS; i++) {
      Parent p;
      if (i % 2 == 0) {
        p = new Parent();
      } else {
        Child c = new Child();
        c.setToy("toy " + random.nextInt(1000));
        p = c;
      }
      p.setId(random.nextInt());
      p.setName("member " + i + " of " + random.nextInt(1000));
      members.add(p);
    }
    return members;
  }

  static CircleA circular(SplittableRandom random, int index) {
    CircleA a = new CircleA();
    CircleB b = new CircleB();
    a.setName("a" + random.nextInt(1_000_000));
    b.setName("b" + random.nextInt(1_000_000));
    a.setB(b);
    b.setA(a);
    a.setSelf(a);
    return a;
  }

  static LargeObject large(SplittableRandom random, int index) {
    LargeObject o = new LargeObject();
    o.setName("large object " + index);
    o.setNumbers(random.ints(LARGE_NUMBERS).toArray());
    List<String> lines = new ArrayList<>(LARGE_LINES);
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < LARGE_LINES; i++) {
      line.setLength(0);
      int length = random.nextInt(80, 121);
      while (line.length() < length) {
        line.append((char) (random.nextInt(5) == 0 ? ' ' : 'a' + random.nextInt(26)));
      }
      lines.add(line.toString());
    }
    o.setLines(lines);
    byte[] blob = new byte[LARGE_BLOB];
    random.nextBytes(blob);
    o.setBlob(blob);
    return o;
  }

  private static List<Method> intSetters() {
    List<Method> setters = new ArrayList<>();
    for (int i = 1; i <= 255; i++) {
      try {
        setters.add(Ints255.class.getMethod(String.format(Locale.ROOT, "setF%03d", i), int.class));
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException(e);
      }
    }
    return setters;
  }
}
