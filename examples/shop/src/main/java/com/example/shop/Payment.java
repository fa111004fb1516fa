package com.example.shop;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * How an order is paid: {@link Order#payment()} is typed by this superclass and holds one of its
 * subclasses, which a serializer must write down to read back.
 */
public abstract class Payment implements Serializable {
  private BigDecimal amount;
  private String currency;

  protected Payment() {}

  protected Payment(BigDecimal amount, String currency) {
    this.amount = amount;
    this.currency = currency;
  }

  public BigDecimal getAmount() {
    return amount;
  }

  public void setAmount(BigDecimal amount) {
    this.amount = amount;
  }

  public String getCurrency() {
    return currency;
  }

  public void setCurrency(String currency) {
    this.currency = currency;
  }

  @Override
  public boolean equals(Object o) {
    return o != null
        && o.getClass() == getClass()
        && Objects.equals(amount, ((Payment) o).amount)
        && Objects.equals(currency, ((Payment) o).currency);
  }

  @Override
  public int hashCode() {
    return Objects.hash(amount, currency);
  }

  /** Paid by card. */
  public static final class Card extends Payment {
    private String last4;

    public Card() {}

    public Card(BigDecimal amount, String currency, String last4) {
      super(amount, currency);
      this.last4 = last4;
    }

    public String getLast4() {
      return last4;
    }

    public void setLast4(String last4) {
      this.last4 = last4;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(last4, ((Card) o).last4);
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), last4);
    }
  }

  /** Paid by bank transfer. */
  public static final class Transfer extends Payment {
    private String iban;

    public Transfer() {}

    public Transfer(BigDecimal amount, String currency, String iban) {
      super(amount, currency);
      this.iban = iban;
    }

    public String getIban() {
      return iban;
    }

    public void setIban(String iban) {
      this.iban = iban;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(iban, ((Transfer) o).iban);
    }

    @Override
    public int hashCode() {
      return Objects.hash(super.hashCode(), iban);
    }
  }
}
