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
    nullable(w, "uri", m.getUri());
    nullable(w, "title", m.getTitle());
    number(w, "width", m.getWidth());
    number(w, "height", m.getHeight());
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
    nullable(w, "uri", i.getUri());
    nullable(w, "title", i.getTitle());
    number(w, "width", i.getWidth());
    number(w, "height", i.getHeight());
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
      switch (r.getLocalName()) {
        case "uri" -> m.setUri(r.getElementText());
        case "title" -> m.setTitle(r.getElementText());
        case "width" -> m.setWidth(readInt(r));
        case "height" -> m.setHeight(readInt(r));
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
    return m;
  }

  private static Image readImage(XMLStreamReader r) throws XMLStreamException {
    Image i = new Image();
    while (child(r)) {
      switch (r.getLocalName()) {
        case "uri" -> i.setUri(r.getElementText());
        case "title" -> i.setTitle(r.getElementText());
        case "width" -> i.setWidth(readInt(r));
        case "height" -> i.setHeight(readInt(r));
        case "size" -> i.setSize(Size.valueOf(r.getElementText()));
        default -> throw unexpected(r);
      }
    }
    return i;
  }
}
