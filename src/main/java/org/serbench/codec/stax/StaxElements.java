package org.serbench.codec.stax;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

/**
 * The element conventions of the hand-written StAX code: one element per field with the value as
 * its text, a null field has no element, and a list is a wrapper element around one element per
 * item, so that an empty list and a null one differ.
 *
 * <p>Text goes through {@code writeCharacters} as it is: Woodstox and Aalto write a carriage return
 * there as a character reference and Fast Infoset, being binary, keeps it, so a {@code \r\n} in the
 * data survives the parser's line-end normalization with no escaping of ours.
 */
final class StaxElements {

  private StaxElements() {}

  static void text(XMLStreamWriter w, String name, String text) throws XMLStreamException {
    w.writeStartElement(name);
    w.writeCharacters(text);
    w.writeEndElement();
  }

  static void nullable(XMLStreamWriter w, String name, String text) throws XMLStreamException {
    if (text != null) {
      text(w, name, text);
    }
  }

  static void number(XMLStreamWriter w, String name, long value) throws XMLStreamException {
    text(w, name, Long.toString(value));
  }

  static void number(XMLStreamWriter w, String name, double value) throws XMLStreamException {
    text(w, name, Double.toString(value));
  }

  /** Writes an instant as its epoch milliseconds, the data's precision. */
  static void instant(XMLStreamWriter w, String name, Instant value) throws XMLStreamException {
    if (value != null) {
      number(w, name, value.toEpochMilli());
    }
  }

  /** Writes a value as one element, in a name of its own. */
  @FunctionalInterface
  interface ElementWriter<T> {
    void write(XMLStreamWriter w, T item) throws XMLStreamException;
  }

  /** Reads a value from the element whose start tag the reader is on, up to its end tag. */
  @FunctionalInterface
  interface ElementReader<T> {
    T read(XMLStreamReader r) throws XMLStreamException;
  }

  static <T> void list(XMLStreamWriter w, String name, List<T> items, ElementWriter<T> item)
      throws XMLStreamException {
    if (items != null) {
      w.writeStartElement(name);
      for (T value : items) {
        item.write(w, value);
      }
      w.writeEndElement();
    }
  }

  static void strings(XMLStreamWriter w, String name, String item, List<String> values)
      throws XMLStreamException {
    if (values != null) {
      w.writeStartElement(name);
      for (String value : values) {
        text(w, item, value);
      }
      w.writeEndElement();
    }
  }

  /** Moves to the document's root element and checks its name. */
  static void root(XMLStreamReader r, String name) throws XMLStreamException {
    r.nextTag();
    r.require(XMLStreamConstants.START_ELEMENT, null, name);
  }

  /** Moves to the next child element, or returns false at the end of the current one. */
  static boolean child(XMLStreamReader r) throws XMLStreamException {
    return r.nextTag() == XMLStreamConstants.START_ELEMENT;
  }

  static int readInt(XMLStreamReader r) throws XMLStreamException {
    return Integer.parseInt(r.getElementText());
  }

  static long readLong(XMLStreamReader r) throws XMLStreamException {
    return Long.parseLong(r.getElementText());
  }

  static double readDouble(XMLStreamReader r) throws XMLStreamException {
    return Double.parseDouble(r.getElementText());
  }

  static Instant readInstant(XMLStreamReader r) throws XMLStreamException {
    return Instant.ofEpochMilli(readLong(r));
  }

  /** Reads the items of the list element the reader is on. */
  static <T> List<T> readList(XMLStreamReader r, ElementReader<T> item) throws XMLStreamException {
    List<T> items = new ArrayList<>();
    while (child(r)) {
      items.add(item.read(r));
    }
    return items;
  }

  static List<String> readStrings(XMLStreamReader r) throws XMLStreamException {
    return readList(r, XMLStreamReader::getElementText);
  }

  static XMLStreamException unexpected(XMLStreamReader r) {
    return new XMLStreamException("unexpected <" + r.getLocalName() + ">", r.getLocation());
  }
}
