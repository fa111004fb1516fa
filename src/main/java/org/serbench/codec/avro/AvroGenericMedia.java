package org.serbench.codec.avro;

import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.serbench.avro.MediaContentRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * The avro-generic binding of MediaContent, on the schema of {@code media.avsc}.
 *
 * <p>A nullable field is a union with null: the record holds {@code null} or the value. The enum
 * symbols are made once per model constant, as an application would keep them.
 */
final class AvroGenericMedia extends AvroGenericCodec.RecordBinding<MediaContent> {
  private static final Schema CONTENT = MediaContentRecord.getClassSchema();
  private static final Schema MEDIA = CONTENT.getField("media").schema();
  private static final Schema IMAGE = items(CONTENT, "images");
  private static final Schema PLAYER = MEDIA.getField("player").schema();
  private static final Schema SIZE = IMAGE.getField("size").schema();
  private static final int CONTENT_MEDIA = pos(CONTENT, "media");
  private static final int CONTENT_IMAGES = pos(CONTENT, "images");
  private static final int MEDIA_FORMAT = pos(MEDIA, "format");
  private static final int MEDIA_DURATION = pos(MEDIA, "duration");
  private static final int MEDIA_SIZE = pos(MEDIA, "size");
  private static final int MEDIA_BITRATE = pos(MEDIA, "bitrate");
  private static final int MEDIA_PERSONS = pos(MEDIA, "persons");
  private static final int MEDIA_PLAYER = pos(MEDIA, "player");
  private static final int MEDIA_COPYRIGHT = pos(MEDIA, "copyright");
  private static final int IMAGE_SIZE = pos(IMAGE, "size");
  // The fields of a Media's and an Image's record that their Visual holds, at the same positions in
  // both records.
  private static final int URI = visualPos("uri");
  private static final int TITLE = visualPos("title");
  private static final int WIDTH = visualPos("width");
  private static final int HEIGHT = visualPos("height");

  private final GenericData.EnumSymbol[] players =
      new GenericData.EnumSymbol[Player.values().length];
  private final GenericData.EnumSymbol[] sizes = new GenericData.EnumSymbol[Size.values().length];

  AvroGenericMedia() {
    super(CONTENT);
    for (Player p : Player.values()) {
      players[p.ordinal()] = new GenericData.EnumSymbol(PLAYER, p.name());
    }
    for (Size s : Size.values()) {
      sizes[s.ordinal()] = new GenericData.EnumSymbol(SIZE, s.name());
    }
  }

  @Override
  public GenericRecord create(MediaContent c) {
    Media m = c.getMedia();
    GenericRecord media = new GenericData.Record(MEDIA);
    putVisual(media, m);
    media.put(MEDIA_FORMAT, m.getFormat());
    media.put(MEDIA_DURATION, m.getDuration());
    media.put(MEDIA_SIZE, m.getSize());
    media.put(MEDIA_BITRATE, m.getBitrate());
    media.put(MEDIA_PERSONS, m.getPersons());
    media.put(MEDIA_PLAYER, players[m.getPlayer().ordinal()]);
    media.put(MEDIA_COPYRIGHT, m.getCopyright());
    List<GenericRecord> images = new ArrayList<>(c.getImages().size());
    for (Image i : c.getImages()) {
      GenericRecord image = new GenericData.Record(IMAGE);
      putVisual(image, i);
      image.put(IMAGE_SIZE, sizes[i.getSize().ordinal()]);
      images.add(image);
    }
    GenericRecord content = new GenericData.Record(CONTENT);
    content.put(CONTENT_MEDIA, media);
    content.put(CONTENT_IMAGES, images);
    return content;
  }

  @Override
  public void readDeep(GenericRecord c, FieldSink sink) {
    GenericRecord m = (GenericRecord) c.get(CONTENT_MEDIA);
    readVisual(m, sink);
    consumeString(m.get(MEDIA_FORMAT), sink);
    sink.consume((Long) m.get(MEDIA_DURATION));
    sink.consume((Long) m.get(MEDIA_SIZE));
    Integer bitrate = (Integer) m.get(MEDIA_BITRATE);
    sink.consume(bitrate == null ? -1 : bitrate);
    List<?> persons = (List<?>) m.get(MEDIA_PERSONS);
    for (int i = 0, n = persons.size(); i < n; i++) {
      consumeString(persons.get(i), sink);
    }
    sink.consume(PLAYER.getEnumOrdinal(m.get(MEDIA_PLAYER).toString()));
    consumeString(m.get(MEDIA_COPYRIGHT), sink);
    List<?> images = (List<?>) c.get(CONTENT_IMAGES);
    for (int i = 0, n = images.size(); i < n; i++) {
      GenericRecord image = (GenericRecord) images.get(i);
      readVisual(image, sink);
      sink.consume(SIZE.getEnumOrdinal(image.get(IMAGE_SIZE).toString()));
    }
  }

  @Override
  public void readShallow(GenericRecord c, FieldSink sink) {
    sink.consume(c.get(CONTENT_MEDIA) != null);
    sink.consume(((List<?>) c.get(CONTENT_IMAGES)).size());
  }

  @Override
  public MediaContent toModel(GenericRecord c) {
    GenericRecord r = (GenericRecord) c.get(CONTENT_MEDIA);
    Media m = new Media();
    visual(m, r);
    m.setFormat(string(r.get(MEDIA_FORMAT)));
    m.setDuration((Long) r.get(MEDIA_DURATION));
    m.setSize((Long) r.get(MEDIA_SIZE));
    m.setBitrate((Integer) r.get(MEDIA_BITRATE));
    m.setPersons(strings((List<?>) r.get(MEDIA_PERSONS)));
    m.setPlayer(Player.valueOf(r.get(MEDIA_PLAYER).toString()));
    m.setCopyright(string(r.get(MEDIA_COPYRIGHT)));
    List<?> records = (List<?>) c.get(CONTENT_IMAGES);
    List<Image> images = new ArrayList<>(records.size());
    for (Object o : records) {
      GenericRecord i = (GenericRecord) o;
      Image image = new Image();
      visual(image, i);
      image.setSize(Size.valueOf(i.get(IMAGE_SIZE).toString()));
      images.add(image);
    }
    return Models.mediaContent(m, images);
  }

  private static int visualPos(String field) {
    int pos = pos(MEDIA, field);
    if (pos(IMAGE, field) != pos) {
      throw new IllegalStateException(field + " is not at the same position in Media and Image");
    }
    return pos;
  }

  private static void putVisual(GenericRecord r, Visual v) {
    r.put(URI, v.getUri());
    r.put(TITLE, v.getTitle());
    r.put(WIDTH, v.getWidth());
    r.put(HEIGHT, v.getHeight());
  }

  private static void readVisual(GenericRecord r, FieldSink sink) {
    consumeString(r.get(URI), sink);
    consumeString(r.get(TITLE), sink);
    sink.consume((Integer) r.get(WIDTH));
    sink.consume((Integer) r.get(HEIGHT));
  }

  private static void visual(Visual v, GenericRecord r) {
    v.setUri(string(r.get(URI)));
    v.setTitle(string(r.get(TITLE)));
    v.setWidth((Integer) r.get(WIDTH));
    v.setHeight((Integer) r.get(HEIGHT));
  }
}
