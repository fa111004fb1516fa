package org.serbench.codec.protostuff;

import static org.serbench.codec.protostuff.ProtostuffCodec.orEmpty;

import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.protostuff.ImageBean;
import org.serbench.protostuff.MediaBean;
import org.serbench.protostuff.MediaContentBean;

/**
 * The {@code protostuff} codec's binding of jvm-serializers' MediaContent to the beans of {@code
 * src/main/protostuff/media.proto}.
 *
 * <p>The fields the model may leave null are optional and the others required, as in
 * jvm-serializers' media.proto, so a null survives as an absent field and a lost required field
 * fails the encoding. The schema's enum numbers are the model's ordinals.
 */
final class ProtostuffMedia extends ProtostuffCodec.BeanBinding<MediaContent, MediaContentBean> {
  private static final Player[] PLAYERS = Player.values();
  private static final Size[] SIZES = Size.values();

  ProtostuffMedia() {
    super(MediaContentBean.getSchema());
  }

  @Override
  public MediaContentBean create(MediaContent c) {
    Media m = c.getMedia();
    MediaBean media = new MediaBean();
    media.setUri(m.getUri());
    media.setTitle(m.getTitle());
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    media.setBitrate(m.getBitrate());
    media.setPersonList(m.getPersons());
    media.setPlayer(MediaBean.Player.valueOf(m.getPlayer().ordinal()));
    media.setCopyright(m.getCopyright());
    List<ImageBean> images = new ArrayList<>(c.getImages().size());
    for (Image i : c.getImages()) {
      ImageBean image = new ImageBean();
      image.setUri(i.getUri());
      image.setTitle(i.getTitle());
      image.setWidth(i.getWidth());
      image.setHeight(i.getHeight());
      image.setSize(ImageBean.Size.valueOf(i.getSize().ordinal()));
      images.add(image);
    }
    MediaContentBean content = new MediaContentBean();
    content.setMedia(media);
    content.setImageList(images);
    return content;
  }

  @Override
  public void readDeep(MediaContentBean c, FieldSink sink) {
    MediaBean m = c.getMedia();
    sink.consume(m.getUri());
    sink.consume(m.getTitle());
    sink.consume(m.getWidth());
    sink.consume(m.getHeight());
    sink.consume(m.getFormat());
    sink.consume(m.getDuration());
    sink.consume(m.getSize());
    sink.consume(m.getBitrate() == null ? -1 : m.getBitrate());
    List<String> persons = orEmpty(m.getPersonList());
    for (int i = 0, n = persons.size(); i < n; i++) {
      sink.consume(persons.get(i));
    }
    sink.consume(m.getPlayer().number);
    sink.consume(m.getCopyright());
    List<ImageBean> images = orEmpty(c.getImageList());
    for (int i = 0, n = images.size(); i < n; i++) {
      ImageBean image = images.get(i);
      sink.consume(image.getUri());
      sink.consume(image.getTitle());
      sink.consume(image.getWidth());
      sink.consume(image.getHeight());
      sink.consume(image.getSize().number);
    }
  }

  @Override
  public void readShallow(MediaContentBean c, FieldSink sink) {
    sink.consume(c.getMedia() != null);
    sink.consume(orEmpty(c.getImageList()).size());
  }

  @Override
  public MediaContent toModel(MediaContentBean c) {
    MediaBean m = c.getMedia();
    Media media = new Media();
    media.setUri(m.getUri());
    media.setTitle(m.getTitle());
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    media.setBitrate(m.getBitrate());
    media.setPersons(new ArrayList<>(orEmpty(m.getPersonList())));
    media.setPlayer(PLAYERS[m.getPlayer().number]);
    media.setCopyright(m.getCopyright());
    List<Image> images = new ArrayList<>();
    for (ImageBean i : orEmpty(c.getImageList())) {
      Image image = new Image();
      image.setUri(i.getUri());
      image.setTitle(i.getTitle());
      image.setWidth(i.getWidth());
      image.setHeight(i.getHeight());
      image.setSize(SIZES[i.getSize().number]);
      images.add(image);
    }
    return Models.mediaContent(media, images);
  }
}
