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
      nullable(w, "uri", m.getUri());
      nullable(w, "title", m.getTitle());
      value(w, "width", Integer.toString(m.getWidth()));
      value(w, "height", Integer.toString(m.getHeight()));
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
        switch (r.getNodeName()) {
          case "uri" -> m.setUri(r.getValue());
          case "title" -> m.setTitle(r.getValue());
          case "width" -> m.setWidth(Integer.parseInt(r.getValue()));
          case "height" -> m.setHeight(Integer.parseInt(r.getValue()));
          case "format" -> m.setFormat(r.getValue());
          case "duration" -> m.setDuration(Long.parseLong(r.getValue()));
          case "size" -> m.setSize(Long.parseLong(r.getValue()));
          case "bitrate" -> m.setBitrate(Integer.valueOf(r.getValue()));
          case "persons" -> m.setPersons(readStrings(r));
          case "player" -> m.setPlayer(Player.valueOf(r.getValue()));
          case "copyright" -> m.setCopyright(r.getValue());
          default -> throw unexpected(r);
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
      nullable(w, "uri", i.getUri());
      nullable(w, "title", i.getTitle());
      value(w, "width", Integer.toString(i.getWidth()));
      value(w, "height", Integer.toString(i.getHeight()));
      if (i.getSize() != null) {
        value(w, "size", i.getSize().name());
      }
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      Image i = new Image();
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "uri" -> i.setUri(r.getValue());
          case "title" -> i.setTitle(r.getValue());
          case "width" -> i.setWidth(Integer.parseInt(r.getValue()));
          case "height" -> i.setHeight(Integer.parseInt(r.getValue()));
          case "size" -> i.setSize(Size.valueOf(r.getValue()));
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      return i;
    }
  }
}
