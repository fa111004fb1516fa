package org.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocolFactory;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.thrift.ThriftMediaStructs.ImageStruct;
import org.serbench.codec.thrift.ThriftMediaStructs.MediaContentStruct;
import org.serbench.codec.thrift.ThriftMediaStructs.MediaStruct;
import org.serbench.codec.thrift.ThriftMediaStructs.PlayerEnum;
import org.serbench.codec.thrift.ThriftMediaStructs.SizeEnum;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;

/**
 * The thrift binding of MediaContent, on the structs of {@link ThriftMediaStructs}: a null title or
 * copyright is an unset optional string, a null bitrate an unset optional {@code i32}.
 */
final class ThriftMedia extends ThriftCodec.StructBinding<MediaContent, MediaContentStruct> {

  ThriftMedia(TProtocolFactory protocols) throws TException {
    super(protocols, MediaContentStruct::read);
  }

  @Override
  public MediaContentStruct create(MediaContent c) {
    Media m = c.getMedia();
    MediaStruct media = new MediaStruct();
    media.uri = m.getUri();
    media.title = m.getTitle();
    media.width = m.getWidth();
    media.height = m.getHeight();
    media.format = m.getFormat();
    media.duration = m.getDuration();
    media.size = m.getSize();
    if (m.getBitrate() != null) {
      media.bitrate = m.getBitrate();
      media.bitrateIsSet = true;
    }
    media.persons = m.getPersons();
    media.player =
        switch (m.getPlayer()) {
          case JAVA -> PlayerEnum.JAVA;
          case FLASH -> PlayerEnum.FLASH;
        };
    media.copyright = m.getCopyright();
    MediaContentStruct s = new MediaContentStruct();
    s.media = media;
    s.images = new ArrayList<>(c.getImages().size());
    for (Image i : c.getImages()) {
      ImageStruct image = new ImageStruct();
      image.uri = i.getUri();
      image.title = i.getTitle();
      image.width = i.getWidth();
      image.height = i.getHeight();
      image.size =
          switch (i.getSize()) {
            case SMALL -> SizeEnum.SMALL;
            case LARGE -> SizeEnum.LARGE;
          };
      s.images.add(image);
    }
    return s;
  }

  @Override
  public void readDeep(MediaContentStruct c, FieldSink sink) {
    MediaStruct m = c.media;
    sink.consume(m.uri);
    sink.consume(m.title);
    sink.consume(m.width);
    sink.consume(m.height);
    sink.consume(m.format);
    sink.consume(m.duration);
    sink.consume(m.size);
    sink.consume(m.bitrateIsSet ? m.bitrate : -1);
    List<String> persons = m.persons;
    for (int i = 0, n = persons.size(); i < n; i++) {
      sink.consume(persons.get(i));
    }
    sink.consume(m.player.getValue());
    sink.consume(m.copyright);
    List<ImageStruct> images = c.images;
    for (int i = 0, n = images.size(); i < n; i++) {
      ImageStruct image = images.get(i);
      sink.consume(image.uri);
      sink.consume(image.title);
      sink.consume(image.width);
      sink.consume(image.height);
      sink.consume(image.size.getValue());
    }
  }

  @Override
  public void readShallow(MediaContentStruct c, FieldSink sink) {
    sink.consume(c.media != null);
    sink.consume(c.images.size());
  }

  @Override
  public MediaContent toModel(MediaContentStruct c) {
    MediaStruct s = c.media;
    Media m = new Media();
    m.setUri(s.uri);
    m.setTitle(s.title);
    m.setWidth(s.width);
    m.setHeight(s.height);
    m.setFormat(s.format);
    m.setDuration(s.duration);
    m.setSize(s.size);
    m.setBitrate(s.bitrateIsSet ? s.bitrate : null);
    m.setPersons(s.persons);
    m.setPlayer(Player.valueOf(s.player.name()));
    m.setCopyright(s.copyright);
    List<Image> images = new ArrayList<>(c.images.size());
    for (ImageStruct i : c.images) {
      Image image = new Image();
      image.setUri(i.uri);
      image.setTitle(i.title);
      image.setWidth(i.width);
      image.setHeight(i.height);
      image.setSize(Size.valueOf(i.size.name()));
      images.add(image);
    }
    return Models.mediaContent(m, images);
  }
}
