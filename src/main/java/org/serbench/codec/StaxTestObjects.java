package org.serbench.codec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Hand-written StAX code for {@link TestObject}, shared by the Woodstox, Aalto and Fast Infoset
 * codecs so that they differ in nothing but the parser and the writer.
 *
 * <p>One element per field, a null field has none: {@code <TestObject><booleanValue>true
 * </booleanValue>...<stringArray><s>text</s>...</stringArray><instant>millis</instant>
 * <nestedObject><i>millis</i>...</nestedObject><nestedObjects><n><i>millis</i>...</n>...
 * </nestedObjects></TestObject>}. Instants are epoch milliseconds, the data's precision. The reader
 * takes the fields in any order, as an XML reader should.
 */
final class StaxTestObjects {

  private StaxTestObjects() {}

  static void write(XMLStreamWriter w, TestObject o) throws XMLStreamException {
    w.writeStartDocument();
    w.writeStartElement("TestObject");
    element(w, "booleanValue", String.valueOf(o.isBooleanValue()));
    element(w, "intValue", Integer.toString(o.getIntValue()));
    element(w, "doubleValue", Double.toString(o.getDoubleValue()));
    element(w, "longValue", Long.toString(o.getLongValue()));
    if (o.getStringValue() != null) {
      element(w, "stringValue", o.getStringValue());
    }
    if (o.getStringArray() != null) {
      w.writeStartElement("stringArray");
      for (String s : o.getStringArray()) {
        element(w, "s", s);
      }
      w.writeEndElement();
    }
    if (o.getInstant() != null) {
      element(w, "instant", Long.toString(o.getInstant().toEpochMilli()));
    }
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
    w.writeEndDocument();
  }

  private static void writeNested(XMLStreamWriter w, String name, NestedObject n)
      throws XMLStreamException {
    w.writeStartElement(name);
    for (Instant instant : n.getInstants()) {
      element(w, "i", Long.toString(instant.toEpochMilli()));
    }
    w.writeEndElement();
  }

  private static void element(XMLStreamWriter w, String name, String text)
      throws XMLStreamException {
    w.writeStartElement(name);
    w.writeCharacters(text);
    w.writeEndElement();
  }

  static TestObject read(XMLStreamReader r) throws XMLStreamException {
    r.nextTag();
    r.require(XMLStreamConstants.START_ELEMENT, null, "TestObject");
    TestObject o = new TestObject();
    Set<NestedObject> set = null;
    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
      switch (r.getLocalName()) {
        case "booleanValue" -> o.setBooleanValue(Boolean.parseBoolean(r.getElementText()));
        case "intValue" -> o.setIntValue(Integer.parseInt(r.getElementText()));
        case "doubleValue" -> o.setDoubleValue(Double.parseDouble(r.getElementText()));
        case "longValue" -> o.setLongValue(Long.parseLong(r.getElementText()));
        case "stringValue" -> o.setStringValue(r.getElementText());
        case "stringArray" -> o.setStringArray(readStrings(r));
        case "instant" -> o.setInstant(readInstant(r));
        case "nestedObject" -> o.setNestedObject(readNested(r));
        case "nestedObjects" -> {
          set = new HashSet<>();
          while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
            set.add(readNested(r));
          }
        }
        default -> throw new XMLStreamException("unexpected <" + r.getLocalName() + ">");
      }
    }
    o.setNestedObjects(set);
    return o;
  }

  private static String[] readStrings(XMLStreamReader r) throws XMLStreamException {
    List<String> strings = new ArrayList<>();
    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
      strings.add(r.getElementText());
    }
    return strings.toArray(new String[0]);
  }

  private static NestedObject readNested(XMLStreamReader r) throws XMLStreamException {
    List<Instant> instants = new ArrayList<>();
    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
      instants.add(readInstant(r));
    }
    return new NestedObject(instants);
  }

  private static Instant readInstant(XMLStreamReader r) throws XMLStreamException {
    return Instant.ofEpochMilli(Long.parseLong(r.getElementText()));
  }
}
