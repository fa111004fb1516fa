package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftStructs.byValue;
import static org.serbench.codec.thrift.ThriftStructs.readStrings;
import static org.serbench.codec.thrift.ThriftStructs.readStruct;
import static org.serbench.codec.thrift.ThriftStructs.readStructs;
import static org.serbench.codec.thrift.ThriftStructs.writeEnum;
import static org.serbench.codec.thrift.ThriftStructs.writeI32;
import static org.serbench.codec.thrift.ThriftStructs.writeI64;
import static org.serbench.codec.thrift.ThriftStructs.writeString;
import static org.serbench.codec.thrift.ThriftStructs.writeStrings;
import static org.serbench.codec.thrift.ThriftStructs.writeStruct;
import static org.serbench.codec.thrift.ThriftStructs.writeStructs;

import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;
import org.serbench.codec.thrift.ThriftStructs.OrdinalEnum;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.codec.thrift.ThriftStructs.StructType;

/**
 * The structs of {@code src/main/thrift/media.thrift}, written by hand as the thrift compiler would
 * generate them (see {@link ThriftStructs}).
 *
 * <p>An optional string is unset when it is {@code null}; the optional {@code i32} has a flag of
 * its own, as generated code keeps an isset bit. An enum travels as its {@code i32} value.
 */
final class ThriftMediaStructs {
  private static final PlayerEnum[] PLAYERS = PlayerEnum.values();
  private static final SizeEnum[] SIZES = SizeEnum.values();

  private ThriftMediaStructs() {}

  /** {@code enum Player}: JAVA = 0, FLASH = 1. */
  enum PlayerEnum implements OrdinalEnum {
    JAVA,
    FLASH
  }

  /** {@code enum Size}: SMALL = 0, LARGE = 1. */
  enum SizeEnum implements OrdinalEnum {
    SMALL,
    LARGE
  }

  /**
   * The fields that {@code struct Image} and {@code Media} begin with, ids 1 to 4: the subclass
   * writes and reads its own after them.
   */
  abstract static class VisualStruct extends Struct {
    private static final TField URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField HEIGHT = new TField("height", TType.I32, (short) 4);

    String uri;
    String title;
    int width;
    int height;

    /** The struct type of {@code name}: the shared fields, then {@code more}. */
    static StructType type(String name, TField... more) {
      TField[] fields = new TField[4 + more.length];
      fields[0] = URI;
      fields[1] = TITLE;
      fields[2] = WIDTH;
      fields[3] = HEIGHT;
      System.arraycopy(more, 0, fields, 4, more.length);
      return new StructType(name, fields);
    }

    final void writeVisualFields(TProtocol out) throws TException {
      writeString(out, URI, uri);
      writeString(out, TITLE, title);
      writeI32(out, WIDTH, width);
      writeI32(out, HEIGHT, height);
    }

    /** Reads one of the shared fields, {@code fieldId} 1 to 4. */
    final void readVisualField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> uri = in.readString();
        case 2 -> title = in.readString();
        case 3 -> width = in.readI32();
        default -> height = in.readI32();
      }
    }
  }

  /** {@code struct Image}. */
  static final class ImageStruct extends VisualStruct {
    private static final TField SIZE = new TField("size", TType.I32, (short) 5);
    private static final StructType TYPE = type("Image", SIZE);

    SizeEnum size;

    static ImageStruct read(TProtocol in) throws TException {
      return readStruct(in, new ImageStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeVisualFields(out);
      writeEnum(out, SIZE, size);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      if (fieldId == 5) {
        size = byValue(SIZES, in.readI32());
      } else {
        readVisualField(in, fieldId);
      }
    }
  }

  /** {@code struct Media}. */
  static final class MediaStruct extends VisualStruct {
    private static final TField FORMAT = new TField("format", TType.STRING, (short) 5);
    private static final TField DURATION = new TField("duration", TType.I64, (short) 6);
    private static final TField SIZE = new TField("size", TType.I64, (short) 7);
    private static final TField BITRATE = new TField("bitrate", TType.I32, (short) 8);
    private static final TField PERSONS = new TField("persons", TType.LIST, (short) 9);
    private static final TField PLAYER = new TField("player", TType.I32, (short) 10);
    private static final TField COPYRIGHT = new TField("copyright", TType.STRING, (short) 11);
    private static final StructType TYPE =
        type("Media", FORMAT, DURATION, SIZE, BITRATE, PERSONS, PLAYER, COPYRIGHT);

    String format;
    long duration;
    long size;
    int bitrate;
    boolean bitrateIsSet;
    List<String> persons;
    PlayerEnum player;
    String copyright;

    static MediaStruct read(TProtocol in) throws TException {
      return readStruct(in, new MediaStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeVisualFields(out);
      writeString(out, FORMAT, format);
      writeI64(out, DURATION, duration);
      writeI64(out, SIZE, size);
      if (bitrateIsSet) {
        writeI32(out, BITRATE, bitrate);
      }
      writeStrings(out, PERSONS, persons);
      writeEnum(out, PLAYER, player);
      writeString(out, COPYRIGHT, copyright);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 5 -> format = in.readString();
        case 6 -> duration = in.readI64();
        case 7 -> size = in.readI64();
        case 8 -> {
          bitrate = in.readI32();
          bitrateIsSet = true;
        }
        case 9 -> persons = readStrings(in);
        case 10 -> player = byValue(PLAYERS, in.readI32());
        case 11 -> copyright = in.readString();
        default -> readVisualField(in, fieldId);
      }
    }
  }

  /** {@code struct MediaContent}. */
  static final class MediaContentStruct extends Struct {
    private static final TField MEDIA = new TField("media", TType.STRUCT, (short) 1);
    private static final TField IMAGES = new TField("images", TType.LIST, (short) 2);
    private static final StructType TYPE = new StructType("MediaContent", MEDIA, IMAGES);

    MediaStruct media;
    List<ImageStruct> images;

    static MediaContentStruct read(TProtocol in) throws TException {
      return readStruct(in, new MediaContentStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeStruct(out, MEDIA, media);
      writeStructs(out, IMAGES, images);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      if (fieldId == 1) {
        media = MediaStruct.read(in);
      } else {
        images = readStructs(in, ImageStruct::read);
      }
    }
  }
}
