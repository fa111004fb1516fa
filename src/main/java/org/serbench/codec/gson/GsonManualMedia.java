package org.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
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
 * json/gson/manual's adapter of {@link MediaContent}, in the conventions of {@link
 * GsonManualCodec}.
 */
final class GsonManualMedia extends TypeAdapter<MediaContent> {

  @Override
  public void write(JsonWriter out, MediaContent c) throws IOException {
    out.beginObject();
    out.name("media");
    writeMedia(out, c.getMedia());
    out.name("images").beginArray();
    List<Image> images = c.getImages();
    for (int i = 0, size = images.size(); i < size; i++) {
      writeImage(out, images.get(i));
    }
    out.endArray();
    out.endObject();
  }

  private static void writeMedia(JsonWriter out, Media m) throws IOException {
    out.beginObject();
    writeVisual(out, m);
    out.name("format").value(m.getFormat());
    out.name("duration").value(m.getDuration());
    out.name("size").value(m.getSize());
    if (m.getBitrate() != null) {
      out.name("bitrate").value(m.getBitrate().intValue());
    }
    out.name("persons");
    GsonManualCodec.writeStrings(out, m.getPersons());
    out.name("player").value(m.getPlayer().name());
    if (m.getCopyright() != null) {
      out.name("copyright").value(m.getCopyright());
    }
    out.endObject();
  }

  private static void writeImage(JsonWriter out, Image image) throws IOException {
    out.beginObject();
    writeVisual(out, image);
    out.name("size").value(image.getSize().name());
    out.endObject();
  }

  @Override
  public MediaContent read(JsonReader in) throws IOException {
    MediaContent c = new MediaContent();
    in.beginObject();
    while (in.hasNext()) {
      switch (in.nextName()) {
        case "media" -> c.setMedia(readMedia(in));
        case "images" -> {
          List<Image> images = new ArrayList<>();
          in.beginArray();
          while (in.hasNext()) {
            images.add(readImage(in));
          }
          in.endArray();
          c.setImages(images);
        }
        default -> in.skipValue();
      }
    }
    in.endObject();
    return c;
  }

  private static Media readMedia(JsonReader in) throws IOException {
    Media m = new Media();
    in.beginObject();
    while (in.hasNext()) {
      String name = in.nextName();
      if (!readVisual(in, name, m)) {
        switch (name) {
          case "format" -> m.setFormat(in.nextString());
          case "duration" -> m.setDuration(in.nextLong());
          case "size" -> m.setSize(in.nextLong());
          case "bitrate" -> {
            if (in.peek() == JsonToken.NULL) {
              in.nextNull();
            } else {
              m.setBitrate(in.nextInt());
            }
          }
          case "persons" -> m.setPersons(GsonManualCodec.readStringList(in));
          case "player" -> m.setPlayer(Player.valueOf(in.nextString()));
          case "copyright" -> m.setCopyright(GsonManualCodec.nextNullableString(in));
          default -> in.skipValue();
        }
      }
    }
    in.endObject();
    return m;
  }

  private static Image readImage(JsonReader in) throws IOException {
    Image image = new Image();
    in.beginObject();
    while (in.hasNext()) {
      String name = in.nextName();
      if (!readVisual(in, name, image)) {
        switch (name) {
          case "size" -> image.setSize(Size.valueOf(in.nextString()));
          default -> in.skipValue();
        }
      }
    }
    in.endObject();
    return image;
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(JsonWriter out, Visual v) throws IOException {
    out.name("uri").value(v.getUri());
    if (v.getTitle() != null) {
      out.name("title").value(v.getTitle());
    }
    out.name("width").value(v.getWidth());
    out.name("height").value(v.getHeight());
  }

  /**
   * Reads the value of a field a Media and an Image share into {@code v}; false, reading nothing,
   * if {@code name} is not one of them.
   */
  private static boolean readVisual(JsonReader in, String name, Visual v) throws IOException {
    switch (name) {
      case "uri" -> v.setUri(in.nextString());
      case "title" -> v.setTitle(GsonManualCodec.nextNullableString(in));
      case "width" -> v.setWidth(in.nextInt());
      case "height" -> v.setHeight(in.nextInt());
      default -> {
        return false;
      }
    }
    return true;
  }
}
