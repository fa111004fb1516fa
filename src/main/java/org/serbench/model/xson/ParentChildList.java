package org.serbench.model.xson;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** XSON's collection holding parent and child class instances. */
public class ParentChildList implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Parent> members;

  public ParentChildList() {}

  public List<Parent> getMembers() {
    return members;
  }

  public void setMembers(List<Parent> members) {
    this.members = members;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ParentChildList other && Objects.equals(members, other.members);
  }

  @Override
  public int hashCode() {
    return Objects.hash(members);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "members=" + members + "}";
  }
}
