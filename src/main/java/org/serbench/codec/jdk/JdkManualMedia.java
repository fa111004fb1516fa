package org.serbench.codec.jdk;

import java.io.DataInputStream;
import java.io.DataOutputStream;
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
 * java-manual's code for {@link MediaContent}, in the conventions of {@link JdkManualCodec}.
 *
 * <p>A nullable field (a title, the bitrate, the copyright) is a {@code boolean} presence flag
 * followed by the value when present, as a hand-written {@code writeExternal} would do it.
 */
final class JdkManualMedia {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  private JdkManualMedia() {}

  static void write(DataOutputStream out, MediaContent c) throws IOException {
    writeMedia(out, c.getMedia());
    List<Image> images = c.getImages();
    out.writeInt(images.size());
    for (int i = 0, size = images.size(); i < size; i++) {
      writeImage(out, images.get(i));
    }
  }

  private static void writeMedia(DataOutputStream out, Media m) throws IOException {
    writeVisual(out, m);
    out.writeUTF(m.getFormat());
    out.writeLong(m.getDuration());
    out.writeLong(m.getSize());
    Integer bitrate = m.getBitrate();
    out.writeBoolean(bitrate != null);
    if (bitrate != null) {
      out.writeInt(bitrate);
    }
    JdkManualCodec.writeStrings(out, m.getPersons());
    out.writeByte(m.getPlayer().ordinal());
    writeNullable(out, m.getCopyright());
  }

  private static void writeImage(DataOutputStream out, Image image) throws IOException {
    writeVisual(out, image);
    out.writeByte(image.getSize().ordinal());
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(DataOutputStream out, Visual v) throws IOException {
    out.writeUTF(v.getUri());
    writeNullable(out, v.getTitle());
    out.writeInt(v.getWidth());
    out.writeInt(v.getHeight());
  }

  private static void writeNullable(DataOutputStream out, String s) throws IOException {
    out.writeBoolean(s != null);
    if (s != null) {
      out.writeUTF(s);
    }
  }

  static MediaContent read(DataInputStream in) throws IOException {
    MediaContent c = new MediaContent();
    c.setMedia(readMedia(in));
    int count = in.readInt();
    List<Image> images = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      images.add(readImage(in));
    }
    c.setImages(images);
    return c;
  }

  private static Media readMedia(DataInputStream in) throws IOException {
    Media m = new Media();
    readVisual(in, m);
    m.setFormat(in.readUTF());
    m.setDuration(in.readLong());
    m.setSize(in.readLong());
    m.setBitrate(in.readBoolean() ? in.readInt() : null);
    m.setPersons(JdkManualCodec.readStrings(in));
    m.setPlayer(PLAYERS[in.readUnsignedByte()]);
    m.setCopyright(readNullable(in));
    return m;
  }

  private static Image readImage(DataInputStream in) throws IOException {
    Image image = new Image();
    readVisual(in, image);
    image.setSize(SIZES[in.readUnsignedByte()]);
    return image;
  }

  private static void readVisual(DataInputStream in, Visual v) throws IOException {
    v.setUri(in.readUTF());
    v.setTitle(readNullable(in));
    v.setWidth(in.readInt());
    v.setHeight(in.readInt());
  }

  private static String readNullable(DataInputStream in) throws IOException {
    return in.readBoolean() ? in.readUTF() : null;
  }
}
