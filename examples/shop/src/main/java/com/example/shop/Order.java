package com.example.shop;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** An order as a service sends it: a record of value types, a map, a list and a payment. */
public record Order(
    UUID id,
    LocalDate placed,
    Status status,
    BigDecimal total,
    Map<String, Integer> quantities,
    List<Line> lines,
    Payment payment)
    implements Serializable {

  /** Where an order is. */
  public enum Status {
    NEW,
    PAID,
    SHIPPED,
    CANCELLED
  }

  /** One line of an order. */
  public record Line(String sku, String title, int quantity, BigDecimal unitPrice)
      implements Serializable {}
}
