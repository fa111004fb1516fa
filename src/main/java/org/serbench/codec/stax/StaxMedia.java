package org.serbench.codec.stax;

import static org.serbench.codec.stax.StaxElements.child;
import static org.serbench.codec.stax.StaxElements.list;
import static org.serbench.codec.stax.StaxElements.nullable;
import static org.serbench.codec.stax.StaxElements.number;
import static org.serbench.codec.stax.StaxElements.readInt;
import static org.serbench.codec.stax.StaxElements.readList;
import static org.serbench.codec.stax.StaxElements.readLong;
import static org.serbench.codec.stax.StaxElements.readStrings;
import static org.serbench.codec.stax.StaxElements.root;
import static org.serbench.codec.stax.StaxElements.strings;
import static org.serbench.codec.stax.StaxElements.text;
import static org.serbench.codec.stax.StaxElements.unexpected;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * Hand-written StAX code for jvm-serializers' {@link MediaContent}, in the element conventions of
 * {@link StaxElements}.
 *
 * <p>{@code <MediaContent><media><uri>..</uri><title>..</title>...<persons><person>..</person>
 * </persons><player>JAVA</player></media><images><image><uri>..</uri>...<size>LARGE</size>
 * </image></images></MediaContent>}: a null title, bitrate or copyright has no element, enums are
 * their names.
 */
final class StaxMedia {

  private StaxMedia() {}

  static void write(XMLStreamWriter w, MediaContent c) throws XMLStreamException {
    w.writeStartElement("MediaContent");
    if (c.getMedia() != null) {
      writeMedia(w, c.getMedia());
    }
    list(w, "images", c.getImages(), StaxMedia::writeImage);
    w.writeEndElement();
  }

  private static void writeMedia(XMLStreamWriter w, Media m) throws XMLStreamException {
    w.writeStartElement("media");
    writeVisual(w, m);
    nullable(w, "format", m.getFormat());
    number(w, "duration", m.getDuration());
    number(w, "size", m.getSize());
    if (m.getBitrate() != null) {
      number(w, "bitrate", m.getBitrate());
    }
    strings(w, "persons", "person", m.getPersons());
    if (m.getPlayer() != null) {
      text(w, "player", m.getPlayer().name());
    }
    nullable(w, "copyright", m.getCopyright());
    w.writeEndElement();
  }

  private static void writeImage(XMLStreamWriter w, Image i) throws XMLStreamException {
    w.writeStartElement("image");
    writeVisual(w, i);
    if (i.getSize() != null) {
      text(w, "size", i.getSize().name());
    }
    w.writeEndElement();
  }

  static MediaContent read(XMLStreamReader r) throws XMLStreamException {
    root(r, "MediaContent");
    MediaContent c = new MediaContent();
    while (child(r)) {
      switch (r.getLocalName()) {
        case "media" -> c.setMedia(readMedia(r));
        case "images" -> c.setImages(readList(r, StaxMedia::readImage));
        default -> throw unexpected(r);
      }
    }
    return c;
  }

  private static Media readMedia(XMLStreamReader r) throws XMLStreamException {
    Media m = new Media();
    while (child(r)) {
      String name = r.getLocalName();
      if (!readVisual(r, name, m)) {
        switch (name) {
          case "format" -> m.setFormat(r.getElementText());
          case "duration" -> m.setDuration(readLong(r));
          case "size" -> m.setSize(readLong(r));
          case "bitrate" -> m.setBitrate(readInt(r));
          case "persons" -> m.setPersons(readStrings(r));
          case "player" -> m.setPlayer(Player.valueOf(r.getElementText()));
          case "copyright" -> m.setCopyright(r.getElementText());
          default -> throw unexpected(r);
        }
      }
    }
    return m;
  }

  private static Image readImage(XMLStreamReader r) throws XMLStreamException {
    Image i = new Image();
    while (child(r)) {
      String name = r.getLocalName();
      if (!readVisual(r, name, i)) {
        switch (name) {
          case "size" -> i.setSize(Size.valueOf(r.getElementText()));
          default -> throw unexpected(r);
        }
      }
    }
    return i;
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(XMLStreamWriter w, Visual v) throws XMLStreamException {
    nullable(w, "uri", v.getUri());
    nullable(w, "title", v.getTitle());
    number(w, "width", v.getWidth());
    number(w, "height", v.getHeight());
  }

  /**
   * Reads the element of a field a Media and an Image share, the reader on its start tag, into
   * {@code v}; false, reading nothing, if {@code name} is not one of them.
   */
  private static boolean readVisual(XMLStreamReader r, String name, Visual v)
      throws XMLStreamException {
    switch (name) {
      case "uri" -> v.setUri(r.getElementText());
      case "title" -> v.setTitle(r.getElementText());
      case "width" -> v.setWidth(readInt(r));
      case "height" -> v.setHeight(readInt(r));
      default -> {
        return false;
      }
    }
    return true;
  }
}
