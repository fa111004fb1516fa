package org.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * kryo-manual's serializers of {@link MediaContent}, in the conventions of {@link KryoManualCodec}.
 *
 * <p>Ints and longs are Kryo's variable-length encoding optimized for positive values, as
 * jvm-serializers' kryo-manual wrote them: the sizes and durations of media are small and positive.
 * Strings are null-safe by Kryo's own string encoding; the nullable bitrate follows a presence
 * flag.
 */
final class KryoManualMedia {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  private KryoManualMedia() {}

  static void register(Kryo kryo) {
    MediaSerializer media = new MediaSerializer();
    ImageSerializer image = new ImageSerializer();
    kryo.register(Media.class, media);
    kryo.register(Image.class, image);
    kryo.register(MediaContent.class, new MediaContentSerializer(media, image));
  }

  private static final class MediaContentSerializer extends Serializer<MediaContent> {
    private final MediaSerializer media;
    private final ImageSerializer image;

    MediaContentSerializer(MediaSerializer media, ImageSerializer image) {
      this.media = media;
      this.image = image;
    }

    @Override
    public void write(Kryo kryo, Output out, MediaContent c) {
      out.writeBoolean(c.getMedia() != null);
      if (c.getMedia() != null) {
        media.write(kryo, out, c.getMedia());
      }
      KryoManualCodec.writeList(kryo, out, c.getImages(), image);
    }

    @Override
    public MediaContent read(Kryo kryo, Input in, Class<? extends MediaContent> type) {
      MediaContent c = new MediaContent();
      c.setMedia(in.readBoolean() ? media.read(kryo, in, Media.class) : null);
      c.setImages(KryoManualCodec.readList(kryo, in, image, Image.class));
      return c;
    }
  }

  private static final class MediaSerializer extends Serializer<Media> {
    @Override
    public void write(Kryo kryo, Output out, Media m) {
      writeVisual(out, m);
      out.writeString(m.getFormat());
      out.writeVarLong(m.getDuration(), true);
      out.writeVarLong(m.getSize(), true);
      Integer bitrate = m.getBitrate();
      out.writeBoolean(bitrate != null);
      if (bitrate != null) {
        out.writeVarInt(bitrate, true);
      }
      KryoManualCodec.writeStrings(out, m.getPersons());
      KryoManualCodec.writeEnum(out, m.getPlayer());
      out.writeString(m.getCopyright());
    }

    @Override
    public Media read(Kryo kryo, Input in, Class<? extends Media> type) {
      Media m = new Media();
      readVisual(in, m);
      m.setFormat(in.readString());
      m.setDuration(in.readVarLong(true));
      m.setSize(in.readVarLong(true));
      m.setBitrate(in.readBoolean() ? in.readVarInt(true) : null);
      m.setPersons(KryoManualCodec.readStrings(in));
      m.setPlayer(KryoManualCodec.readEnum(in, PLAYERS));
      m.setCopyright(in.readString());
      return m;
    }
  }

  private static final class ImageSerializer extends Serializer<Image> {
    @Override
    public void write(Kryo kryo, Output out, Image image) {
      writeVisual(out, image);
      KryoManualCodec.writeEnum(out, image.getSize());
    }

    @Override
    public Image read(Kryo kryo, Input in, Class<? extends Image> type) {
      Image image = new Image();
      readVisual(in, image);
      image.setSize(KryoManualCodec.readEnum(in, SIZES));
      return image;
    }
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(Output out, Visual v) {
    out.writeString(v.getUri());
    out.writeString(v.getTitle());
    out.writeVarInt(v.getWidth(), true);
    out.writeVarInt(v.getHeight(), true);
  }

  private static void readVisual(Input in, Visual v) {
    v.setUri(in.readString());
    v.setTitle(in.readString());
    v.setWidth(in.readVarInt(true));
    v.setHeight(in.readVarInt(true));
  }
}
