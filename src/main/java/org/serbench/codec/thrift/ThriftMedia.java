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
import org.serbench.codec.thrift.ThriftMediaStructs.VisualStruct;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

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
    visual(media, m);
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
      visual(image, i);
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
    readVisual(m, sink);
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
      readVisual(image, sink);
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
    visual(m, s);
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
      visual(image, i);
      image.setSize(Size.valueOf(i.size.name()));
      images.add(image);
    }
    return Models.mediaContent(m, images);
  }

  private static void visual(VisualStruct s, Visual v) {
    s.uri = v.getUri();
    s.title = v.getTitle();
    s.width = v.getWidth();
    s.height = v.getHeight();
  }

  private static void visual(Visual v, VisualStruct s) {
    v.setUri(s.uri);
    v.setTitle(s.title);
    v.setWidth(s.width);
    v.setHeight(s.height);
  }

  private static void readVisual(VisualStruct s, FieldSink sink) {
    sink.consume(s.uri);
    sink.consume(s.title);
    sink.consume(s.width);
    sink.consume(s.height);
  }
}
