package org.serbench.model.probe;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/** A decimal whose scale and precision must survive: {@code 1.50} is not {@code 1.5}. */
public class BigDecimalProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private BigDecimal value;

  public BigDecimalProbe() {}

  public BigDecimalProbe(BigDecimal value) {
    this.value = value;
  }

  public BigDecimal getValue() {
    return value;
  }

  public void setValue(BigDecimal value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BigDecimalProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "BigDecimalProbe{" + value + "}";
  }
}
