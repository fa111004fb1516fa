package org.serbench.codec.protobuf;

import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.proto.ImageMessage;
import org.serbench.proto.MediaContentMessage;
import org.serbench.proto.MediaMessage;

/**
 * The {@code protobuf} codec's binding of jvm-serializers' MediaContent to the messages of {@code
 * src/main/proto/media.proto}.
 *
 * <p>A null title, bitrate or copyright is an unset proto3 {@code optional} field, so it comes back
 * null rather than as an empty string or zero. The schema's enum numbers are the model's ordinals.
 */
final class ProtobufMedia extends ProtobufCodec.MessageBinding<MediaContent, MediaContentMessage> {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  ProtobufMedia() {
    super(MediaContentMessage.parser());
  }

  @Override
  public MediaContentMessage create(MediaContent c) {
    MediaContentMessage.Builder b = MediaContentMessage.newBuilder().setMedia(media(c.getMedia()));
    for (Image image : c.getImages()) {
      b.addImage(image(image));
    }
    return b.build();
  }

  private static MediaMessage media(Media m) {
    MediaMessage.Builder b =
        MediaMessage.newBuilder()
            .setUri(m.getUri())
            .setWidth(m.getWidth())
            .setHeight(m.getHeight())
            .setFormat(m.getFormat())
            .setDuration(m.getDuration())
            .setSize(m.getSize())
            .addAllPerson(m.getPersons())
            .setPlayerValue(m.getPlayer().ordinal());
    if (m.getTitle() != null) {
      b.setTitle(m.getTitle());
    }
    if (m.getBitrate() != null) {
      b.setBitrate(m.getBitrate());
    }
    if (m.getCopyright() != null) {
      b.setCopyright(m.getCopyright());
    }
    return b.build();
  }

  private static ImageMessage image(Image i) {
    ImageMessage.Builder b =
        ImageMessage.newBuilder()
            .setUri(i.getUri())
            .setWidth(i.getWidth())
            .setHeight(i.getHeight())
            .setSizeValue(i.getSize().ordinal());
    if (i.getTitle() != null) {
      b.setTitle(i.getTitle());
    }
    return b.build();
  }

  @Override
  public void readDeep(MediaContentMessage c, FieldSink sink) {
    MediaMessage m = c.getMedia();
    sink.consume(m.getUri());
    sink.consume(m.hasTitle() ? m.getTitle() : null);
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
    sink.consume(m.hasCopyright() ? m.getCopyright() : null);
    for (int i = 0, n = c.getImageCount(); i < n; i++) {
      ImageMessage image = c.getImage(i);
      sink.consume(image.getUri());
      sink.consume(image.hasTitle() ? image.getTitle() : null);
      sink.consume(image.getWidth());
      sink.consume(image.getHeight());
      sink.consume(image.getSize().getNumber());
    }
  }

  @Override
  public void readShallow(MediaContentMessage c, FieldSink sink) {
    sink.consume(c.hasMedia());
    sink.consume(c.getImageCount());
  }

  @Override
  public MediaContent toModel(MediaContentMessage c) {
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
    media.setPersons(new ArrayList<>(m.getPersonList()));
    media.setPlayer(PLAYERS[m.getPlayerValue()]);
    media.setCopyright(m.hasCopyright() ? m.getCopyright() : null);
    List<Image> images = new ArrayList<>(c.getImageCount());
    for (ImageMessage i : c.getImageList()) {
      Image image = new Image();
      image.setUri(i.getUri());
      image.setTitle(i.hasTitle() ? i.getTitle() : null);
      image.setWidth(i.getWidth());
      image.setHeight(i.getHeight());
      image.setSize(SIZES[i.getSizeValue()]);
      images.add(image);
    }
    return Models.mediaContent(media, images);
  }
}
