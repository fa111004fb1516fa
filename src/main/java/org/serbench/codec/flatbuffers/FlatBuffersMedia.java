package org.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.flatbuffers.ImageTable;
import org.serbench.flatbuffers.MediaContentTable;
import org.serbench.flatbuffers.MediaTable;
import org.serbench.flatbuffers.PlayerEnum;
import org.serbench.flatbuffers.SizeEnum;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

/**
 * FlatBuffers on jvm-serializers' MediaContent ({@code src/main/flatbuffers/media.fbs}).
 *
 * <p>A null string is a field left out, which reads back as null. The nullable bitrate is an
 * optional scalar ({@code = null}), present exactly when written, as {@code hasBitrate()} tells.
 */
final class FlatBuffersMedia
    extends FlatBuffersCodec.TableBinding<MediaContent, MediaContentTable> {
  FlatBuffersMedia() {
    super(MediaContentTable::getRootAsMediaContentTable);
  }

  @Override
  public MediaContentTable create(MediaContent c) {
    FlatBufferBuilder b = new FlatBufferBuilder();
    int media = media(b, c.getMedia());
    List<Image> images = c.getImages();
    int[] imageOffsets = new int[images.size()];
    for (int i = 0; i < imageOffsets.length; i++) {
      Image image = images.get(i);
      imageOffsets[i] =
          ImageTable.createImageTable(
              b,
              b.createString(image.getUri()),
              optional(b, image.getTitle()),
              image.getWidth(),
              image.getHeight(),
              size(image.getSize()));
    }
    int root =
        MediaContentTable.createMediaContentTable(
            b, media, MediaContentTable.createImagesVector(b, imageOffsets));
    MediaContentTable.finishMediaContentTableBuffer(b, root);
    return MediaContentTable.getRootAsMediaContentTable(b.dataBuffer());
  }

  private static int media(FlatBufferBuilder b, Media m) {
    int uri = b.createString(m.getUri());
    int title = optional(b, m.getTitle());
    int format = b.createString(m.getFormat());
    List<String> persons = m.getPersons();
    int[] personOffsets = new int[persons.size()];
    for (int i = 0; i < personOffsets.length; i++) {
      personOffsets[i] = b.createString(persons.get(i));
    }
    int personsVector = MediaTable.createPersonsVector(b, personOffsets);
    int copyright = optional(b, m.getCopyright());
    // Not createMediaTable: it always adds the bitrate, and a null one must be left out.
    MediaTable.startMediaTable(b);
    MediaTable.addUri(b, uri);
    MediaTable.addTitle(b, title);
    MediaTable.addWidth(b, m.getWidth());
    MediaTable.addHeight(b, m.getHeight());
    MediaTable.addFormat(b, format);
    MediaTable.addDuration(b, m.getDuration());
    MediaTable.addSize(b, m.getSize());
    if (m.getBitrate() != null) {
      // flatc 2.0.8's Java adder still skips a value equal to 0, the plain default, which would
      // read back as absent (google/flatbuffers#8245 for TypeScript); forcing defaults keeps it.
      b.forceDefaults(true);
      MediaTable.addBitrate(b, m.getBitrate());
      b.forceDefaults(false);
    }
    MediaTable.addPersons(b, personsVector);
    MediaTable.addPlayer(b, player(m.getPlayer()));
    MediaTable.addCopyright(b, copyright);
    return MediaTable.endMediaTable(b);
  }

  /** A string's offset, or 0 for null, which the generated adders leave out. */
  private static int optional(FlatBufferBuilder b, String s) {
    return s == null ? 0 : b.createString(s);
  }

  @Override
  public void readDeep(MediaContentTable t, FieldSink sink) {
    MediaTable m = t.media(new MediaTable());
    sink.consume(m.uri());
    sink.consume(m.title());
    sink.consume(m.width());
    sink.consume(m.height());
    sink.consume(m.format());
    sink.consume(m.duration());
    sink.consume(m.size());
    sink.consume(m.hasBitrate() ? m.bitrate() : -1);
    for (int i = 0, n = m.personsLength(); i < n; i++) {
      sink.consume(m.persons(i));
    }
    sink.consume(m.player());
    sink.consume(m.copyright());
    ImageTable image = new ImageTable();
    for (int i = 0, n = t.imagesLength(); i < n; i++) {
      t.images(image, i);
      sink.consume(image.uri());
      sink.consume(image.title());
      sink.consume(image.width());
      sink.consume(image.height());
      sink.consume(image.size());
    }
  }

  @Override
  public void readShallow(MediaContentTable t, FieldSink sink) {
    sink.consume(t.media() != null);
    sink.consume(t.imagesLength());
  }

  @Override
  public MediaContent toModel(MediaContentTable t) {
    MediaTable m = t.media();
    Media media = new Media();
    media.setUri(m.uri());
    media.setTitle(m.title());
    media.setWidth(m.width());
    media.setHeight(m.height());
    media.setFormat(m.format());
    media.setDuration(m.duration());
    media.setSize(m.size());
    media.setBitrate(m.hasBitrate() ? m.bitrate() : null);
    List<String> persons = new ArrayList<>(m.personsLength());
    for (int i = 0, n = m.personsLength(); i < n; i++) {
      persons.add(m.persons(i));
    }
    media.setPersons(persons);
    media.setPlayer(player(m.player()));
    media.setCopyright(m.copyright());
    List<Image> images = new ArrayList<>(t.imagesLength());
    for (int i = 0, n = t.imagesLength(); i < n; i++) {
      ImageTable table = t.images(i);
      Image image = new Image();
      image.setUri(table.uri());
      image.setTitle(table.title());
      image.setWidth(table.width());
      image.setHeight(table.height());
      image.setSize(size(table.size()));
      images.add(image);
    }
    return Models.mediaContent(media, images);
  }

  private static byte player(Player p) {
    return switch (p) {
      case JAVA -> PlayerEnum.JAVA;
      case FLASH -> PlayerEnum.FLASH;
    };
  }

  private static Player player(byte p) {
    return switch (p) {
      case PlayerEnum.JAVA -> Player.JAVA;
      case PlayerEnum.FLASH -> Player.FLASH;
      default -> throw new IllegalArgumentException("no Player for " + p);
    };
  }

  private static byte size(Size s) {
    return switch (s) {
      case SMALL -> SizeEnum.SMALL;
      case LARGE -> SizeEnum.LARGE;
    };
  }

  private static Size size(byte s) {
    return switch (s) {
      case SizeEnum.SMALL -> Size.SMALL;
      case SizeEnum.LARGE -> Size.LARGE;
      default -> throw new IllegalArgumentException("no Size for " + s);
    };
  }
}
