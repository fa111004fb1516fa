package org.serbench.codec.xstream;

import static org.serbench.codec.xstream.XStreamConverters.nullable;
import static org.serbench.codec.xstream.XStreamConverters.objects;
import static org.serbench.codec.xstream.XStreamConverters.readObjects;
import static org.serbench.codec.xstream.XStreamConverters.readStrings;
import static org.serbench.codec.xstream.XStreamConverters.strings;
import static org.serbench.codec.xstream.XStreamConverters.unexpected;
import static org.serbench.codec.xstream.XStreamConverters.value;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.converters.Converter;
import com.thoughtworks.xstream.converters.MarshallingContext;
import com.thoughtworks.xstream.converters.UnmarshallingContext;
import com.thoughtworks.xstream.io.HierarchicalStreamReader;
import com.thoughtworks.xstream.io.HierarchicalStreamWriter;
import java.time.Instant;
import org.serbench.codec.JediRoot;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * XStream converters for jmh-serialization's {@link Younglings}, {@link Padawans} and {@link
 * Masters}, in the element shape of the hand-written StAX code ({@code StaxJedi}): a null field has
 * no element, genders are their names, instants epoch milliseconds (the data's precision), as for
 * TestObject.
 */
final class XStreamJedi {

  private XStreamJedi() {}

  static void register(XStream xstream) {
    xstream.alias("Younglings", Younglings.class);
    xstream.alias("Padawans", Padawans.class);
    xstream.alias("Masters", Masters.class);
    xstream.alias("Youngling", Youngling.class);
    xstream.alias("Padawan", Padawan.class);
    xstream.alias("Master", Master.class);
    xstream.alias("Task", Task.class);
    xstream.alias("Force", Force.class);
    xstream.registerConverter(new JediConverter<>(JediRoot.YOUNGLINGS, "youngling"));
    xstream.registerConverter(new JediConverter<>(JediRoot.PADAWANS, "padawan"));
    xstream.registerConverter(new JediConverter<>(JediRoot.MASTERS, "master"));
    xstream.registerConverter(new YounglingConverter());
    xstream.registerConverter(new PadawanConverter());
    xstream.registerConverter(new MasterConverter());
    xstream.registerConverter(new TaskConverter());
    xstream.registerConverter(new ForceConverter());
  }

  /** A root whose one field is the list {@code jedi}, each item through its own converter. */
  private static final class JediConverter<L, T> implements Converter {
    private final JediRoot<L, T> root;
    private final String item;

    JediConverter(JediRoot<L, T> root, String item) {
      this.root = root;
      this.item = item;
    }

    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == root.type();
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      objects(w, context, "jedi", item, root.jedi().apply(root.type().cast(source)));
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      L list = root.create().get();
      while (r.hasMoreChildren()) {
        r.moveDown();
        if (!r.getNodeName().equals("jedi")) {
          throw unexpected(r);
        }
        root.setJedi().accept(list, readObjects(r, context, list, root.itemType()));
        r.moveUp();
      }
      return list;
    }
  }

  private static final class YounglingConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Youngling.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Youngling y = (Youngling) source;
      value(w, "id", Integer.toString(y.getId()));
      value(w, "active", String.valueOf(y.isActive()));
      value(w, "age", Integer.toString(y.getAge()));
      nullable(w, "name", y.getName());
      gender(w, y.getGender());
      nullable(w, "email", y.getEmail());
      nullable(w, "phone", y.getPhone());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Youngling y = new Youngling();
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "id" -> y.setId(Integer.parseInt(r.getValue()));
          case "active" -> y.setActive(Boolean.parseBoolean(r.getValue()));
          case "age" -> y.setAge(Integer.parseInt(r.getValue()));
          case "name" -> y.setName(r.getValue());
          case "gender" -> y.setGender(Gender.valueOf(r.getValue()));
          case "email" -> y.setEmail(r.getValue());
          case "phone" -> y.setPhone(r.getValue());
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      return y;
    }
  }

  private static final class PadawanConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Padawan.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Padawan p = (Padawan) source;
      marshalProfile(w, p);
      value(w, "latitude", Double.toString(p.getLatitude()));
      value(w, "longitude", Double.toString(p.getLongitude()));
      objects(w, context, "tasks", "task", p.getTasks());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Padawan p = new Padawan();
      while (r.hasMoreChildren()) {
        r.moveDown();
        String name = r.getNodeName();
        if (!unmarshalProfile(r, name, p)) {
          switch (name) {
            case "latitude" -> p.setLatitude(Double.parseDouble(r.getValue()));
            case "longitude" -> p.setLongitude(Double.parseDouble(r.getValue()));
            case "tasks" -> p.setTasks(readObjects(r, context, p, Task.class));
            default -> throw unexpected(r);
          }
        }
        r.moveUp();
      }
      return p;
    }
  }

  private static final class MasterConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Master.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Master m = (Master) source;
      marshalProfile(w, m);
      nullable(w, "address", m.getAddress());
      nullable(w, "about", m.getAbout());
      instant(w, "started", m.getStarted());
      value(w, "latitude", Double.toString(m.getLatitude()));
      value(w, "longitude", Double.toString(m.getLongitude()));
      objects(w, context, "tasks", "task", m.getTasks());
      objects(w, context, "forces", "force", m.getForces());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Master m = new Master();
      while (r.hasMoreChildren()) {
        r.moveDown();
        String name = r.getNodeName();
        if (!unmarshalProfile(r, name, m)) {
          switch (name) {
            case "address" -> m.setAddress(r.getValue());
            case "about" -> m.setAbout(r.getValue());
            case "started" -> m.setStarted(readInstant(r));
            case "latitude" -> m.setLatitude(Double.parseDouble(r.getValue()));
            case "longitude" -> m.setLongitude(Double.parseDouble(r.getValue()));
            case "tasks" -> m.setTasks(readObjects(r, context, m, Task.class));
            case "forces" -> m.setForces(readObjects(r, context, m, Force.class));
            default -> throw unexpected(r);
          }
        }
        r.moveUp();
      }
      return m;
    }
  }

  private static final class TaskConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Task.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Task t = (Task) source;
      value(w, "id", Integer.toString(t.getId()));
      nullable(w, "description", t.getDescription());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Task t = new Task();
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "id" -> t.setId(Integer.parseInt(r.getValue()));
          case "description" -> t.setDescription(r.getValue());
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      return t;
    }
  }

  private static final class ForceConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Force.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Force f = (Force) source;
      value(w, "id", Integer.toString(f.getId()));
      nullable(w, "title", f.getTitle());
      instant(w, "started", f.getStarted());
      strings(w, "areas", "area", f.getAreas());
      nullable(w, "description", f.getDescription());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Force f = new Force();
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "id" -> f.setId(Integer.parseInt(r.getValue()));
          case "title" -> f.setTitle(r.getValue());
          case "started" -> f.setStarted(readInstant(r));
          case "areas" -> f.setAreas(readStrings(r));
          case "description" -> f.setDescription(r.getValue());
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      return f;
    }
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void marshalProfile(HierarchicalStreamWriter w, Profile p) {
    value(w, "id", Integer.toString(p.getId()));
    nullable(w, "balance", p.getBalance());
    value(w, "age", Integer.toString(p.getAge()));
    nullable(w, "sword", p.getSword());
    nullable(w, "name", p.getName());
    gender(w, p.getGender());
    nullable(w, "company", p.getCompany());
    nullable(w, "email", p.getEmail());
    nullable(w, "phone", p.getPhone());
  }

  /**
   * Reads the element of a field a Padawan and a Master share, the reader on it, into {@code p};
   * false, reading nothing, if {@code name} is not one of them.
   */
  private static boolean unmarshalProfile(HierarchicalStreamReader r, String name, Profile p) {
    switch (name) {
      case "id" -> p.setId(Integer.parseInt(r.getValue()));
      case "balance" -> p.setBalance(r.getValue());
      case "age" -> p.setAge(Integer.parseInt(r.getValue()));
      case "sword" -> p.setSword(r.getValue());
      case "name" -> p.setName(r.getValue());
      case "gender" -> p.setGender(Gender.valueOf(r.getValue()));
      case "company" -> p.setCompany(r.getValue());
      case "email" -> p.setEmail(r.getValue());
      case "phone" -> p.setPhone(r.getValue());
      default -> {
        return false;
      }
    }
    return true;
  }

  private static void gender(HierarchicalStreamWriter w, Gender gender) {
    if (gender != null) {
      value(w, "gender", gender.name());
    }
  }

  private static void instant(HierarchicalStreamWriter w, String name, Instant instant) {
    if (instant != null) {
      value(w, name, Long.toString(instant.toEpochMilli()));
    }
  }

  private static Instant readInstant(HierarchicalStreamReader r) {
    return Instant.ofEpochMilli(Long.parseLong(r.getValue()));
  }
}
