package org.serbench.codec.javolution;

import static org.serbench.codec.javolution.JavolutionXmlCodec.addAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getAll;
import static org.serbench.codec.javolution.JavolutionXmlCodec.getEnum;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setCount;
import static org.serbench.codec.javolution.JavolutionXmlCodec.setEnum;

import javolution.text.CharArray;
import javolution.xml.XMLFormat;
import javolution.xml.stream.XMLStreamException;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

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
          xml.setAttribute("uri", m.getUri());
          xml.setAttribute("title", m.getTitle());
          xml.setAttribute("width", m.getWidth());
          xml.setAttribute("height", m.getHeight());
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
          m.setUri(xml.getAttribute("uri", (String) null));
          m.setTitle(xml.getAttribute("title", (String) null));
          m.setWidth(xml.getAttribute("width", 0));
          m.setHeight(xml.getAttribute("height", 0));
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
          xml.setAttribute("uri", i.getUri());
          xml.setAttribute("title", i.getTitle());
          xml.setAttribute("width", i.getWidth());
          xml.setAttribute("height", i.getHeight());
          setEnum(xml, "size", i.getSize());
        }

        @Override
        public void read(InputElement xml, Image i) throws XMLStreamException {
          i.setUri(xml.getAttribute("uri", (String) null));
          i.setTitle(xml.getAttribute("title", (String) null));
          i.setWidth(xml.getAttribute("width", 0));
          i.setHeight(xml.getAttribute("height", 0));
          i.setSize(getEnum(xml, "size", Size.class));
        }
      };
}
