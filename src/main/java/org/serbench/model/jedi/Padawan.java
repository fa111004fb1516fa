package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** jmh-serialization's Padawan template: about 1 KB of JSON with 5 to 10 tasks. */
public class Padawan implements Serializable, Profile {
  private static final long serialVersionUID = 1L;

  private int id;
  private String balance;
  private int age;
  private String sword;
  private String name;
  private Gender gender;
  private String company;
  private String email;
  private String phone;
  private double latitude;
  private double longitude;
  private List<Task> tasks;

  public Padawan() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public String getBalance() {
    return balance;
  }

  public void setBalance(String balance) {
    this.balance = balance;
  }

  public int getAge() {
    return age;
  }

  public void setAge(int age) {
    this.age = age;
  }

  public String getSword() {
    return sword;
  }

  public void setSword(String sword) {
    this.sword = sword;
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

  public String getCompany() {
    return company;
  }

  public void setCompany(String company) {
    this.company = company;
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

  public double getLatitude() {
    return latitude;
  }

  public void setLatitude(double latitude) {
    this.latitude = latitude;
  }

  public double getLongitude() {
    return longitude;
  }

  public void setLongitude(double longitude) {
    this.longitude = longitude;
  }

  public List<Task> getTasks() {
    return tasks;
  }

  public void setTasks(List<Task> tasks) {
    this.tasks = tasks;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Padawan other
        && id == other.id
        && Objects.equals(balance, other.balance)
        && age == other.age
        && Objects.equals(sword, other.sword)
        && Objects.equals(name, other.name)
        && Objects.equals(gender, other.gender)
        && Objects.equals(company, other.company)
        && Objects.equals(email, other.email)
        && Objects.equals(phone, other.phone)
        && Double.compare(latitude, other.latitude) == 0
        && Double.compare(longitude, other.longitude) == 0
        && Objects.equals(tasks, other.tasks);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        id, balance, age, sword, name, gender, company, email, phone, latitude, longitude, tasks);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "id="
        + id
        + ", "
        + "balance="
        + balance
        + ", "
        + "age="
        + age
        + ", "
        + "sword="
        + sword
        + ", "
        + "name="
        + name
        + ", "
        + "gender="
        + gender
        + ", "
        + "company="
        + company
        + ", "
        + "email="
        + email
        + ", "
        + "phone="
        + phone
        + ", "
        + "latitude="
        + latitude
        + ", "
        + "longitude="
        + longitude
        + ", "
        + "tasks="
        + tasks
        + "}";
  }
}
