package org.serbench.codec.stax;

import static org.serbench.codec.stax.StaxElements.child;
import static org.serbench.codec.stax.StaxElements.instant;
import static org.serbench.codec.stax.StaxElements.list;
import static org.serbench.codec.stax.StaxElements.nullable;
import static org.serbench.codec.stax.StaxElements.number;
import static org.serbench.codec.stax.StaxElements.readDouble;
import static org.serbench.codec.stax.StaxElements.readInstant;
import static org.serbench.codec.stax.StaxElements.readInt;
import static org.serbench.codec.stax.StaxElements.readList;
import static org.serbench.codec.stax.StaxElements.readStrings;
import static org.serbench.codec.stax.StaxElements.root;
import static org.serbench.codec.stax.StaxElements.strings;
import static org.serbench.codec.stax.StaxElements.text;
import static org.serbench.codec.stax.StaxElements.unexpected;

import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.codec.JediRoot;
import org.serbench.codec.stax.StaxElements.ElementReader;
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
 * Hand-written StAX code for jmh-serialization's {@link Younglings}, {@link Padawans} and {@link
 * Masters}, in the element conventions of {@link StaxElements}.
 *
 * <p>{@code <Masters><jedi><master><id>0</id>...<tasks><task><id>0</id><description>..
 * </description></task>...</tasks><forces><force>...<areas><area>..</area>...</areas>
 * </force>...</forces></master>...</jedi></Masters>}: genders are their names, instants epoch
 * milliseconds.
 */
final class StaxJedi {

  private StaxJedi() {}

  static void write(XMLStreamWriter w, Younglings list) throws XMLStreamException {
    w.writeStartElement("Younglings");
    list(w, "jedi", list.getJedi(), StaxJedi::writeYoungling);
    w.writeEndElement();
  }

  static void write(XMLStreamWriter w, Padawans list) throws XMLStreamException {
    w.writeStartElement("Padawans");
    list(w, "jedi", list.getJedi(), StaxJedi::writePadawan);
    w.writeEndElement();
  }

  static void write(XMLStreamWriter w, Masters list) throws XMLStreamException {
    w.writeStartElement("Masters");
    list(w, "jedi", list.getJedi(), StaxJedi::writeMaster);
    w.writeEndElement();
  }

  private static void writeYoungling(XMLStreamWriter w, Youngling y) throws XMLStreamException {
    w.writeStartElement("youngling");
    number(w, "id", y.getId());
    text(w, "active", String.valueOf(y.isActive()));
    number(w, "age", y.getAge());
    nullable(w, "name", y.getName());
    gender(w, y.getGender());
    nullable(w, "email", y.getEmail());
    nullable(w, "phone", y.getPhone());
    w.writeEndElement();
  }

  private static void writePadawan(XMLStreamWriter w, Padawan p) throws XMLStreamException {
    w.writeStartElement("padawan");
    writeProfile(w, p);
    number(w, "latitude", p.getLatitude());
    number(w, "longitude", p.getLongitude());
    list(w, "tasks", p.getTasks(), StaxJedi::writeTask);
    w.writeEndElement();
  }

  private static void writeMaster(XMLStreamWriter w, Master m) throws XMLStreamException {
    w.writeStartElement("master");
    writeProfile(w, m);
    nullable(w, "address", m.getAddress());
    nullable(w, "about", m.getAbout());
    instant(w, "started", m.getStarted());
    number(w, "latitude", m.getLatitude());
    number(w, "longitude", m.getLongitude());
    list(w, "tasks", m.getTasks(), StaxJedi::writeTask);
    list(w, "forces", m.getForces(), StaxJedi::writeForce);
    w.writeEndElement();
  }

  private static void writeTask(XMLStreamWriter w, Task t) throws XMLStreamException {
    w.writeStartElement("task");
    number(w, "id", t.getId());
    nullable(w, "description", t.getDescription());
    w.writeEndElement();
  }

  private static void writeForce(XMLStreamWriter w, Force f) throws XMLStreamException {
    w.writeStartElement("force");
    number(w, "id", f.getId());
    nullable(w, "title", f.getTitle());
    instant(w, "started", f.getStarted());
    strings(w, "areas", "area", f.getAreas());
    nullable(w, "description", f.getDescription());
    w.writeEndElement();
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void writeProfile(XMLStreamWriter w, Profile p) throws XMLStreamException {
    number(w, "id", p.getId());
    nullable(w, "balance", p.getBalance());
    number(w, "age", p.getAge());
    nullable(w, "sword", p.getSword());
    nullable(w, "name", p.getName());
    gender(w, p.getGender());
    nullable(w, "company", p.getCompany());
    nullable(w, "email", p.getEmail());
    nullable(w, "phone", p.getPhone());
  }

  private static void gender(XMLStreamWriter w, Gender gender) throws XMLStreamException {
    if (gender != null) {
      text(w, "gender", gender.name());
    }
  }

  static Younglings readYounglings(XMLStreamReader r) throws XMLStreamException {
    return JediRoot.YOUNGLINGS.of(readJedi(r, "Younglings", StaxJedi::readYoungling));
  }

  static Padawans readPadawans(XMLStreamReader r) throws XMLStreamException {
    return JediRoot.PADAWANS.of(readJedi(r, "Padawans", StaxJedi::readPadawan));
  }

  static Masters readMasters(XMLStreamReader r) throws XMLStreamException {
    return JediRoot.MASTERS.of(readJedi(r, "Masters", StaxJedi::readMaster));
  }

  /** Reads a root whose one field is the list {@code jedi}: null if it has no element. */
  private static <T> List<T> readJedi(XMLStreamReader r, String root, ElementReader<T> item)
      throws XMLStreamException {
    root(r, root);
    List<T> jedi = null;
    while (child(r)) {
      if (!r.getLocalName().equals("jedi")) {
        throw unexpected(r);
      }
      jedi = readList(r, item);
    }
    return jedi;
  }

  private static Youngling readYoungling(XMLStreamReader r) throws XMLStreamException {
    Youngling y = new Youngling();
    while (child(r)) {
      switch (r.getLocalName()) {
        case "id" -> y.setId(readInt(r));
        case "active" -> y.setActive(Boolean.parseBoolean(r.getElementText()));
        case "age" -> y.setAge(readInt(r));
        case "name" -> y.setName(r.getElementText());
        case "gender" -> y.setGender(Gender.valueOf(r.getElementText()));
        case "email" -> y.setEmail(r.getElementText());
        case "phone" -> y.setPhone(r.getElementText());
        default -> throw unexpected(r);
      }
    }
    return y;
  }

  private static Padawan readPadawan(XMLStreamReader r) throws XMLStreamException {
    Padawan p = new Padawan();
    while (child(r)) {
      String name = r.getLocalName();
      if (!readProfile(r, name, p)) {
        switch (name) {
          case "latitude" -> p.setLatitude(readDouble(r));
          case "longitude" -> p.setLongitude(readDouble(r));
          case "tasks" -> p.setTasks(readList(r, StaxJedi::readTask));
          default -> throw unexpected(r);
        }
      }
    }
    return p;
  }

  private static Master readMaster(XMLStreamReader r) throws XMLStreamException {
    Master m = new Master();
    while (child(r)) {
      String name = r.getLocalName();
      if (!readProfile(r, name, m)) {
        switch (name) {
          case "address" -> m.setAddress(r.getElementText());
          case "about" -> m.setAbout(r.getElementText());
          case "started" -> m.setStarted(readInstant(r));
          case "latitude" -> m.setLatitude(readDouble(r));
          case "longitude" -> m.setLongitude(readDouble(r));
          case "tasks" -> m.setTasks(readList(r, StaxJedi::readTask));
          case "forces" -> m.setForces(readList(r, StaxJedi::readForce));
          default -> throw unexpected(r);
        }
      }
    }
    return m;
  }

  /**
   * Reads the element of a field a Padawan and a Master share, the reader on its start tag, into
   * {@code p}; false, reading nothing, if {@code name} is not one of them.
   */
  private static boolean readProfile(XMLStreamReader r, String name, Profile p)
      throws XMLStreamException {
    switch (name) {
      case "id" -> p.setId(readInt(r));
      case "balance" -> p.setBalance(r.getElementText());
      case "age" -> p.setAge(readInt(r));
      case "sword" -> p.setSword(r.getElementText());
      case "name" -> p.setName(r.getElementText());
      case "gender" -> p.setGender(Gender.valueOf(r.getElementText()));
      case "company" -> p.setCompany(r.getElementText());
      case "email" -> p.setEmail(r.getElementText());
      case "phone" -> p.setPhone(r.getElementText());
      default -> {
        return false;
      }
    }
    return true;
  }

  private static Task readTask(XMLStreamReader r) throws XMLStreamException {
    Task t = new Task();
    while (child(r)) {
      switch (r.getLocalName()) {
        case "id" -> t.setId(readInt(r));
        case "description" -> t.setDescription(r.getElementText());
        default -> throw unexpected(r);
      }
    }
    return t;
  }

  private static Force readForce(XMLStreamReader r) throws XMLStreamException {
    Force f = new Force();
    while (child(r)) {
      switch (r.getLocalName()) {
        case "id" -> f.setId(readInt(r));
        case "title" -> f.setTitle(r.getElementText());
        case "started" -> f.setStarted(readInstant(r));
        case "areas" -> f.setAreas(readStrings(r));
        case "description" -> f.setDescription(r.getElementText());
        default -> throw unexpected(r);
      }
    }
    return f;
  }
}
