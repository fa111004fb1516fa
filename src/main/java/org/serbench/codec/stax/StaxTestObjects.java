package org.serbench.codec.stax;

import static org.serbench.codec.stax.StaxElements.child;
import static org.serbench.codec.stax.StaxElements.instant;
import static org.serbench.codec.stax.StaxElements.nullable;
import static org.serbench.codec.stax.StaxElements.number;
import static org.serbench.codec.stax.StaxElements.readDouble;
import static org.serbench.codec.stax.StaxElements.readInstant;
import static org.serbench.codec.stax.StaxElements.readInt;
import static org.serbench.codec.stax.StaxElements.readLong;
import static org.serbench.codec.stax.StaxElements.readStrings;
import static org.serbench.codec.stax.StaxElements.root;
import static org.serbench.codec.stax.StaxElements.text;
import static org.serbench.codec.stax.StaxElements.unexpected;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Hand-written StAX code for {@link TestObject}, shared by the Woodstox, Aalto and Fast Infoset
 * codecs so that they differ in nothing but the parser and the writer.
 *
 * <p>One element per field ({@link StaxElements}): {@code <TestObject><booleanValue>true
 * </booleanValue>...<stringArray><s>text</s>...</stringArray><instant>millis</instant>
 * <nestedObject><i>millis</i>...</nestedObject><nestedObjects><n><i>millis</i>...</n>...
 * </nestedObjects></TestObject>}. The reader takes the fields in any order, as an XML reader
 * should.
 */
final class StaxTestObjects {

  private StaxTestObjects() {}

  static void write(XMLStreamWriter w, TestObject o) throws XMLStreamException {
    w.writeStartElement("TestObject");
    text(w, "booleanValue", String.valueOf(o.isBooleanValue()));
    number(w, "intValue", o.getIntValue());
    number(w, "doubleValue", o.getDoubleValue());
    number(w, "longValue", o.getLongValue());
    nullable(w, "stringValue", o.getStringValue());
    if (o.getStringArray() != null) {
      w.writeStartElement("stringArray");
      for (String s : o.getStringArray()) {
        text(w, "s", s);
      }
      w.writeEndElement();
    }
    instant(w, "instant", o.getInstant());
    if (o.getNestedObject() != null) {
      writeNested(w, "nestedObject", o.getNestedObject());
    }
    if (o.getNestedObjects() != null) {
      w.writeStartElement("nestedObjects");
      for (NestedObject n : o.getNestedObjects()) {
        writeNested(w, "n", n);
      }
      w.writeEndElement();
    }
    w.writeEndElement();
  }

  private static void writeNested(XMLStreamWriter w, String name, NestedObject n)
      throws XMLStreamException {
    w.writeStartElement(name);
    for (Instant instant : n.getInstants()) {
      instant(w, "i", instant);
    }
    w.writeEndElement();
  }

  static TestObject read(XMLStreamReader r) throws XMLStreamException {
    root(r, "TestObject");
    TestObject o = new TestObject();
    Set<NestedObject> set = null;
    while (child(r)) {
      switch (r.getLocalName()) {
        case "booleanValue" -> o.setBooleanValue(Boolean.parseBoolean(r.getElementText()));
        case "intValue" -> o.setIntValue(readInt(r));
        case "doubleValue" -> o.setDoubleValue(readDouble(r));
        case "longValue" -> o.setLongValue(readLong(r));
        case "stringValue" -> o.setStringValue(r.getElementText());
        case "stringArray" -> o.setStringArray(readStrings(r).toArray(new String[0]));
        case "instant" -> o.setInstant(readInstant(r));
        case "nestedObject" -> o.setNestedObject(readNested(r));
        case "nestedObjects" -> {
          set = new HashSet<>();
          while (child(r)) {
            set.add(readNested(r));
          }
        }
        default -> throw unexpected(r);
      }
    }
    o.setNestedObjects(set);
    return o;
  }

  private static NestedObject readNested(XMLStreamReader r) throws XMLStreamException {
    List<Instant> instants = new ArrayList<>();
    while (child(r)) {
      instants.add(readInstant(r));
    }
    return new NestedObject(instants);
  }
}
