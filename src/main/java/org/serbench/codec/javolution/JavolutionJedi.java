package org.serbench.codec.javolution;

import static org.serbench.codec.javolution.JavolutionXmlCodec.addAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getEnum;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getInstant;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setCount;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setEnum;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setInstant;

import java.util.List;
import javolution.xml.XMLFormat;
import javolution.xml.XMLFormat.InputElement;
import javolution.xml.XMLFormat.OutputElement;
import javolution.xml.stream.XMLStreamException;
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
 * Javolution {@link XMLFormat}s of jmh-serialization's {@link Younglings}, {@link Padawans} and
 * {@link Masters}, in the codec's idiom: scalars, strings and enum names as attributes, instants as
 * epoch-millis attributes, an absent attribute for null, and a list as its size attribute followed
 * by one child element per item.
 *
 * <p>A force's description holds line breaks, which survive as attributes because Javolution's
 * writer escapes {@code \r} and {@code \n} there as character references.
 */
final class JavolutionJedi {

  private JavolutionJedi() {}

  static final XMLFormat<Younglings> YOUNGLINGS = jedi(JediRoot.YOUNGLINGS, "youngling");
  static final XMLFormat<Padawans> PADAWANS = jedi(JediRoot.PADAWANS, "padawan");
  static final XMLFormat<Masters> MASTERS = jedi(JediRoot.MASTERS, "master");

  /** The format of a root whose one field is the list {@code jedi}, each item an element. */
  private static <L, T> XMLFormat<L> jedi(JediRoot<L, T> root, String item) {
    return new XMLFormat<>(null) {
      @Override
      public void write(L list, OutputElement xml) throws XMLStreamException {
        List<T> jedi = root.jedi().apply(list);
        setCount(xml, "jedi", jedi);
        addAll(xml, jedi, item, root.itemType());
      }

      @Override
      public void read(InputElement xml, L list) throws XMLStreamException {
        int jedi = xml.getAttribute("jedi", -1);
        root.setJedi().accept(list, getAll(xml, jedi, item, root.itemType()));
      }
    };
  }

  static final XMLFormat<Youngling> YOUNGLING =
      new XMLFormat<>(null) {
        @Override
        public void write(Youngling y, OutputElement xml) throws XMLStreamException {
          xml.setAttribute("id", y.getId());
          xml.setAttribute("active", y.isActive());
          xml.setAttribute("age", y.getAge());
          xml.setAttribute("name", y.getName());
          setEnum(xml, "gender", y.getGender());
          xml.setAttribute("email", y.getEmail());
          xml.setAttribute("phone", y.getPhone());
        }

        @Override
        public void read(InputElement xml, Youngling y) throws XMLStreamException {
          y.setId(xml.getAttribute("id", 0));
          y.setActive(xml.getAttribute("active", false));
          y.setAge(xml.getAttribute("age", 0));
          y.setName(xml.getAttribute("name", (String) null));
          y.setGender(getEnum(xml, "gender", Gender.class));
          y.setEmail(xml.getAttribute("email", (String) null));
          y.setPhone(xml.getAttribute("phone", (String) null));
        }
      };

  static final XMLFormat<Padawan> PADAWAN =
      new XMLFormat<>(null) {
        @Override
        public void write(Padawan p, OutputElement xml) throws XMLStreamException {
          writeProfile(xml, p);
          xml.setAttribute("latitude", p.getLatitude());
          xml.setAttribute("longitude", p.getLongitude());
          setCount(xml, "tasks", p.getTasks());
          addAll(xml, p.getTasks(), "task", Task.class);
        }

        @Override
        public void read(InputElement xml, Padawan p) throws XMLStreamException {
          readProfile(xml, p);
          p.setLatitude(xml.getAttribute("latitude", 0.0));
          p.setLongitude(xml.getAttribute("longitude", 0.0));
          int tasks = xml.getAttribute("tasks", -1);
          p.setTasks(getAll(xml, tasks, "task", Task.class));
        }
      };

  static final XMLFormat<Master> MASTER =
      new XMLFormat<>(null) {
        @Override
        public void write(Master m, OutputElement xml) throws XMLStreamException {
          writeProfile(xml, m);
          xml.setAttribute("address", m.getAddress());
          xml.setAttribute("about", m.getAbout());
          setInstant(xml, "started", m.getStarted());
          xml.setAttribute("latitude", m.getLatitude());
          xml.setAttribute("longitude", m.getLongitude());
          setCount(xml, "tasks", m.getTasks());
          setCount(xml, "forces", m.getForces());
          addAll(xml, m.getTasks(), "task", Task.class);
          addAll(xml, m.getForces(), "force", Force.class);
        }

        @Override
        public void read(InputElement xml, Master m) throws XMLStreamException {
          readProfile(xml, m);
          m.setAddress(xml.getAttribute("address", (String) null));
          m.setAbout(xml.getAttribute("about", (String) null));
          m.setStarted(getInstant(xml, "started"));
          m.setLatitude(xml.getAttribute("latitude", 0.0));
          m.setLongitude(xml.getAttribute("longitude", 0.0));
          int tasks = xml.getAttribute("tasks", -1);
          int forces = xml.getAttribute("forces", -1);
          m.setTasks(getAll(xml, tasks, "task", Task.class));
          m.setForces(getAll(xml, forces, "force", Force.class));
        }
      };

  static final XMLFormat<Task> TASK =
      new XMLFormat<>(null) {
        @Override
        public void write(Task t, OutputElement xml) throws XMLStreamException {
          xml.setAttribute("id", t.getId());
          xml.setAttribute("description", t.getDescription());
        }

        @Override
        public void read(InputElement xml, Task t) throws XMLStreamException {
          t.setId(xml.getAttribute("id", 0));
          t.setDescription(xml.getAttribute("description", (String) null));
        }
      };

  static final XMLFormat<Force> FORCE =
      new XMLFormat<>(null) {
        @Override
        public void write(Force f, OutputElement xml) throws XMLStreamException {
          xml.setAttribute("id", f.getId());
          xml.setAttribute("title", f.getTitle());
          setInstant(xml, "started", f.getStarted());
          xml.setAttribute("description", f.getDescription());
          setCount(xml, "areas", f.getAreas());
          addAll(xml, f.getAreas(), "area", String.class);
        }

        @Override
        public void read(InputElement xml, Force f) throws XMLStreamException {
          f.setId(xml.getAttribute("id", 0));
          f.setTitle(xml.getAttribute("title", (String) null));
          f.setStarted(getInstant(xml, "started"));
          f.setDescription(xml.getAttribute("description", (String) null));
          int areas = xml.getAttribute("areas", -1);
          f.setAreas(getAll(xml, areas, "area", String.class));
        }
      };

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void writeProfile(OutputElement xml, Profile p) throws XMLStreamException {
    xml.setAttribute("id", p.getId());
    xml.setAttribute("balance", p.getBalance());
    xml.setAttribute("age", p.getAge());
    xml.setAttribute("sword", p.getSword());
    xml.setAttribute("name", p.getName());
    setEnum(xml, "gender", p.getGender());
    xml.setAttribute("company", p.getCompany());
    xml.setAttribute("email", p.getEmail());
    xml.setAttribute("phone", p.getPhone());
  }

  private static void readProfile(InputElement xml, Profile p) throws XMLStreamException {
    p.setId(xml.getAttribute("id", 0));
    p.setBalance(xml.getAttribute("balance", (String) null));
    p.setAge(xml.getAttribute("age", 0));
    p.setSword(xml.getAttribute("sword", (String) null));
    p.setName(xml.getAttribute("name", (String) null));
    p.setGender(getEnum(xml, "gender", Gender.class));
    p.setCompany(xml.getAttribute("company", (String) null));
    p.setEmail(xml.getAttribute("email", (String) null));
    p.setPhone(xml.getAttribute("phone", (String) null));
  }
}
