package org.serbench.codec.capnproto;

import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;
import org.serbench.capnp.MediaSchema;
import org.serbench.capnp.MediaSchema.ImageStruct;
import org.serbench.capnp.MediaSchema.MediaContentStruct;
import org.serbench.capnp.MediaSchema.MediaStruct;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.capnproto.CapnProtoCodec.Message;
import org.serbench.codec.capnproto.CapnProtoCodec.MessageBinding;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

/**
 * Cap'n Proto on jvm-serializers' MediaContent ({@code src/main/capnp/schema/media.capnp}).
 *
 * <p>A null string is a Text pointer left null, told by {@code has...()}: its getter would return
 * an empty Text. The nullable bitrate is a union whose default member is {@code absent}.
 */
final class CapnProtoMedia extends MessageBinding<MediaContent, MediaContentStruct.Reader> {

  CapnProtoMedia() {
    super(MediaContentStruct.factory);
  }

  @Override
  public Message<MediaContentStruct.Reader> create(MediaContent c) {
    MessageBuilder message = new MessageBuilder();
    MediaContentStruct.Builder root = message.initRoot(MediaContentStruct.factory);
    Media m = c.getMedia();
    MediaStruct.Builder media = root.initMedia();
    media.setUri(m.getUri());
    if (m.getTitle() != null) {
      media.setTitle(m.getTitle());
    }
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    if (m.getBitrate() != null) {
      media.getBitrate().setValue(m.getBitrate());
    }
    List<String> persons = m.getPersons();
    TextList.Builder personList = media.initPersons(persons.size());
    for (int i = 0, n = persons.size(); i < n; i++) {
      personList.set(i, new Text.Reader(persons.get(i)));
    }
    media.setPlayer(player(m.getPlayer()));
    if (m.getCopyright() != null) {
      media.setCopyright(m.getCopyright());
    }
    List<Image> images = c.getImages();
    StructList.Builder<ImageStruct.Builder> imageList = root.initImages(images.size());
    for (int i = 0, n = images.size(); i < n; i++) {
      Image image = images.get(i);
      ImageStruct.Builder b = imageList.get(i);
      b.setUri(image.getUri());
      if (image.getTitle() != null) {
        b.setTitle(image.getTitle());
      }
      b.setWidth(image.getWidth());
      b.setHeight(image.getHeight());
      b.setSize(size(image.getSize()));
    }
    return new Message<>(message, root.asReader());
  }

  @Override
  public void readDeep(Message<MediaContentStruct.Reader> value, FieldSink sink) {
    MediaContentStruct.Reader r = value.root();
    MediaStruct.Reader m = r.getMedia();
    sink.consume(m.getUri().toString());
    sink.consume(m.hasTitle() ? m.getTitle().toString() : null);
    sink.consume(m.getWidth());
    sink.consume(m.getHeight());
    sink.consume(m.getFormat().toString());
    sink.consume(m.getDuration());
    sink.consume(m.getSize());
    MediaStruct.Bitrate.Reader bitrate = m.getBitrate();
    sink.consume(bitrate.isValue() ? bitrate.getValue() : -1);
    TextList.Reader persons = m.getPersons();
    for (int i = 0, n = persons.size(); i < n; i++) {
      sink.consume(persons.get(i).toString());
    }
    sink.consume(m.getPlayer().ordinal());
    sink.consume(m.hasCopyright() ? m.getCopyright().toString() : null);
    StructList.Reader<ImageStruct.Reader> images = r.getImages();
    for (int i = 0, n = images.size(); i < n; i++) {
      ImageStruct.Reader image = images.get(i);
      sink.consume(image.getUri().toString());
      sink.consume(image.hasTitle() ? image.getTitle().toString() : null);
      sink.consume(image.getWidth());
      sink.consume(image.getHeight());
      sink.consume(image.getSize().ordinal());
    }
  }

  @Override
  public void readShallow(Message<MediaContentStruct.Reader> value, FieldSink sink) {
    MediaContentStruct.Reader r = value.root();
    sink.consume(r.hasMedia());
    sink.consume(r.getImages().size());
  }

  @Override
  public MediaContent toModel(Message<MediaContentStruct.Reader> value) {
    MediaContentStruct.Reader r = value.root();
    MediaStruct.Reader m = r.getMedia();
    Media media = new Media();
    media.setUri(m.getUri().toString());
    media.setTitle(m.hasTitle() ? m.getTitle().toString() : null);
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat().toString());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    MediaStruct.Bitrate.Reader bitrate = m.getBitrate();
    media.setBitrate(bitrate.isValue() ? bitrate.getValue() : null);
    TextList.Reader personList = m.getPersons();
    List<String> persons = new ArrayList<>(personList.size());
    for (int i = 0, n = personList.size(); i < n; i++) {
      persons.add(personList.get(i).toString());
    }
    media.setPersons(persons);
    media.setPlayer(player(m.getPlayer()));
    media.setCopyright(m.hasCopyright() ? m.getCopyright().toString() : null);
    StructList.Reader<ImageStruct.Reader> imageList = r.getImages();
    List<Image> images = new ArrayList<>(imageList.size());
    for (int i = 0, n = imageList.size(); i < n; i++) {
      ImageStruct.Reader struct = imageList.get(i);
      Image image = new Image();
      image.setUri(struct.getUri().toString());
      image.setTitle(struct.hasTitle() ? struct.getTitle().toString() : null);
      image.setWidth(struct.getWidth());
      image.setHeight(struct.getHeight());
      image.setSize(size(struct.getSize()));
      images.add(image);
    }
    return Models.mediaContent(media, images);
  }

  private static MediaSchema.Player player(Player p) {
    return switch (p) {
      case JAVA -> MediaSchema.Player.JAVA;
      case FLASH -> MediaSchema.Player.FLASH;
    };
  }

  private static Player player(MediaSchema.Player p) {
    return switch (p) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
      default -> throw new IllegalArgumentException("no Player for " + p);
    };
  }

  private static MediaSchema.Size size(Size s) {
    return switch (s) {
      case SMALL -> MediaSchema.Size.SMALL;
      case LARGE -> MediaSchema.Size.LARGE;
    };
  }

  private static Size size(MediaSchema.Size s) {
    return switch (s) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
      default -> throw new IllegalArgumentException("no Size for " + s);
    };
  }
}
