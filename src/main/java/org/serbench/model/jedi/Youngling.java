package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.Objects;

/** jmh-serialization's Youngling template: about 200 bytes of JSON. */
public class Youngling implements Serializable {
  private static final long serialVersionUID = 1L;

  private int id;
  private boolean active;
  private int age;
  private String name;
  private Gender gender;
  private String email;
  private String phone;

  public Youngling() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public int getAge() {
    return age;
  }

  public void setAge(int age) {
    this.age = age;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Gender getGender() {
    return gender;
  }

  public void setGender(Gender gender) {
    this.gender = gender;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public String getPhone() {
    return phone;
  }

  public void setPhone(String phone) {
    this.phone = phone;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Youngling other
        && id == other.id
        && active == other.active
        && age == other.age
        && Objects.equals(name, other.name)
        && Objects.equals(gender, other.gender)
        && Objects.equals(email, other.email)
        && Objects.equals(phone, other.phone);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, active, age, name, gender, email, phone);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "id="
        + id
        + ", "
        + "active="
        + active
        + ", "
        + "age="
        + age
        + ", "
        + "name="
        + name
        + ", "
        + "gender="
        + gender
        + ", "
        + "email="
        + email
        + ", "
        + "phone="
        + phone
        + "}";
  }
}
