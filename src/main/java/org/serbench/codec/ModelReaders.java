package org.serbench.codec;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.gadget.Holder;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Visual;
import org.serbench.model.xson.AllTypes;
import org.serbench.model.xson.Child;
import org.serbench.model.xson.CircleA;
import org.serbench.model.xson.Ints255;
import org.serbench.model.xson.LargeObject;
import org.serbench.model.xson.Parent;
import org.serbench.model.xson.ParentChildArray;
import org.serbench.model.xson.ParentChildList;

/**
 * Hand-written reads of the model classes, for codecs whose native type is the model: the deep read
 * ("+deep") of every field, and the shallow read ("+shal") of the root object's own fields.
 *
 * <p>Hand-written rather than reflective so that a POJO codec's "deser" pays no more for the read
 * than a schema codec pays for walking its generated message. A shallow read takes the root's
 * scalars and strings and the size of each collection, without entering nested objects: what a lazy
 * decoder must produce to answer the first question asked of a message. Values of JDK types (a
 * {@code BigDecimal}, a {@code UUID}, a date) are taken by their hash code, which makes them whole.
 */
public final class ModelReaders {

  /** Reads fields of a model object into a sink. */
  @FunctionalInterface
  public interface Reader<M> {
    void read(M value, FieldSink sink);
  }

  /** The package of the fidelity probes' classes. */
  private static final String PROBES = "org.serbench.model.probe";

  private ModelReaders() {}

  /**
   * The deep read of a class: the hand-written one of a model class, else the reflective one of
   * {@link GenericReaders}, which a user's own classes get.
   */
  @SuppressWarnings("unchecked")
  public static <M> Reader<M> deep(Class<M> type) {
    Reader<?> reader = pick(type, true);
    return reader != null ? (Reader<M>) reader : GenericReaders.deep(type);
  }

  /** The shallow read of a class: hand-written for a model class, else reflective. */
  @SuppressWarnings("unchecked")
  public static <M> Reader<M> shallow(Class<M> type) {
    Reader<?> reader = pick(type, false);
    return reader != null ? (Reader<M>) reader : GenericReaders.shallow(type);
  }

  /** The hand-written read of a model class, or null for a class of no data set of the suite. */
  private static Reader<?> pick(Class<?> type, boolean deep) {
    if (type == Holder.class) {
      // The gadget probe's holder is decoded, never timed: the hash code reads its one value.
      return (Reader<Holder>) (v, sink) -> sink.consume(v.hashCode());
    }
    if (type == TestObject.class) {
      return either(deep, ModelReaders::readTestObject, ModelReaders::shallowTestObject);
    }
    if (type == MediaContent.class) {
      return either(deep, ModelReaders::readMediaContent, ModelReaders::shallowMediaContent);
    }
    if (type == Younglings.class) {
      return either(
          deep,
          ModelReaders::readYounglings,
          (Younglings v, FieldSink sink) -> size(v.getJedi(), sink));
    }
    if (type == Padawans.class) {
      return either(
          deep,
          ModelReaders::readPadawans,
          (Padawans v, FieldSink sink) -> size(v.getJedi(), sink));
    }
    if (type == Masters.class) {
      return either(
          deep, ModelReaders::readMasters, (Masters v, FieldSink sink) -> size(v.getJedi(), sink));
    }
    if (type == Ints255.class) {
      return (Reader<Ints255>) ModelReaders::readInts255;
    }
    if (type == AllTypes.class) {
      return either(deep, ModelReaders::readAllTypes, ModelReaders::shallowAllTypes);
    }
    if (type == ParentChildArray.class) {
      return either(
          deep,
          ModelReaders::readParentChildArray,
          (ParentChildArray v, FieldSink sink) -> sink.consume(v.getMembers().length));
    }
    if (type == ParentChildList.class) {
      return either(
          deep,
          ModelReaders::readParentChildList,
          (ParentChildList v, FieldSink sink) -> size(v.getMembers(), sink));
    }
    if (type == CircleA.class) {
      return (Reader<CircleA>) ModelReaders::readCircle;
    }
    if (type == LargeObject.class) {
      return either(deep, ModelReaders::readLarge, ModelReaders::shallowLarge);
    }
    if (type.getPackageName().equals(PROBES)) {
      // The safety page's fidelity probes are round-tripped, never timed: their hash codes read
      // every field, deep and shallow alike.
      return (Reader<Object>) (value, sink) -> sink.consume(value.hashCode());
    }
    return null;
  }

  /** The deep or the shallow read of one class. */
  private static <M> Reader<M> either(boolean deep, Reader<M> deepRead, Reader<M> shallowRead) {
    return deep ? deepRead : shallowRead;
  }

  /** The shallow read of a root whose one field is a list: its size. */
  private static void size(List<?> list, FieldSink sink) {
    sink.consume(list.size());
  }

  static void readTestObject(TestObject o, FieldSink sink) {
    sink.consume(o.isBooleanValue());
    sink.consume(o.getIntValue());
    sink.consume(o.getDoubleValue());
    sink.consume(o.getLongValue());
    sink.consume(o.getStringValue());
    for (String s : o.getStringArray()) {
      sink.consume(s);
    }
    readInstant(o.getInstant(), sink);
    readNested(o.getNestedObject(), sink);
    for (NestedObject n : o.getNestedObjects()) {
      readNested(n, sink);
    }
  }

  static void shallowTestObject(TestObject o, FieldSink sink) {
    sink.consume(o.isBooleanValue());
    sink.consume(o.getIntValue());
    sink.consume(o.getDoubleValue());
    sink.consume(o.getLongValue());
    sink.consume(o.getStringValue());
    sink.consume(o.getStringArray().length);
    readInstant(o.getInstant(), sink);
    sink.consume(o.getNestedObject() != null);
    sink.consume(o.getNestedObjects().size());
  }

  private static void readNested(NestedObject n, FieldSink sink) {
    List<Instant> instants = n.getInstants();
    for (int i = 0, size = instants.size(); i < size; i++) {
      readInstant(instants.get(i), sink);
    }
  }

  private static void readInstant(Instant instant, FieldSink sink) {
    sink.consume(instant.getEpochSecond());
    sink.consume(instant.getNano());
  }

  static void readMediaContent(MediaContent c, FieldSink sink) {
    Media m = c.getMedia();
    readVisual(m, sink);
    sink.consume(m.getFormat());
    sink.consume(m.getDuration());
    sink.consume(m.getSize());
    sink.consume(m.getBitrate() == null ? -1 : m.getBitrate());
    for (String person : m.getPersons()) {
      sink.consume(person);
    }
    sink.consume(m.getPlayer().ordinal());
    sink.consume(m.getCopyright());
    List<Image> images = c.getImages();
    for (int i = 0, size = images.size(); i < size; i++) {
      Image image = images.get(i);
      readVisual(image, sink);
      sink.consume(image.getSize().ordinal());
    }
  }

  /** Reads the fields a Media and an Image share, in their order. */
  private static void readVisual(Visual v, FieldSink sink) {
    sink.consume(v.getUri());
    sink.consume(v.getTitle());
    sink.consume(v.getWidth());
    sink.consume(v.getHeight());
  }

  static void shallowMediaContent(MediaContent c, FieldSink sink) {
    sink.consume(c.getMedia() != null);
    sink.consume(c.getImages().size());
  }

  static void readYounglings(Younglings list, FieldSink sink) {
    for (Youngling y : list.getJedi()) {
      sink.consume(y.getId());
      sink.consume(y.isActive());
      sink.consume(y.getAge());
      sink.consume(y.getName());
      sink.consume(y.getGender().ordinal());
      sink.consume(y.getEmail());
      sink.consume(y.getPhone());
    }
  }

  static void readPadawans(Padawans list, FieldSink sink) {
    for (Padawan p : list.getJedi()) {
      readProfile(p, sink);
      sink.consume(p.getLatitude());
      sink.consume(p.getLongitude());
      readTasks(p.getTasks(), sink);
    }
  }

  static void readMasters(Masters list, FieldSink sink) {
    for (Master m : list.getJedi()) {
      readProfile(m, sink);
      sink.consume(m.getAddress());
      sink.consume(m.getAbout());
      readInstant(m.getStarted(), sink);
      sink.consume(m.getLatitude());
      sink.consume(m.getLongitude());
      readTasks(m.getTasks(), sink);
      for (Force f : m.getForces()) {
        sink.consume(f.getId());
        sink.consume(f.getTitle());
        readInstant(f.getStarted(), sink);
        for (String area : f.getAreas()) {
          sink.consume(area);
        }
        sink.consume(f.getDescription());
      }
    }
  }

  /** Reads the fields a Padawan and a Master share, in their order. */
  private static void readProfile(Profile p, FieldSink sink) {
    sink.consume(p.getId());
    sink.consume(p.getBalance());
    sink.consume(p.getAge());
    sink.consume(p.getSword());
    sink.consume(p.getName());
    sink.consume(p.getGender().ordinal());
    sink.consume(p.getCompany());
    sink.consume(p.getEmail());
    sink.consume(p.getPhone());
  }

  private static void readTasks(List<Task> tasks, FieldSink sink) {
    for (int i = 0, size = tasks.size(); i < size; i++) {
      Task t = tasks.get(i);
      sink.consume(t.getId());
      sink.consume(t.getDescription());
    }
  }

  static void readInts255(Ints255 o, FieldSink sink) {
    sink.consume(o.getF001());
    sink.consume(o.getF002());
    sink.consume(o.getF003());
    sink.consume(o.getF004());
    sink.consume(o.getF005());
    sink.consume(o.getF006());
    sink.consume(o.getF007());
    sink.consume(o.getF008());
    sink.consume(o.getF009());
    sink.consume(o.getF010());
    sink.consume(o.getF011());
    sink.consume(o.getF012());
    sink.consume(o.getF013());
    sink.consume(o.getF014());
    sink.consume(o.getF015());
    sink.consume(o.getF016());
    sink.consume(o.getF017());
    sink.consume(o.getF018());
    sink.consume(o.getF019());
    sink.consume(o.getF020());
    sink.consume(o.getF021());
    sink.consume(o.getF022());
    sink.consume(o.getF023());
    sink.consume(o.getF024());
    sink.consume(o.getF025());
    sink.consume(o.getF026());
    sink.consume(o.getF027());
    sink.consume(o.getF028());
    sink.consume(o.getF029());
    sink.consume(o.getF030());
    sink.consume(o.getF031());
    sink.consume(o.getF032());
    sink.consume(o.getF033());
    sink.consume(o.getF034());
    sink.consume(o.getF035());
    sink.consume(o.getF036());
    sink.consume(o.getF037());
    sink.consume(o.getF038());
    sink.consume(o.getF039());
    sink.consume(o.getF040());
    sink.consume(o.getF041());
    sink.consume(o.getF042());
    sink.consume(o.getF043());
    sink.consume(o.getF044());
    sink.consume(o.getF045());
    sink.consume(o.getF046());
    sink.consume(o.getF047());
    sink.consume(o.getF048());
    sink.consume(o.getF049());
    sink.consume(o.getF050());
    sink.consume(o.getF051());
    sink.consume(o.getF052());
    sink.consume(o.getF053());
    sink.consume(o.getF054());
    sink.consume(o.getF055());
    sink.consume(o.getF056());
    sink.consume(o.getF057());
    sink.consume(o.getF058());
    sink.consume(o.getF059());
    sink.consume(o.getF060());
    sink.consume(o.getF061());
    sink.consume(o.getF062());
    sink.consume(o.getF063());
    sink.consume(o.getF064());
    sink.consume(o.getF065());
    sink.consume(o.getF066());
    sink.consume(o.getF067());
    sink.consume(o.getF068());
    sink.consume(o.getF069());
    sink.consume(o.getF070());
    sink.consume(o.getF071());
    sink.consume(o.getF072());
    sink.consume(o.getF073());
    sink.consume(o.getF074());
    sink.consume(o.getF075());
    sink.consume(o.getF076());
    sink.consume(o.getF077());
    sink.consume(o.getF078());
    sink.consume(o.getF079());
    sink.consume(o.getF080());
    sink.consume(o.getF081());
    sink.consume(o.getF082());
    sink.consume(o.getF083());
    sink.consume(o.getF084());
    sink.consume(o.getF085());
    sink.consume(o.getF086());
    sink.consume(o.getF087());
    sink.consume(o.getF088());
    sink.consume(o.getF089());
    sink.consume(o.getF090());
    sink.consume(o.getF091());
    sink.consume(o.getF092());
    sink.consume(o.getF093());
    sink.consume(o.getF094());
    sink.consume(o.getF095());
    sink.consume(o.getF096());
    sink.consume(o.getF097());
    sink.consume(o.getF098());
    sink.consume(o.getF099());
    sink.consume(o.getF100());
    sink.consume(o.getF101());
    sink.consume(o.getF102());
    sink.consume(o.getF103());
    sink.consume(o.getF104());
    sink.consume(o.getF105());
    sink.consume(o.getF106());
    sink.consume(o.getF107());
    sink.consume(o.getF108());
    sink.consume(o.getF109());
    sink.consume(o.getF110());
    sink.consume(o.getF111());
    sink.consume(o.getF112());
    sink.consume(o.getF113());
    sink.consume(o.getF114());
    sink.consume(o.getF115());
    sink.consume(o.getF116());
    sink.consume(o.getF117());
    sink.consume(o.getF118());
    sink.consume(o.getF119());
    sink.consume(o.getF120());
    sink.consume(o.getF121());
    sink.consume(o.getF122());
    sink.consume(o.getF123());
    sink.consume(o.getF124());
    sink.consume(o.getF125());
    sink.consume(o.getF126());
    sink.consume(o.getF127());
    sink.consume(o.getF128());
    sink.consume(o.getF129());
    sink.consume(o.getF130());
    sink.consume(o.getF131());
    sink.consume(o.getF132());
    sink.consume(o.getF133());
    sink.consume(o.getF134());
    sink.consume(o.getF135());
    sink.consume(o.getF136());
    sink.consume(o.getF137());
    sink.consume(o.getF138());
    sink.consume(o.getF139());
    sink.consume(o.getF140());
    sink.consume(o.getF141());
    sink.consume(o.getF142());
    sink.consume(o.getF143());
    sink.consume(o.getF144());
    sink.consume(o.getF145());
    sink.consume(o.getF146());
    sink.consume(o.getF147());
    sink.consume(o.getF148());
    sink.consume(o.getF149());
    sink.consume(o.getF150());
    sink.consume(o.getF151());
    sink.consume(o.getF152());
    sink.consume(o.getF153());
    sink.consume(o.getF154());
    sink.consume(o.getF155());
    sink.consume(o.getF156());
    sink.consume(o.getF157());
    sink.consume(o.getF158());
    sink.consume(o.getF159());
    sink.consume(o.getF160());
    sink.consume(o.getF161());
    sink.consume(o.getF162());
    sink.consume(o.getF163());
    sink.consume(o.getF164());
    sink.consume(o.getF165());
    sink.consume(o.getF166());
    sink.consume(o.getF167());
    sink.consume(o.getF168());
    sink.consume(o.getF169());
    sink.consume(o.getF170());
    sink.consume(o.getF171());
    sink.consume(o.getF172());
    sink.consume(o.getF173());
    sink.consume(o.getF174());
    sink.consume(o.getF175());
    sink.consume(o.getF176());
    sink.consume(o.getF177());
    sink.consume(o.getF178());
    sink.consume(o.getF179());
    sink.consume(o.getF180());
    sink.consume(o.getF181());
    sink.consume(o.getF182());
    sink.consume(o.getF183());
    sink.consume(o.getF184());
    sink.consume(o.getF185());
    sink.consume(o.getF186());
    sink.consume(o.getF187());
    sink.consume(o.getF188());
    sink.consume(o.getF189());
    sink.consume(o.getF190());
    sink.consume(o.getF191());
    sink.consume(o.getF192());
    sink.consume(o.getF193());
    sink.consume(o.getF194());
    sink.consume(o.getF195());
    sink.consume(o.getF196());
    sink.consume(o.getF197());
    sink.consume(o.getF198());
    sink.consume(o.getF199());
    sink.consume(o.getF200());
    sink.consume(o.getF201());
    sink.consume(o.getF202());
    sink.consume(o.getF203());
    sink.consume(o.getF204());
    sink.consume(o.getF205());
    sink.consume(o.getF206());
    sink.consume(o.getF207());
    sink.consume(o.getF208());
    sink.consume(o.getF209());
    sink.consume(o.getF210());
    sink.consume(o.getF211());
    sink.consume(o.getF212());
    sink.consume(o.getF213());
    sink.consume(o.getF214());
    sink.consume(o.getF215());
    sink.consume(o.getF216());
    sink.consume(o.getF217());
    sink.consume(o.getF218());
    sink.consume(o.getF219());
    sink.consume(o.getF220());
    sink.consume(o.getF221());
    sink.consume(o.getF222());
    sink.consume(o.getF223());
    sink.consume(o.getF224());
    sink.consume(o.getF225());
    sink.consume(o.getF226());
    sink.consume(o.getF227());
    sink.consume(o.getF228());
    sink.consume(o.getF229());
    sink.consume(o.getF230());
    sink.consume(o.getF231());
    sink.consume(o.getF232());
    sink.consume(o.getF233());
    sink.consume(o.getF234());
    sink.consume(o.getF235());
    sink.consume(o.getF236());
    sink.consume(o.getF237());
    sink.consume(o.getF238());
    sink.consume(o.getF239());
    sink.consume(o.getF240());
    sink.consume(o.getF241());
    sink.consume(o.getF242());
    sink.consume(o.getF243());
    sink.consume(o.getF244());
    sink.consume(o.getF245());
    sink.consume(o.getF246());
    sink.consume(o.getF247());
    sink.consume(o.getF248());
    sink.consume(o.getF249());
    sink.consume(o.getF250());
    sink.consume(o.getF251());
    sink.consume(o.getF252());
    sink.consume(o.getF253());
    sink.consume(o.getF254());
    sink.consume(o.getF255());
  }

  static void readAllTypes(AllTypes o, FieldSink sink) {
    shallowAllTypes(o, sink);
    for (int v : o.getIntArray()) {
      sink.consume(v);
    }
    for (long v : o.getLongArray()) {
      sink.consume(v);
    }
    for (double v : o.getDoubleArray()) {
      sink.consume(v);
    }
    for (byte v : o.getByteArray()) {
      sink.consume(v);
    }
    for (String v : o.getStringArray()) {
      sink.consume(v);
    }
    for (String v : o.getList()) {
      sink.consume(v);
    }
    for (Integer v : o.getSet()) {
      sink.consume(v);
    }
    o.getMap().forEach((k, v) -> consume(k, v, sink));
    for (String v : o.getSortedSet()) {
      sink.consume(v);
    }
    o.getSortedMap().forEach((k, v) -> consume(k, v, sink));
    o.getEnumMap()
        .forEach(
            (k, v) -> {
              sink.consume(k.ordinal());
              sink.consume(v);
            });
    o.getEnumSet().forEach(c -> sink.consume(c.ordinal()));
    for (Map.Entry<String, List<Integer>> e : o.getMapOfLists().entrySet()) {
      sink.consume(e.getKey());
      for (Integer v : e.getValue()) {
        sink.consume(v);
      }
    }
    for (Map<String, String> m : o.getListOfMaps()) {
      m.forEach(
          (k, v) -> {
            sink.consume(k);
            sink.consume(v);
          });
    }
  }

  private static void consume(String key, Number value, FieldSink sink) {
    sink.consume(key);
    sink.consume(value.longValue());
  }

  static void shallowAllTypes(AllTypes o, FieldSink sink) {
    sink.consume(o.isPrimitiveBoolean());
    sink.consume(o.getPrimitiveByte());
    sink.consume(o.getPrimitiveShort());
    sink.consume(o.getPrimitiveChar());
    sink.consume(o.getPrimitiveInt());
    sink.consume(o.getPrimitiveLong());
    sink.consume(o.getPrimitiveFloat());
    sink.consume(o.getPrimitiveDouble());
    sink.consume(o.getWrappedBoolean());
    sink.consume(o.getWrappedByte());
    sink.consume(o.getWrappedShort());
    sink.consume(o.getWrappedChar());
    sink.consume(o.getWrappedInt());
    sink.consume(o.getWrappedLong());
    sink.consume(o.getWrappedFloat());
    sink.consume(o.getWrappedDouble());
    sink.consume(o.getString());
    sink.consume(o.getIntArray().length);
    sink.consume(o.getLongArray().length);
    sink.consume(o.getDoubleArray().length);
    sink.consume(o.getByteArray().length);
    sink.consume(o.getStringArray().length);
    sink.consume(o.getList().size());
    sink.consume(o.getSet().size());
    sink.consume(o.getMap().size());
    sink.consume(o.getSortedSet().size());
    sink.consume(o.getSortedMap().size());
    sink.consume(o.getEnumMap().size());
    sink.consume(o.getEnumSet().size());
    sink.consume(o.getColor().ordinal());
    sink.consume(o.getBigDecimal().hashCode());
    sink.consume(o.getBigInteger().hashCode());
    sink.consume(o.getUuid().hashCode());
    sink.consume(o.getUri().hashCode());
    sink.consume(o.getLocale().hashCode());
    sink.consume(o.getCurrency().hashCode());
    sink.consume(o.getDate().getTime());
    readInstant(o.getInstant(), sink);
    sink.consume(o.getLocalDate().hashCode());
    sink.consume(o.getLocalTime().hashCode());
    sink.consume(o.getLocalDateTime().hashCode());
    sink.consume(o.getOffsetDateTime().hashCode());
    sink.consume(o.getZonedDateTime().hashCode());
    sink.consume(o.getDuration().hashCode());
    sink.consume(o.getPeriod().hashCode());
    sink.consume(o.getMapOfLists().size());
    sink.consume(o.getListOfMaps().size());
  }

  static void readParentChildArray(ParentChildArray o, FieldSink sink) {
    for (Parent p : o.getMembers()) {
      readMember(p, sink);
    }
  }

  static void readParentChildList(ParentChildList o, FieldSink sink) {
    for (Parent p : o.getMembers()) {
      readMember(p, sink);
    }
  }

  private static void readMember(Parent p, FieldSink sink) {
    sink.consume(p.getId());
    sink.consume(p.getName());
    if (p instanceof Child c) {
      sink.consume(c.getToy());
    }
  }

  static void readCircle(CircleA a, FieldSink sink) {
    sink.consume(a.getName());
    sink.consume(a.getSelf() == a);
    sink.consume(a.getB().getName());
    sink.consume(a.getB().getA() == a);
  }

  static void readLarge(LargeObject o, FieldSink sink) {
    sink.consume(o.getName());
    for (int v : o.getNumbers()) {
      sink.consume(v);
    }
    List<String> lines = o.getLines();
    for (int i = 0, size = lines.size(); i < size; i++) {
      sink.consume(lines.get(i));
    }
    for (byte v : o.getBlob()) {
      sink.consume(v);
    }
  }

  static void shallowLarge(LargeObject o, FieldSink sink) {
    sink.consume(o.getName());
    sink.consume(o.getNumbers().length);
    sink.consume(o.getLines().size());
    sink.consume(o.getBlob().length);
  }
}
