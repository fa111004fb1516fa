package org.serbench.model.jedi;

/** The gender of the templates' {@code gender()} field. */
public enum Gender {
  MALE,
  FEMALE
}
