package org.serbench.codec.javolution;

import static org.serbench.codec.javolution.JavolutionXmlCodec.addAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getEnum;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setCount;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setEnum;

import javolution.text.CharArray;
import javolution.xml.XMLFormat;
import javolution.xml.XMLFormat.InputElement;
import javolution.xml.XMLFormat.OutputElement;
import javolution.xml.stream.XMLStreamException;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * Javolution {@link XMLFormat}s of jvm-serializers' {@link MediaContent}, in the codec's idiom:
 * scalars, strings and enum names as attributes, an absent attribute for null, and a list as its
 * size attribute followed by one child element per item.
 */
final class JavolutionMedia {

  private JavolutionMedia() {}

  static final XMLFormat<MediaContent> MEDIA_CONTENT =
      new XMLFormat<>(null) {
        @Override
        public void write(MediaContent c, OutputElement xml) throws XMLStreamException {
          setCount(xml, "images", c.getImages());
          xml.add(c.getMedia(), "media", Media.class);
          addAll(xml, c.getImages(), "image", Image.class);
        }

        @Override
        public void read(InputElement xml, MediaContent c) throws XMLStreamException {
          int images = xml.getAttribute("images", -1);
          c.setMedia(xml.get("media", Media.class));
          c.setImages(getAll(xml, images, "image", Image.class));
        }
      };

  static final XMLFormat<Media> MEDIA =
      new XMLFormat<>(null) {
        @Override
        public void write(Media m, OutputElement xml) throws XMLStreamException {
          writeVisual(xml, m);
          xml.setAttribute("format", m.getFormat());
          xml.setAttribute("duration", m.getDuration());
          xml.setAttribute("size", m.getSize());
          if (m.getBitrate() != null) {
            xml.setAttribute("bitrate", m.getBitrate().intValue());
          }
          setEnum(xml, "player", m.getPlayer());
          xml.setAttribute("copyright", m.getCopyright());
          setCount(xml, "persons", m.getPersons());
          addAll(xml, m.getPersons(), "person", String.class);
        }

        @Override
        public void read(InputElement xml, Media m) throws XMLStreamException {
          readVisual(xml, m);
          m.setFormat(xml.getAttribute("format", (String) null));
          m.setDuration(xml.getAttribute("duration", 0L));
          m.setSize(xml.getAttribute("size", 0L));
          CharArray bitrate = xml.getAttribute("bitrate");
          m.setBitrate(bitrate == null ? null : bitrate.toInt());
          m.setPlayer(getEnum(xml, "player", Player.class));
          m.setCopyright(xml.getAttribute("copyright", (String) null));
          int persons = xml.getAttribute("persons", -1);
          m.setPersons(getAll(xml, persons, "person", String.class));
        }
      };

  static final XMLFormat<Image> IMAGE =
      new XMLFormat<>(null) {
        @Override
        public void write(Image i, OutputElement xml) throws XMLStreamException {
          writeVisual(xml, i);
          setEnum(xml, "size", i.getSize());
        }

        @Override
        public void read(InputElement xml, Image i) throws XMLStreamException {
          readVisual(xml, i);
          i.setSize(getEnum(xml, "size", Size.class));
        }
      };

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(OutputElement xml, Visual v) throws XMLStreamException {
    xml.setAttribute("uri", v.getUri());
    xml.setAttribute("title", v.getTitle());
    xml.setAttribute("width", v.getWidth());
    xml.setAttribute("height", v.getHeight());
  }

  private static void readVisual(InputElement xml, Visual v) throws XMLStreamException {
    v.setUri(xml.getAttribute("uri", (String) null));
    v.setTitle(xml.getAttribute("title", (String) null));
    v.setWidth(xml.getAttribute("width", 0));
    v.setHeight(xml.getAttribute("height", 0));
  }
}
