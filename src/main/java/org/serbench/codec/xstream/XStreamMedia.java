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
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * XStream converters for jvm-serializers' {@link MediaContent}, whose {@code xml/xstream+c} had
 * exactly such hand-written converters.
 *
 * <p>They write the element shape of the hand-written StAX code ({@code StaxMedia}): a null title,
 * bitrate or copyright has no element, which keeps it apart from an empty string; enums are their
 * names.
 */
final class XStreamMedia {

  private XStreamMedia() {}

  static void register(XStream xstream) {
    xstream.alias("MediaContent", MediaContent.class);
    xstream.alias("Media", Media.class);
    xstream.alias("Image", Image.class);
    xstream.registerConverter(new MediaContentConverter());
    xstream.registerConverter(new MediaConverter());
    xstream.registerConverter(new ImageConverter());
  }

  static final class MediaContentConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == MediaContent.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      MediaContent c = (MediaContent) source;
      if (c.getMedia() != null) {
        w.startNode("media");
        context.convertAnother(c.getMedia());
        w.endNode();
      }
      objects(w, context, "images", "image", c.getImages());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      MediaContent c = new MediaContent();
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "media" -> c.setMedia((Media) context.convertAnother(c, Media.class));
          case "images" -> c.setImages(readObjects(r, context, c, Image.class));
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      return c;
    }
  }

  static final class MediaConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Media.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Media m = (Media) source;
      marshalVisual(w, m);
      nullable(w, "format", m.getFormat());
      value(w, "duration", Long.toString(m.getDuration()));
      value(w, "size", Long.toString(m.getSize()));
      if (m.getBitrate() != null) {
        value(w, "bitrate", m.getBitrate().toString());
      }
      strings(w, "persons", "person", m.getPersons());
      if (m.getPlayer() != null) {
        value(w, "player", m.getPlayer().name());
      }
      nullable(w, "copyright", m.getCopyright());
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Media m = new Media();
      while (r.hasMoreChildren()) {
        r.moveDown();
        String name = r.getNodeName();
        if (!unmarshalVisual(r, name, m)) {
          switch (name) {
            case "format" -> m.setFormat(r.getValue());
            case "duration" -> m.setDuration(Long.parseLong(r.getValue()));
            case "size" -> m.setSize(Long.parseLong(r.getValue()));
            case "bitrate" -> m.setBitrate(Integer.valueOf(r.getValue()));
            case "persons" -> m.setPersons(readStrings(r));
            case "player" -> m.setPlayer(Player.valueOf(r.getValue()));
            case "copyright" -> m.setCopyright(r.getValue());
            default -> throw unexpected(r);
          }
        }
        r.moveUp();
      }
      return m;
    }
  }

  static final class ImageConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == Image.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      Image i = (Image) source;
      marshalVisual(w, i);
      if (i.getSize() != null) {
        value(w, "size", i.getSize().name());
      }
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Image i = new Image();
      while (r.hasMoreChildren()) {
        r.moveDown();
        String name = r.getNodeName();
        if (!unmarshalVisual(r, name, i)) {
          switch (name) {
            case "size" -> i.setSize(Size.valueOf(r.getValue()));
            default -> throw unexpected(r);
          }
        }
        r.moveUp();
      }
      return i;
    }
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void marshalVisual(HierarchicalStreamWriter w, Visual v) {
    nullable(w, "uri", v.getUri());
    nullable(w, "title", v.getTitle());
    value(w, "width", Integer.toString(v.getWidth()));
    value(w, "height", Integer.toString(v.getHeight()));
  }

  /**
   * Reads the element of a field a Media and an Image share, the reader on it, into {@code v};
   * false, reading nothing, if {@code name} is not one of them.
   */
  private static boolean unmarshalVisual(HierarchicalStreamReader r, String name, Visual v) {
    switch (name) {
      case "uri" -> v.setUri(r.getValue());
      case "title" -> v.setTitle(r.getValue());
      case "width" -> v.setWidth(Integer.parseInt(r.getValue()));
      case "height" -> v.setHeight(Integer.parseInt(r.getValue()));
      default -> {
        return false;
      }
    }
    return true;
  }
}
