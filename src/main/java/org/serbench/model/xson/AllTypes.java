package org.serbench.model.xson;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.UUID;

/**
 * XSON's object of every common type: primitives and wrappers, arrays, collections, sorted and enum
 * maps, enums, big numbers, identifiers, dates and java.time, nested generics.
 */
public class AllTypes implements Serializable {
  private static final long serialVersionUID = 1L;

  private boolean primitiveBoolean;
  private byte primitiveByte;
  private short primitiveShort;
  private char primitiveChar;
  private int primitiveInt;
  private long primitiveLong;
  private float primitiveFloat;
  private double primitiveDouble;
  private Boolean wrappedBoolean;
  private Byte wrappedByte;
  private Short wrappedShort;
  private Character wrappedChar;
  private Integer wrappedInt;
  private Long wrappedLong;
  private Float wrappedFloat;
  private Double wrappedDouble;
  private String string;
  private int[] intArray;
  private long[] longArray;
  private double[] doubleArray;
  private byte[] byteArray;
  private String[] stringArray;
  private List<String> list;
  private Set<Integer> set;
  private Map<String, Integer> map;
  private SortedSet<String> sortedSet;
  private SortedMap<String, Long> sortedMap;
  private EnumMap<Color, String> enumMap;
  private EnumSet<Color> enumSet;
  private Color color;
  private BigDecimal bigDecimal;
  private BigInteger bigInteger;
  private UUID uuid;
  private URI uri;
  private Locale locale;
  private Currency currency;
  private Date date;
  private Instant instant;
  private LocalDate localDate;
  private LocalTime localTime;
  private LocalDateTime localDateTime;
  private OffsetDateTime offsetDateTime;
  private ZonedDateTime zonedDateTime;
  private Duration duration;
  private Period period;
  private Map<String, List<Integer>> mapOfLists;
  private List<Map<String, String>> listOfMaps;

  public AllTypes() {}

  public boolean isPrimitiveBoolean() {
    return primitiveBoolean;
  }

  public void setPrimitiveBoolean(boolean primitiveBoolean) {
    this.primitiveBoolean = primitiveBoolean;
  }

  public byte getPrimitiveByte() {
    return primitiveByte;
  }

  public void setPrimitiveByte(byte primitiveByte) {
    this.primitiveByte = primitiveByte;
  }

  public short getPrimitiveShort() {
    return primitiveShort;
  }

  public void setPrimitiveShort(short primitiveShort) {
    this.primitiveShort = primitiveShort;
  }

  public char getPrimitiveChar() {
    return primitiveChar;
  }

  public void setPrimitiveChar(char primitiveChar) {
    this.primitiveChar = primitiveChar;
  }

  public int getPrimitiveInt() {
    return primitiveInt;
  }

  public void setPrimitiveInt(int primitiveInt) {
    this.primitiveInt = primitiveInt;
  }

  public long getPrimitiveLong() {
    return primitiveLong;
  }

  public void setPrimitiveLong(long primitiveLong) {
    this.primitiveLong = primitiveLong;
  }

  public float getPrimitiveFloat() {
    return primitiveFloat;
  }

  public void setPrimitiveFloat(float primitiveFloat) {
    this.primitiveFloat = primitiveFloat;
  }

  public double getPrimitiveDouble() {
    return primitiveDouble;
  }

  public void setPrimitiveDouble(double primitiveDouble) {
    this.primitiveDouble = primitiveDouble;
  }

  public Boolean getWrappedBoolean() {
    return wrappedBoolean;
  }

  public void setWrappedBoolean(Boolean wrappedBoolean) {
    this.wrappedBoolean = wrappedBoolean;
  }

  public Byte getWrappedByte() {
    return wrappedByte;
  }

  public void setWrappedByte(Byte wrappedByte) {
    this.wrappedByte = wrappedByte;
  }

  public Short getWrappedShort() {
    return wrappedShort;
  }

  public void setWrappedShort(Short wrappedShort) {
    this.wrappedShort = wrappedShort;
  }

  public Character getWrappedChar() {
    return wrappedChar;
  }

  public void setWrappedChar(Character wrappedChar) {
    this.wrappedChar = wrappedChar;
  }

  public Integer getWrappedInt() {
    return wrappedInt;
  }

  public void setWrappedInt(Integer wrappedInt) {
    this.wrappedInt = wrappedInt;
  }

  public Long getWrappedLong() {
    return wrappedLong;
  }

  public void setWrappedLong(Long wrappedLong) {
    this.wrappedLong = wrappedLong;
  }

  public Float getWrappedFloat() {
    return wrappedFloat;
  }

  public void setWrappedFloat(Float wrappedFloat) {
    this.wrappedFloat = wrappedFloat;
  }

  public Double getWrappedDouble() {
    return wrappedDouble;
  }

  public void setWrappedDouble(Double wrappedDouble) {
    this.wrappedDouble = wrappedDouble;
  }

  public String getString() {
    return string;
  }

  public void setString(String string) {
    this.string = string;
  }

  public int[] getIntArray() {
    return intArray;
  }

  public void setIntArray(int[] intArray) {
    this.intArray = intArray;
  }

  public long[] getLongArray() {
    return longArray;
  }

  public void setLongArray(long[] longArray) {
    this.longArray = longArray;
  }

  public double[] getDoubleArray() {
    return doubleArray;
  }

  public void setDoubleArray(double[] doubleArray) {
    this.doubleArray = doubleArray;
  }

  public byte[] getByteArray() {
    return byteArray;
  }

  public void setByteArray(byte[] byteArray) {
    this.byteArray = byteArray;
  }

  public String[] getStringArray() {
    return stringArray;
  }

  public void setStringArray(String[] stringArray) {
    this.stringArray = stringArray;
  }

  public List<String> getList() {
    return list;
  }

  public void setList(List<String> list) {
    this.list = list;
  }

  public Set<Integer> getSet() {
    return set;
  }

  public void setSet(Set<Integer> set) {
    this.set = set;
  }

  public Map<String, Integer> getMap() {
    return map;
  }

  public void setMap(Map<String, Integer> map) {
    this.map = map;
  }

  public SortedSet<String> getSortedSet() {
    return sortedSet;
  }

  public void setSortedSet(SortedSet<String> sortedSet) {
    this.sortedSet = sortedSet;
  }

  public SortedMap<String, Long> getSortedMap() {
    return sortedMap;
  }

  public void setSortedMap(SortedMap<String, Long> sortedMap) {
    this.sortedMap = sortedMap;
  }

  public EnumMap<Color, String> getEnumMap() {
    return enumMap;
  }

  public void setEnumMap(EnumMap<Color, String> enumMap) {
    this.enumMap = enumMap;
  }

  public EnumSet<Color> getEnumSet() {
    return enumSet;
  }

  public void setEnumSet(EnumSet<Color> enumSet) {
    this.enumSet = enumSet;
  }

  public Color getColor() {
    return color;
  }

  public void setColor(Color color) {
    this.color = color;
  }

  public BigDecimal getBigDecimal() {
    return bigDecimal;
  }

  public void setBigDecimal(BigDecimal bigDecimal) {
    this.bigDecimal = bigDecimal;
  }

  public BigInteger getBigInteger() {
    return bigInteger;
  }

  public void setBigInteger(BigInteger bigInteger) {
    this.bigInteger = bigInteger;
  }

  public UUID getUuid() {
    return uuid;
  }

  public void setUuid(UUID uuid) {
    this.uuid = uuid;
  }

  public URI getUri() {
    return uri;
  }

  public void setUri(URI uri) {
    this.uri = uri;
  }

  public Locale getLocale() {
    return locale;
  }

  public void setLocale(Locale locale) {
    this.locale = locale;
  }

  public Currency getCurrency() {
    return currency;
  }

  public void setCurrency(Currency currency) {
    this.currency = currency;
  }

  public Date getDate() {
    return date;
  }

  public void setDate(Date date) {
    this.date = date;
  }

  public Instant getInstant() {
    return instant;
  }

  public void setInstant(Instant instant) {
    this.instant = instant;
  }

  public LocalDate getLocalDate() {
    return localDate;
  }

  public void setLocalDate(LocalDate localDate) {
    this.localDate = localDate;
  }

  public LocalTime getLocalTime() {
    return localTime;
  }

  public void setLocalTime(LocalTime localTime) {
    this.localTime = localTime;
  }

  public LocalDateTime getLocalDateTime() {
    return localDateTime;
  }

  public void setLocalDateTime(LocalDateTime localDateTime) {
    this.localDateTime = localDateTime;
  }

  public OffsetDateTime getOffsetDateTime() {
    return offsetDateTime;
  }

  public void setOffsetDateTime(OffsetDateTime offsetDateTime) {
    this.offsetDateTime = offsetDateTime;
  }

  public ZonedDateTime getZonedDateTime() {
    return zonedDateTime;
  }

  public void setZonedDateTime(ZonedDateTime zonedDateTime) {
    this.zonedDateTime = zonedDateTime;
  }

  public Duration getDuration() {
    return duration;
  }

  public void setDuration(Duration duration) {
    this.duration = duration;
  }

  public Period getPeriod() {
    return period;
  }

  public void setPeriod(Period period) {
    this.period = period;
  }

  public Map<String, List<Integer>> getMapOfLists() {
    return mapOfLists;
  }

  public void setMapOfLists(Map<String, List<Integer>> mapOfLists) {
    this.mapOfLists = mapOfLists;
  }

  public List<Map<String, String>> getListOfMaps() {
    return listOfMaps;
  }

  public void setListOfMaps(List<Map<String, String>> listOfMaps) {
    this.listOfMaps = listOfMaps;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AllTypes other
        && primitiveBoolean == other.primitiveBoolean
        && primitiveByte == other.primitiveByte
        && primitiveShort == other.primitiveShort
        && primitiveChar == other.primitiveChar
        && primitiveInt == other.primitiveInt
        && primitiveLong == other.primitiveLong
        && Float.compare(primitiveFloat, other.primitiveFloat) == 0
        && Double.compare(primitiveDouble, other.primitiveDouble) == 0
        && Objects.equals(wrappedBoolean, other.wrappedBoolean)
        && Objects.equals(wrappedByte, other.wrappedByte)
        && Objects.equals(wrappedShort, other.wrappedShort)
        && Objects.equals(wrappedChar, other.wrappedChar)
        && Objects.equals(wrappedInt, other.wrappedInt)
        && Objects.equals(wrappedLong, other.wrappedLong)
        && Objects.equals(wrappedFloat, other.wrappedFloat)
        && Objects.equals(wrappedDouble, other.wrappedDouble)
        && Objects.equals(string, other.string)
        && Arrays.equals(intArray, other.intArray)
        && Arrays.equals(longArray, other.longArray)
        && Arrays.equals(doubleArray, other.doubleArray)
        && Arrays.equals(byteArray, other.byteArray)
        && Arrays.equals(stringArray, other.stringArray)
        && Objects.equals(list, other.list)
        && Objects.equals(set, other.set)
        && Objects.equals(map, other.map)
        && Objects.equals(sortedSet, other.sortedSet)
        && Objects.equals(sortedMap, other.sortedMap)
        && Objects.equals(enumMap, other.enumMap)
        && Objects.equals(enumSet, other.enumSet)
        && Objects.equals(color, other.color)
        && Objects.equals(bigDecimal, other.bigDecimal)
        && Objects.equals(bigInteger, other.bigInteger)
        && Objects.equals(uuid, other.uuid)
        && Objects.equals(uri, other.uri)
        && Objects.equals(locale, other.locale)
        && Objects.equals(currency, other.currency)
        && Objects.equals(date, other.date)
        && Objects.equals(instant, other.instant)
        && Objects.equals(localDate, other.localDate)
        && Objects.equals(localTime, other.localTime)
        && Objects.equals(localDateTime, other.localDateTime)
        && Objects.equals(offsetDateTime, other.offsetDateTime)
        && Objects.equals(zonedDateTime, other.zonedDateTime)
        && Objects.equals(duration, other.duration)
        && Objects.equals(period, other.period)
        && Objects.equals(mapOfLists, other.mapOfLists)
        && Objects.equals(listOfMaps, other.listOfMaps);
  }

  @Override
  public int hashCode() {
    int h = 0;
    h = 31 * h + Boolean.hashCode(primitiveBoolean);
    h = 31 * h + (int) primitiveByte;
    h = 31 * h + (int) primitiveShort;
    h = 31 * h + (int) primitiveChar;
    h = 31 * h + primitiveInt;
    h = 31 * h + Long.hashCode(primitiveLong);
    h = 31 * h + Float.hashCode(primitiveFloat);
    h = 31 * h + Double.hashCode(primitiveDouble);
    h = 31 * h + Objects.hashCode(wrappedBoolean);
    h = 31 * h + Objects.hashCode(wrappedByte);
    h = 31 * h + Objects.hashCode(wrappedShort);
    h = 31 * h + Objects.hashCode(wrappedChar);
    h = 31 * h + Objects.hashCode(wrappedInt);
    h = 31 * h + Objects.hashCode(wrappedLong);
    h = 31 * h + Objects.hashCode(wrappedFloat);
    h = 31 * h + Objects.hashCode(wrappedDouble);
    h = 31 * h + Objects.hashCode(string);
    h = 31 * h + Arrays.hashCode(intArray);
    h = 31 * h + Arrays.hashCode(longArray);
    h = 31 * h + Arrays.hashCode(doubleArray);
    h = 31 * h + Arrays.hashCode(byteArray);
    h = 31 * h + Arrays.hashCode(stringArray);
    h = 31 * h + Objects.hashCode(list);
    h = 31 * h + Objects.hashCode(set);
    h = 31 * h + Objects.hashCode(map);
    h = 31 * h + Objects.hashCode(sortedSet);
    h = 31 * h + Objects.hashCode(sortedMap);
    h = 31 * h + Objects.hashCode(enumMap);
    h = 31 * h + Objects.hashCode(enumSet);
    h = 31 * h + Objects.hashCode(color);
    h = 31 * h + Objects.hashCode(bigDecimal);
    h = 31 * h + Objects.hashCode(bigInteger);
    h = 31 * h + Objects.hashCode(uuid);
    h = 31 * h + Objects.hashCode(uri);
    h = 31 * h + Objects.hashCode(locale);
    h = 31 * h + Objects.hashCode(currency);
    h = 31 * h + Objects.hashCode(date);
    h = 31 * h + Objects.hashCode(instant);
    h = 31 * h + Objects.hashCode(localDate);
    h = 31 * h + Objects.hashCode(localTime);
    h = 31 * h + Objects.hashCode(localDateTime);
    h = 31 * h + Objects.hashCode(offsetDateTime);
    h = 31 * h + Objects.hashCode(zonedDateTime);
    h = 31 * h + Objects.hashCode(duration);
    h = 31 * h + Objects.hashCode(period);
    h = 31 * h + Objects.hashCode(mapOfLists);
    h = 31 * h + Objects.hashCode(listOfMaps);
    return h;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "primitiveBoolean="
        + primitiveBoolean
        + ", "
        + "primitiveByte="
        + primitiveByte
        + ", "
        + "primitiveShort="
        + primitiveShort
        + ", "
        + "primitiveChar="
        + primitiveChar
        + ", "
        + "primitiveInt="
        + primitiveInt
        + ", "
        + "primitiveLong="
        + primitiveLong
        + ", "
        + "primitiveFloat="
        + primitiveFloat
        + ", "
        + "primitiveDouble="
        + primitiveDouble
        + ", "
        + "wrappedBoolean="
        + wrappedBoolean
        + ", "
        + "wrappedByte="
        + wrappedByte
        + ", "
        + "wrappedShort="
        + wrappedShort
        + ", "
        + "wrappedChar="
        + wrappedChar
        + "}";
  }
}
