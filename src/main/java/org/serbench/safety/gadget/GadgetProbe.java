package org.serbench.safety.gadget;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.xson.Parent;

/**
 * A harmless stand-in for a gadget: a class outside the model packages whose code records that it
 * ran, and does nothing else.
 *
 * <p>A real gadget is a class already on the class path whose constructor, setter, {@code
 * readObject} or {@code readResolve} does something an attacker wants when a decoder builds it from
 * bytes. This one notes which of those ran in a static list that {@link Gadgets} clears before each
 * decode and reads after it; nothing here touches the network, files or processes.
 *
 * <p>It extends the model's {@link Parent} so that it also fits where the model declares a {@code
 * Parent} (the list of {@code ParentChildList}), the slot a decoder that only checks "is it a
 * subtype of the declared type" lets through. It adds no field, so a library that writes it as a
 * plain {@code Parent} writes exactly a {@code Parent}.
 */
public class GadgetProbe extends Parent {
  private static final long serialVersionUID = 1L;

  private static final List<String> RAN = new ArrayList<>();

  public GadgetProbe() {
    ran("constructor");
  }

  @Override
  public void setId(int id) {
    ran("setId");
    super.setId(id);
  }

  @Override
  public void setName(String name) {
    ran("setName");
    super.setName(name);
  }

  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    ran("readObject");
    in.defaultReadObject();
  }

  private Object readResolve() {
    ran("readResolve");
    return this;
  }

  /** A probe as a writer sees it: the code it runs here is forgotten by {@link #reset()}. */
  static GadgetProbe create() {
    GadgetProbe probe = new GadgetProbe();
    probe.setId(14);
    probe.setName("gadget");
    return probe;
  }

  /** Forgets what ran so far. */
  static void reset() {
    synchronized (RAN) {
      RAN.clear();
    }
  }

  /** The probe's members that ran since the last {@link #reset()}, each once, in order. */
  static List<String> ran() {
    synchronized (RAN) {
      return List.copyOf(RAN);
    }
  }

  private static void ran(String member) {
    synchronized (RAN) {
      if (!RAN.contains(member)) {
        RAN.add(member);
      }
    }
  }
}
