package org.serbench.codec.sbinary;

import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;
import sbinary.Format;
import sbinary.Input;
import sbinary.Output;
import scala.Option;

/** scala/sbinary's formats of {@link MediaContent}, in the conventions of {@link SbinaryCodec}. */
final class SbinaryMedia {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  private SbinaryMedia() {}

  /** The format of {@link MediaContent}: its media, then its images as a collection. */
  static final class MediaContentFormat implements Format<MediaContent> {
    private final MediaFormat media = new MediaFormat();
    private final ImageFormat image = new ImageFormat();

    @Override
    public void writes(Output out, MediaContent c) {
      media.writes(out, c.getMedia());
      SbinaryCodec.writeList(out, c.getImages(), image);
    }

    @Override
    public MediaContent reads(Input in) {
      MediaContent c = new MediaContent();
      c.setMedia(media.reads(in));
      c.setImages(SbinaryCodec.readList(in, image));
      return c;
    }
  }

  private static final class MediaFormat implements Format<Media> {
    @Override
    public void writes(Output out, Media m) {
      writeVisual(out, m);
      SbinaryCodec.STRINGS.writes(out, m.getFormat());
      SbinaryCodec.LONGS.writes(out, m.getDuration());
      SbinaryCodec.LONGS.writes(out, m.getSize());
      SbinaryCodec.OPTIONAL_INTS.writes(out, Option.<Object>apply(m.getBitrate()));
      SbinaryCodec.writeStrings(out, m.getPersons());
      SbinaryCodec.writeEnum(out, m.getPlayer());
      SbinaryCodec.writeOptional(out, m.getCopyright());
    }

    @Override
    public Media reads(Input in) {
      Media m = new Media();
      readVisual(in, m);
      m.setFormat(SbinaryCodec.STRINGS.reads(in));
      m.setDuration((Long) SbinaryCodec.LONGS.reads(in));
      m.setSize((Long) SbinaryCodec.LONGS.reads(in));
      Option<Object> bitrate = SbinaryCodec.OPTIONAL_INTS.reads(in);
      m.setBitrate(bitrate.isEmpty() ? null : (Integer) bitrate.get());
      m.setPersons(SbinaryCodec.readStrings(in));
      m.setPlayer(SbinaryCodec.readEnum(in, PLAYERS));
      m.setCopyright(SbinaryCodec.readOptional(in));
      return m;
    }
  }

  private static final class ImageFormat implements Format<Image> {
    @Override
    public void writes(Output out, Image image) {
      writeVisual(out, image);
      SbinaryCodec.writeEnum(out, image.getSize());
    }

    @Override
    public Image reads(Input in) {
      Image image = new Image();
      readVisual(in, image);
      image.setSize(SbinaryCodec.readEnum(in, SIZES));
      return image;
    }
  }

  /** Writes the fields a Media and an Image share, in their order. */
  private static void writeVisual(Output out, Visual v) {
    SbinaryCodec.STRINGS.writes(out, v.getUri());
    SbinaryCodec.writeOptional(out, v.getTitle());
    SbinaryCodec.INTS.writes(out, v.getWidth());
    SbinaryCodec.INTS.writes(out, v.getHeight());
  }

  private static void readVisual(Input in, Visual v) {
    v.setUri(SbinaryCodec.STRINGS.reads(in));
    v.setTitle(SbinaryCodec.readOptional(in));
    v.setWidth((Integer) SbinaryCodec.INTS.reads(in));
    v.setHeight((Integer) SbinaryCodec.INTS.reads(in));
  }
}
