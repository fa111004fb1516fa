package com.example.shop;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A customer as a mutable bean: a no-argument constructor, getters and setters, and no {@code
 * equals} of its own, so a round trip is checked field by field.
 */
public class Customer implements Serializable {
  private long id;
  private String name;
  private String email;
  private boolean newsletter;
  private List<String> tags = new ArrayList<>();
  private Address address;

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public boolean isNewsletter() {
    return newsletter;
  }

  public void setNewsletter(boolean newsletter) {
    this.newsletter = newsletter;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public Address getAddress() {
    return address;
  }

  public void setAddress(Address address) {
    this.address = address;
  }

  /** A postal address: a bean too. */
  public static class Address implements Serializable {
    private String street;
    private String city;
    private String postcode;
    private String country;

    public String getStreet() {
      return street;
    }

    public void setStreet(String street) {
      this.street = street;
    }

    public String getCity() {
      return city;
    }

    public void setCity(String city) {
      this.city = city;
    }

    public String getPostcode() {
      return postcode;
    }

    public void setPostcode(String postcode) {
      this.postcode = postcode;
    }

    public String getCountry() {
      return country;
    }

    public void setCountry(String country) {
      this.country = country;
    }
  }
}
