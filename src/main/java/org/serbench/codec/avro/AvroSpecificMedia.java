package org.serbench.codec.avro;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.serbench.avro.ImageRecord;
import org.serbench.avro.MediaContentRecord;
import org.serbench.avro.MediaRecord;
import org.serbench.avro.PlayerEnum;
import org.serbench.avro.SizeEnum;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

/**
 * The avro-specific binding of MediaContent, on the records generated from {@code media.avsc}.
 *
 * <p>A nullable title, bitrate or copyright is a union with null, which the generated class holds
 * as a {@code null} {@code CharSequence} or {@code Integer}.
 */
final class AvroSpecificMedia
    extends AvroSpecificCodec.RecordBinding<MediaContent, MediaContentRecord> {

  AvroSpecificMedia() {
    super(MediaContentRecord.class);
  }

  @Override
  public MediaContentRecord create(MediaContent c) {
    Media m = c.getMedia();
    MediaRecord media = new MediaRecord();
    media.setUri(m.getUri());
    media.setTitle(m.getTitle());
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    media.setBitrate(m.getBitrate());
    media.setPersons(Collections.unmodifiableList(m.getPersons()));
    media.setPlayer(
        switch (m.getPlayer()) {
          case JAVA -> PlayerEnum.JAVA;
          case FLASH -> PlayerEnum.FLASH;
        });
    media.setCopyright(m.getCopyright());
    List<ImageRecord> images = new ArrayList<>(c.getImages().size());
    for (Image i : c.getImages()) {
      ImageRecord image = new ImageRecord();
      image.setUri(i.getUri());
      image.setTitle(i.getTitle());
      image.setWidth(i.getWidth());
      image.setHeight(i.getHeight());
      image.setSize(
          switch (i.getSize()) {
            case SMALL -> SizeEnum.SMALL;
            case LARGE -> SizeEnum.LARGE;
          });
      images.add(image);
    }
    return new MediaContentRecord(media, images);
  }

  @Override
  public void readDeep(MediaContentRecord c, FieldSink sink) {
    MediaRecord m = c.getMedia();
    consume(m.getUri(), sink);
    consume(m.getTitle(), sink);
    sink.consume(m.getWidth());
    sink.consume(m.getHeight());
    consume(m.getFormat(), sink);
    sink.consume(m.getDuration());
    sink.consume(m.getSize());
    sink.consume(m.getBitrate() == null ? -1 : m.getBitrate());
    List<CharSequence> persons = m.getPersons();
    for (int i = 0, n = persons.size(); i < n; i++) {
      consume(persons.get(i), sink);
    }
    sink.consume(m.getPlayer().ordinal());
    consume(m.getCopyright(), sink);
    List<ImageRecord> images = c.getImages();
    for (int i = 0, n = images.size(); i < n; i++) {
      ImageRecord image = images.get(i);
      consume(image.getUri(), sink);
      consume(image.getTitle(), sink);
      sink.consume(image.getWidth());
      sink.consume(image.getHeight());
      sink.consume(image.getSize().ordinal());
    }
  }

  @Override
  public void readShallow(MediaContentRecord c, FieldSink sink) {
    sink.consume(c.getMedia() != null);
    sink.consume(c.getImages().size());
  }

  @Override
  public MediaContent toModel(MediaContentRecord c) {
    MediaRecord r = c.getMedia();
    Media m = new Media();
    m.setUri(string(r.getUri()));
    m.setTitle(string(r.getTitle()));
    m.setWidth(r.getWidth());
    m.setHeight(r.getHeight());
    m.setFormat(string(r.getFormat()));
    m.setDuration(r.getDuration());
    m.setSize(r.getSize());
    m.setBitrate(r.getBitrate());
    m.setPersons(strings(r.getPersons()));
    m.setPlayer(Player.valueOf(r.getPlayer().name()));
    m.setCopyright(string(r.getCopyright()));
    List<Image> images = new ArrayList<>(c.getImages().size());
    for (ImageRecord i : c.getImages()) {
      Image image = new Image();
      image.setUri(string(i.getUri()));
      image.setTitle(string(i.getTitle()));
      image.setWidth(i.getWidth());
      image.setHeight(i.getHeight());
      image.setSize(Size.valueOf(i.getSize().name()));
      images.add(image);
    }
    return Models.mediaContent(m, images);
  }
}
