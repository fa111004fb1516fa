package org.serbench.model.probe;

import java.io.Serializable;

/**
 * A chain of objects, each the field of the one before: deep nesting a decoder must follow.
 *
 * <p>Equality and the hash walk the chain in a loop, so that comparing a thousand levels never
 * costs a thousand stack frames of its own.
 */
public class NestingProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private int level;
  private NestingProbe next;

  public NestingProbe() {}

  /** A chain of {@code levels} objects, numbered from 0 at the root. */
  public static NestingProbe chain(int levels) {
    NestingProbe root = null;
    for (int i = levels - 1; i >= 0; i--) {
      NestingProbe outer = new NestingProbe();
      outer.level = i;
      outer.next = root;
      root = outer;
    }
    return root;
  }

  public int getLevel() {
    return level;
  }

  public void setLevel(int level) {
    this.level = level;
  }

  public NestingProbe getNext() {
    return next;
  }

  public void setNext(NestingProbe next) {
    this.next = next;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof NestingProbe)) {
      return false;
    }
    NestingProbe a = this;
    NestingProbe b = (NestingProbe) o;
    while (a != null && b != null) {
      if (a.level != b.level) {
        return false;
      }
      a = a.next;
      b = b.next;
    }
    return a == null && b == null;
  }

  @Override
  public int hashCode() {
    int hash = 1;
    for (NestingProbe p = this; p != null; p = p.next) {
      hash = 31 * hash + p.level;
    }
    return hash;
  }

  @Override
  public String toString() {
    int depth = 0;
    for (NestingProbe p = this; p != null; p = p.next) {
      depth++;
    }
    return "NestingProbe{" + depth + " levels}";
  }
}
