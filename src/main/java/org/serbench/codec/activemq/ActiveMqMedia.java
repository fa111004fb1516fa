package org.serbench.codec.activemq;

import java.util.ArrayList;
import java.util.List;
import org.serbench.activemq.ImageMessage;
import org.serbench.activemq.ImageMessage.ImageMessageBean;
import org.serbench.activemq.MediaContentMessage.MediaContentMessageBean;
import org.serbench.activemq.MediaContentMessage.MediaContentMessageBuffer;
import org.serbench.activemq.MediaMessage;
import org.serbench.activemq.MediaMessage.MediaMessageBean;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

/**
 * The {@code protobuf/activemq+alt} codec's binding of jvm-serializers' MediaContent to the
 * messages of {@code src/main/activemq-protobuf/media.proto}.
 *
 * <p>A null title, bitrate or copyright is an optional field left unset, so its {@code has} method
 * tells it apart from an empty string or a zero. The schema's enum numbers are the model's
 * ordinals.
 */
final class ActiveMqMedia
    extends ActiveMqProtobufCodec.BufferBinding<MediaContent, MediaContentMessageBuffer> {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  ActiveMqMedia() {
    super(MediaContentMessageBuffer::parseUnframed);
  }

  @Override
  public MediaContentMessageBuffer create(MediaContent c) {
    Media m = c.getMedia();
    MediaMessageBean media =
        new MediaMessageBean()
            .setUri(m.getUri())
            .setWidth(m.getWidth())
            .setHeight(m.getHeight())
            .setFormat(m.getFormat())
            .setDuration(m.getDuration())
            .setSize(m.getSize())
            .addAllPerson(m.getPersons())
            .setPlayer(MediaMessage.Player.valueOf(m.getPlayer().ordinal()));
    if (m.getTitle() != null) {
      media.setTitle(m.getTitle());
    }
    if (m.getBitrate() != null) {
      media.setBitrate(m.getBitrate());
    }
    if (m.getCopyright() != null) {
      media.setCopyright(m.getCopyright());
    }
    MediaContentMessageBean b = new MediaContentMessageBean().setMedia(media.freeze());
    for (Image i : c.getImages()) {
      ImageMessageBean image =
          new ImageMessageBean()
              .setUri(i.getUri())
              .setWidth(i.getWidth())
              .setHeight(i.getHeight())
              .setSize(ImageMessage.Size.valueOf(i.getSize().ordinal()));
      if (i.getTitle() != null) {
        image.setTitle(i.getTitle());
      }
      b.addImage(image.freeze());
    }
    return b.freeze();
  }

  @Override
  public void readDeep(MediaContentMessageBuffer c, FieldSink sink) {
    MediaMessage m = c.getMedia();
    sink.consume(m.getUri());
    sink.consume(m.getTitle());
    sink.consume(m.getWidth());
    sink.consume(m.getHeight());
    sink.consume(m.getFormat());
    sink.consume(m.getDuration());
    sink.consume(m.getSize());
    sink.consume(m.hasBitrate() ? m.getBitrate() : -1);
    for (int i = 0, n = m.getPersonCount(); i < n; i++) {
      sink.consume(m.getPerson(i));
    }
    sink.consume(m.getPlayer().getNumber());
    sink.consume(m.getCopyright());
    for (int i = 0, n = c.getImageCount(); i < n; i++) {
      ImageMessage image = c.getImage(i);
      sink.consume(image.getUri());
      sink.consume(image.getTitle());
      sink.consume(image.getWidth());
      sink.consume(image.getHeight());
      sink.consume(image.getSize().getNumber());
    }
  }

  @Override
  public void readShallow(MediaContentMessageBuffer c, FieldSink sink) {
    sink.consume(c.hasMedia());
    sink.consume(c.getImageCount());
  }

  @Override
  public MediaContent toModel(MediaContentMessageBuffer c) {
    MediaMessage m = c.getMedia();
    Media media = new Media();
    media.setUri(m.getUri());
    media.setTitle(m.hasTitle() ? m.getTitle() : null);
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    media.setBitrate(m.hasBitrate() ? m.getBitrate() : null);
    List<String> persons = new ArrayList<>(m.getPersonCount());
    for (int i = 0, n = m.getPersonCount(); i < n; i++) {
      persons.add(m.getPerson(i));
    }
    media.setPersons(persons);
    media.setPlayer(PLAYERS[m.getPlayer().getNumber()]);
    media.setCopyright(m.hasCopyright() ? m.getCopyright() : null);
    List<Image> images = new ArrayList<>(c.getImageCount());
    for (int i = 0, n = c.getImageCount(); i < n; i++) {
      ImageMessage im = c.getImage(i);
      Image image = new Image();
      image.setUri(im.getUri());
      image.setTitle(im.hasTitle() ? im.getTitle() : null);
      image.setWidth(im.getWidth());
      image.setHeight(im.getHeight());
      image.setSize(SIZES[im.getSize().getNumber()]);
      images.add(image);
    }
    return Models.mediaContent(media, images);
  }
}
