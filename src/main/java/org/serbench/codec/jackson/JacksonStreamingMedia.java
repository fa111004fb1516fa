package org.serbench.codec.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * The Jackson manual codecs' code for {@link MediaContent}, in the conventions of {@link
 * JacksonStreamingCodec}.
 */
final class JacksonStreamingMedia {
  private static final SerializedString MEDIA = new SerializedString("media");
  private static final SerializedString IMAGES = new SerializedString("images");
  private static final SerializedString URI = new SerializedString("uri");
  private static final SerializedString TITLE = new SerializedString("title");
  private static final SerializedString WIDTH = new SerializedString("width");
  private static final SerializedString HEIGHT = new SerializedString("height");
  private static final SerializedString FORMAT = new SerializedString("format");
  private static final SerializedString DURATION = new SerializedString("duration");
  private static final SerializedString SIZE = new SerializedString("size");
  private static final SerializedString BITRATE = new SerializedString("bitrate");
  private static final SerializedString PERSONS = new SerializedString("persons");
  private static final SerializedString PLAYER = new SerializedString("player");
  private static final SerializedString COPYRIGHT = new SerializedString("copyright");

  private JacksonStreamingMedia() {}

  static void write(JsonGenerator g, MediaContent c) throws IOException {
    g.writeStartObject(c);
    g.writeFieldName(MEDIA);
    writeMedia(g, c.getMedia());
    g.writeFieldName(IMAGES);
    List<Image> images = c.getImages();
    g.writeStartArray(images, images.size());
    for (int i = 0, size = images.size(); i < size; i++) {
      writeImage(g, images.get(i));
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void writeMedia(JsonGenerator g, Media m) throws IOException {
    g.writeStartObject(m);
    writeVisual(g, m);
    g.writeFieldName(FORMAT);
    g.writeString(m.getFormat());
    g.writeFieldName(DURATION);
    g.writeNumber(m.getDuration());
    g.writeFieldName(SIZE);
    g.writeNumber(m.getSize());
    g.writeFieldName(BITRATE);
    if (m.getBitrate() == null) {
      g.writeNull();
    } else {
      g.writeNumber(m.getBitrate());
    }
    JacksonStreamingCodec.writeStrings(g, PERSONS, m.getPersons());
    g.writeFieldName(PLAYER);
    g.writeString(m.getPlayer().name());
    JacksonStreamingCodec.writeNullable(g, COPYRIGHT, m.getCopyright());
    g.writeEndObject();
  }

  private static void writeImage(JsonGenerator g, Image image) throws IOException {
    g.writeStartObject(image);
    writeVisual(g, image);
    g.writeFieldName(SIZE);
    g.writeString(image.getSize().name());
    g.writeEndObject();
  }

  static MediaContent read(JsonParser p) throws IOException {
    MediaContent c = new MediaContent();
    for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      switch (name) {
        case "media" -> c.setMedia(readMedia(p, value));
        case "images" -> {
          JacksonStreamingCodec.expect(p, value, JsonToken.START_ARRAY);
          List<Image> images = new ArrayList<>();
          for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            images.add(readImage(p, t));
          }
          c.setImages(images);
        }
        default -> throw JacksonStreamingCodec.unknown(p, "MediaContent", name);
      }
    }
    return c;
  }

  private static Media readMedia(JsonParser p, JsonToken start) throws IOException {
    JacksonStreamingCodec.expect(p, start, JsonToken.START_OBJECT);
    Media m = new Media();
    for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      if (!readVisual(p, name, m)) {
        switch (name) {
          case "format" -> m.setFormat(p.getValueAsString());
          case "duration" -> m.setDuration(p.getLongValue());
          case "size" -> m.setSize(p.getLongValue());
          case "bitrate" -> m.setBitrate(value == JsonToken.VALUE_NULL ? null : p.getIntValue());
          case "persons" -> m.setPersons(JacksonStreamingCodec.readStrings(p, value));
          case "player" -> m.setPlayer(Player.valueOf(p.getText()));
          case "copyright" -> m.setCopyright(p.getValueAsString());
          default -> throw JacksonStreamingCodec.unknown(p, "Media", name);
        }
      }
    }
    return m;
  }

  private static Image readImage(JsonParser p, JsonToken start) throws IOException {
    JacksonStreamingCodec.expect(p, start, JsonToken.START_OBJECT);
    Image image = new Image();
    for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
      p.nextToken();
      if (!readVisual(p, name, image)) {
        switch (name) {
          case "size" -> image.setSize(Size.valueOf(p.getText()));
          default -> throw JacksonStreamingCodec.unknown(p, "Image", name);
        }
      }
    }
    return image;
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(JsonGenerator g, Visual v) throws IOException {
    g.writeFieldName(URI);
    g.writeString(v.getUri());
    JacksonStreamingCodec.writeNullable(g, TITLE, v.getTitle());
    g.writeFieldName(WIDTH);
    g.writeNumber(v.getWidth());
    g.writeFieldName(HEIGHT);
    g.writeNumber(v.getHeight());
  }

  /**
   * Reads the value of a field a Media and an Image share, the parser on it, into {@code v}; false,
   * reading nothing, if {@code name} is not one of them.
   */
  private static boolean readVisual(JsonParser p, String name, Visual v) throws IOException {
    switch (name) {
      case "uri" -> v.setUri(p.getValueAsString());
      case "title" -> v.setTitle(p.getValueAsString());
      case "width" -> v.setWidth(p.getIntValue());
      case "height" -> v.setHeight(p.getIntValue());
      default -> {
        return false;
      }
    }
    return true;
  }
}
