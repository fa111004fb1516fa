package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftStructs.known;
import static org.serbench.codec.thrift.ThriftStructs.readStrings;
import static org.serbench.codec.thrift.ThriftStructs.readStructs;
import static org.serbench.codec.thrift.ThriftStructs.writeEnum;
import static org.serbench.codec.thrift.ThriftStructs.writeI32;
import static org.serbench.codec.thrift.ThriftStructs.writeI64;
import static org.serbench.codec.thrift.ThriftStructs.writeString;
import static org.serbench.codec.thrift.ThriftStructs.writeStrings;
import static org.serbench.codec.thrift.ThriftStructs.writeStructs;

import java.util.List;
import org.apache.thrift.TEnum;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.serbench.codec.thrift.ThriftStructs.Struct;

/**
 * The structs of {@code src/main/thrift/media.thrift}, written by hand as the thrift compiler would
 * generate them (see {@link ThriftStructs}).
 *
 * <p>An optional string is unset when it is {@code null}; the optional {@code i32} has a flag of
 * its own, as generated code keeps an isset bit. An enum travels as its {@code i32} value.
 */
final class ThriftMediaStructs {
  private ThriftMediaStructs() {}

  /** {@code enum Player}. */
  enum PlayerEnum implements TEnum {
    JAVA(0),
    FLASH(1);

    private final int value;

    PlayerEnum(int value) {
      this.value = value;
    }

    @Override
    public int getValue() {
      return value;
    }

    /** The constant of a wire value, {@code null} for one this schema does not know. */
    static PlayerEnum findByValue(int value) {
      return switch (value) {
        case 0 -> JAVA;
        case 1 -> FLASH;
        default -> null;
      };
    }
  }

  /** {@code enum Size}. */
  enum SizeEnum implements TEnum {
    SMALL(0),
    LARGE(1);

    private final int value;

    SizeEnum(int value) {
      this.value = value;
    }

    @Override
    public int getValue() {
      return value;
    }

    /** The constant of a wire value, {@code null} for one this schema does not know. */
    static SizeEnum findByValue(int value) {
      return switch (value) {
        case 0 -> SMALL;
        case 1 -> LARGE;
        default -> null;
      };
    }
  }

  /** {@code struct Image}. */
  static final class ImageStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Image");
    private static final TField URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField HEIGHT = new TField("height", TType.I32, (short) 4);
    private static final TField SIZE = new TField("size", TType.I32, (short) 5);
    private static final TField[] FIELDS = {null, URI, TITLE, WIDTH, HEIGHT, SIZE};

    String uri;
    String title;
    int width;
    int height;
    SizeEnum size;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeString(out, URI, uri);
      writeString(out, TITLE, title);
      writeI32(out, WIDTH, width);
      writeI32(out, HEIGHT, height);
      writeEnum(out, SIZE, size);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static ImageStruct read(TProtocol in) throws TException {
      ImageStruct s = new ImageStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else {
          switch (field.id) {
            case 1 -> s.uri = in.readString();
            case 2 -> s.title = in.readString();
            case 3 -> s.width = in.readI32();
            case 4 -> s.height = in.readI32();
            default -> s.size = SizeEnum.findByValue(in.readI32());
          }
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct Media}. */
  static final class MediaStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Media");
    private static final TField URI = new TField("uri", TType.STRING, (short) 1);
    private static final TField TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField WIDTH = new TField("width", TType.I32, (short) 3);
    private static final TField HEIGHT = new TField("height", TType.I32, (short) 4);
    private static final TField FORMAT = new TField("format", TType.STRING, (short) 5);
    private static final TField DURATION = new TField("duration", TType.I64, (short) 6);
    private static final TField SIZE = new TField("size", TType.I64, (short) 7);
    private static final TField BITRATE = new TField("bitrate", TType.I32, (short) 8);
    private static final TField PERSONS = new TField("persons", TType.LIST, (short) 9);
    private static final TField PLAYER = new TField("player", TType.I32, (short) 10);
    private static final TField COPYRIGHT = new TField("copyright", TType.STRING, (short) 11);
    private static final TField[] FIELDS = {
      null, URI, TITLE, WIDTH, HEIGHT, FORMAT, DURATION, SIZE, BITRATE, PERSONS, PLAYER, COPYRIGHT
    };

    String uri;
    String title;
    int width;
    int height;
    String format;
    long duration;
    long size;
    int bitrate;
    boolean bitrateIsSet;
    List<String> persons;
    PlayerEnum player;
    String copyright;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeString(out, URI, uri);
      writeString(out, TITLE, title);
      writeI32(out, WIDTH, width);
      writeI32(out, HEIGHT, height);
      writeString(out, FORMAT, format);
      writeI64(out, DURATION, duration);
      writeI64(out, SIZE, size);
      if (bitrateIsSet) {
        writeI32(out, BITRATE, bitrate);
      }
      writeStrings(out, PERSONS, persons);
      writeEnum(out, PLAYER, player);
      writeString(out, COPYRIGHT, copyright);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static MediaStruct read(TProtocol in) throws TException {
      MediaStruct s = new MediaStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else {
          switch (field.id) {
            case 1 -> s.uri = in.readString();
            case 2 -> s.title = in.readString();
            case 3 -> s.width = in.readI32();
            case 4 -> s.height = in.readI32();
            case 5 -> s.format = in.readString();
            case 6 -> s.duration = in.readI64();
            case 7 -> s.size = in.readI64();
            case 8 -> {
              s.bitrate = in.readI32();
              s.bitrateIsSet = true;
            }
            case 9 -> s.persons = readStrings(in);
            case 10 -> s.player = PlayerEnum.findByValue(in.readI32());
            default -> s.copyright = in.readString();
          }
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct MediaContent}. */
  static final class MediaContentStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("MediaContent");
    private static final TField MEDIA = new TField("media", TType.STRUCT, (short) 1);
    private static final TField IMAGES = new TField("images", TType.LIST, (short) 2);
    private static final TField[] FIELDS = {null, MEDIA, IMAGES};

    MediaStruct media;
    List<ImageStruct> images;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      if (media != null) {
        out.writeFieldBegin(MEDIA);
        media.write(out);
        out.writeFieldEnd();
      }
      writeStructs(out, IMAGES, images);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static MediaContentStruct read(TProtocol in) throws TException {
      MediaContentStruct s = new MediaContentStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else if (field.id == 1) {
          s.media = MediaStruct.read(in);
        } else {
          s.images = readStructs(in, ImageStruct::read);
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }
}
