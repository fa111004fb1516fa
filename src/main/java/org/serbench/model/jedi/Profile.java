package org.serbench.model.jedi;

/**
 * The nine fields a {@link Padawan} and a {@link Master} share, first in both and in this order, so
 * that a hand-written binding writes and reads them once for both.
 *
 * <p>An interface rather than a common superclass: the fields stay declared in each class, where
 * the reflective libraries find them in the order they serialize them.
 */
public interface Profile {
  int getId();

  void setId(int id);

  String getBalance();

  void setBalance(String balance);

  int getAge();

  void setAge(int age);

  String getSword();

  void setSword(String sword);

  String getName();

  void setName(String name);

  Gender getGender();

  void setGender(Gender gender);

  String getCompany();

  void setCompany(String company);

  String getEmail();

  void setEmail(String email);

  String getPhone();

  void setPhone(String phone);
}
