package org.serbench.codec.msgpack;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * msgpack/manual's code for {@link MediaContent}, in the conventions of {@link MessagePackCodec}.
 */
final class MessagePackMedia {
  private static final int MEDIA_CONTENT_FIELDS = 2;
  private static final int MEDIA_FIELDS = 11;
  private static final int IMAGE_FIELDS = 5;
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  private MessagePackMedia() {}

  static void pack(MessagePacker p, MediaContent c) throws IOException {
    p.packArrayHeader(MEDIA_CONTENT_FIELDS);
    packMedia(p, c.getMedia());
    List<Image> images = c.getImages();
    p.packArrayHeader(images.size());
    for (int i = 0, size = images.size(); i < size; i++) {
      packImage(p, images.get(i));
    }
  }

  private static void packMedia(MessagePacker p, Media m) throws IOException {
    p.packArrayHeader(MEDIA_FIELDS);
    packVisual(p, m);
    p.packString(m.getFormat());
    p.packLong(m.getDuration());
    p.packLong(m.getSize());
    if (m.getBitrate() == null) {
      p.packNil();
    } else {
      p.packInt(m.getBitrate());
    }
    MessagePackCodec.packStrings(p, m.getPersons());
    p.packInt(m.getPlayer().ordinal());
    MessagePackCodec.packNullable(p, m.getCopyright());
  }

  private static void packImage(MessagePacker p, Image image) throws IOException {
    p.packArrayHeader(IMAGE_FIELDS);
    packVisual(p, image);
    p.packInt(image.getSize().ordinal());
  }

  /** Packs the fields a Media and an Image share, in their order. */
  private static void packVisual(MessagePacker p, Visual v) throws IOException {
    p.packString(v.getUri());
    MessagePackCodec.packNullable(p, v.getTitle());
    p.packInt(v.getWidth());
    p.packInt(v.getHeight());
  }

  static MediaContent unpack(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, MEDIA_CONTENT_FIELDS, "MediaContent");
    MediaContent c = new MediaContent();
    c.setMedia(unpackMedia(u));
    int count = u.unpackArrayHeader();
    List<Image> images = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      images.add(unpackImage(u));
    }
    c.setImages(images);
    return c;
  }

  private static Media unpackMedia(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, MEDIA_FIELDS, "Media");
    Media m = new Media();
    unpackVisual(u, m);
    m.setFormat(u.unpackString());
    m.setDuration(u.unpackLong());
    m.setSize(u.unpackLong());
    m.setBitrate(u.tryUnpackNil() ? null : u.unpackInt());
    m.setPersons(MessagePackCodec.unpackStrings(u));
    m.setPlayer(MessagePackCodec.unpackEnum(u, PLAYERS));
    m.setCopyright(MessagePackCodec.unpackNullableString(u));
    return m;
  }

  private static Image unpackImage(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, IMAGE_FIELDS, "Image");
    Image image = new Image();
    unpackVisual(u, image);
    image.setSize(MessagePackCodec.unpackEnum(u, SIZES));
    return image;
  }

  private static void unpackVisual(MessageUnpacker u, Visual v) throws IOException {
    v.setUri(u.unpackString());
    v.setTitle(MessagePackCodec.unpackNullableString(u));
    v.setWidth(u.unpackInt());
    v.setHeight(u.unpackInt());
  }
}
