package org.serbench.model;

import java.io.Serializable;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * performance-playground's {@code TestObject}: five scalars, a hundred strings, an instant, a
 * nested object and a set of a hundred nested objects.
 *
 * <p>A mutable bean with public accessors, because that is what the POJO-binding frameworks
 * (Jackson with Afterburner above all) bind fastest and most idiomatically. It is {@link
 * Serializable} because the object-graph serializers (the JDK's, JBoss Marshalling, Hessian, FST)
 * require it by default.
 */
public class TestObject implements Serializable {
  private static final long serialVersionUID = 1L;

  private boolean booleanValue;
  private int intValue;
  private double doubleValue;
  private long longValue;
  private String stringValue;
  private String[] stringArray;
  private Instant instant;
  private NestedObject nestedObject;
  private Set<NestedObject> nestedObjects = new HashSet<>();

  public boolean isBooleanValue() {
    return booleanValue;
  }

  public void setBooleanValue(boolean booleanValue) {
    this.booleanValue = booleanValue;
  }

  public int getIntValue() {
    return intValue;
  }

  public void setIntValue(int intValue) {
    this.intValue = intValue;
  }

  public double getDoubleValue() {
    return doubleValue;
  }

  public void setDoubleValue(double doubleValue) {
    this.doubleValue = doubleValue;
  }

  public long getLongValue() {
    return longValue;
  }

  public void setLongValue(long longValue) {
    this.longValue = longValue;
  }

  public String getStringValue() {
    return stringValue;
  }

  public void setStringValue(String stringValue) {
    this.stringValue = stringValue;
  }

  public String[] getStringArray() {
    return stringArray;
  }

  public void setStringArray(String[] stringArray) {
    this.stringArray = stringArray;
  }

  public Instant getInstant() {
    return instant;
  }

  public void setInstant(Instant instant) {
    this.instant = instant;
  }

  public NestedObject getNestedObject() {
    return nestedObject;
  }

  public void setNestedObject(NestedObject nestedObject) {
    this.nestedObject = nestedObject;
  }

  public Set<NestedObject> getNestedObjects() {
    return nestedObjects;
  }

  public void setNestedObjects(Set<NestedObject> nestedObjects) {
    this.nestedObjects = nestedObjects;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TestObject other
        && booleanValue == other.booleanValue
        && intValue == other.intValue
        && Double.compare(doubleValue, other.doubleValue) == 0
        && longValue == other.longValue
        && Objects.equals(stringValue, other.stringValue)
        && Arrays.equals(stringArray, other.stringArray)
        && Objects.equals(instant, other.instant)
        && Objects.equals(nestedObject, other.nestedObject)
        && Objects.equals(nestedObjects, other.nestedObjects);
  }

  @Override
  public int hashCode() {
    return Objects.hash(intValue, longValue, stringValue, instant);
  }

  @Override
  public String toString() {
    return "TestObject[intValue="
        + intValue
        + ", longValue="
        + longValue
        + ", stringValue="
        + stringValue
        + "]";
  }
}
