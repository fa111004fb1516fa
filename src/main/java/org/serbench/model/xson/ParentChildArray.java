package org.serbench.model.xson;

import java.io.Serializable;
import java.util.Arrays;

/** XSON's array holding parent and child class instances. */
public class ParentChildArray implements Serializable {
  private static final long serialVersionUID = 1L;

  private Parent[] members;

  public ParentChildArray() {}

  public Parent[] getMembers() {
    return members;
  }

  public void setMembers(Parent[] members) {
    this.members = members;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ParentChildArray other && Arrays.equals(members, other.members);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(members);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "members=" + Arrays.toString(members) + "}";
  }
}
