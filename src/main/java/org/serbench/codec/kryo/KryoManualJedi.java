package org.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.serbench.codec.JediRoot;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * kryo-manual's serializers of the Jedi lists, in the conventions of {@link KryoManualCodec}.
 *
 * <p>Ids and ages are variable-length ints optimized for positive values; coordinates are fixed
 * 8-byte doubles, which random doubles would not make shorter.
 */
final class KryoManualJedi {
  private static final Gender[] GENDERS = Gender.values();

  private KryoManualJedi() {}

  static void register(Kryo kryo) {
    YounglingSerializer youngling = new YounglingSerializer();
    TaskSerializer task = new TaskSerializer();
    PadawanSerializer padawan = new PadawanSerializer(task);
    ForceSerializer force = new ForceSerializer();
    MasterSerializer master = new MasterSerializer(task, force);
    kryo.register(Youngling.class, youngling);
    kryo.register(Task.class, task);
    kryo.register(Padawan.class, padawan);
    kryo.register(Force.class, force);
    kryo.register(Master.class, master);
    kryo.register(Younglings.class, new JediSerializer<>(JediRoot.YOUNGLINGS, youngling));
    kryo.register(Padawans.class, new JediSerializer<>(JediRoot.PADAWANS, padawan));
    kryo.register(Masters.class, new JediSerializer<>(JediRoot.MASTERS, master));
  }

  /** A root whose one field is the list {@code jedi}, each item through its own serializer. */
  private static final class JediSerializer<L, T> extends Serializer<L> {
    private final JediRoot<L, T> root;
    private final Serializer<T> item;

    JediSerializer(JediRoot<L, T> root, Serializer<T> item) {
      this.root = root;
      this.item = item;
    }

    @Override
    public void write(Kryo kryo, Output out, L list) {
      KryoManualCodec.writeList(kryo, out, root.jedi().apply(list), item);
    }

    @Override
    public L read(Kryo kryo, Input in, Class<? extends L> type) {
      return root.of(KryoManualCodec.readList(kryo, in, item, root.itemType()));
    }
  }

  private static final class YounglingSerializer extends Serializer<Youngling> {
    @Override
    public void write(Kryo kryo, Output out, Youngling y) {
      out.writeVarInt(y.getId(), true);
      out.writeBoolean(y.isActive());
      out.writeVarInt(y.getAge(), true);
      out.writeString(y.getName());
      KryoManualCodec.writeEnum(out, y.getGender());
      out.writeString(y.getEmail());
      out.writeString(y.getPhone());
    }

    @Override
    public Youngling read(Kryo kryo, Input in, Class<? extends Youngling> type) {
      Youngling y = new Youngling();
      y.setId(in.readVarInt(true));
      y.setActive(in.readBoolean());
      y.setAge(in.readVarInt(true));
      y.setName(in.readString());
      y.setGender(KryoManualCodec.readEnum(in, GENDERS));
      y.setEmail(in.readString());
      y.setPhone(in.readString());
      return y;
    }
  }

  private static final class PadawanSerializer extends Serializer<Padawan> {
    private final TaskSerializer task;

    PadawanSerializer(TaskSerializer task) {
      this.task = task;
    }

    @Override
    public void write(Kryo kryo, Output out, Padawan p) {
      writeProfile(out, p);
      out.writeDouble(p.getLatitude());
      out.writeDouble(p.getLongitude());
      KryoManualCodec.writeList(kryo, out, p.getTasks(), task);
    }

    @Override
    public Padawan read(Kryo kryo, Input in, Class<? extends Padawan> type) {
      Padawan p = new Padawan();
      readProfile(in, p);
      p.setLatitude(in.readDouble());
      p.setLongitude(in.readDouble());
      p.setTasks(KryoManualCodec.readList(kryo, in, task, Task.class));
      return p;
    }
  }

  private static final class MasterSerializer extends Serializer<Master> {
    private final TaskSerializer task;
    private final ForceSerializer force;

    MasterSerializer(TaskSerializer task, ForceSerializer force) {
      this.task = task;
      this.force = force;
    }

    @Override
    public void write(Kryo kryo, Output out, Master m) {
      writeProfile(out, m);
      out.writeString(m.getAddress());
      out.writeString(m.getAbout());
      KryoManualCodec.writeNullableInstant(out, m.getStarted());
      out.writeDouble(m.getLatitude());
      out.writeDouble(m.getLongitude());
      KryoManualCodec.writeList(kryo, out, m.getTasks(), task);
      KryoManualCodec.writeList(kryo, out, m.getForces(), force);
    }

    @Override
    public Master read(Kryo kryo, Input in, Class<? extends Master> type) {
      Master m = new Master();
      readProfile(in, m);
      m.setAddress(in.readString());
      m.setAbout(in.readString());
      m.setStarted(KryoManualCodec.readNullableInstant(in));
      m.setLatitude(in.readDouble());
      m.setLongitude(in.readDouble());
      m.setTasks(KryoManualCodec.readList(kryo, in, task, Task.class));
      m.setForces(KryoManualCodec.readList(kryo, in, force, Force.class));
      return m;
    }
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void writeProfile(Output out, Profile p) {
    out.writeVarInt(p.getId(), true);
    out.writeString(p.getBalance());
    out.writeVarInt(p.getAge(), true);
    out.writeString(p.getSword());
    out.writeString(p.getName());
    KryoManualCodec.writeEnum(out, p.getGender());
    out.writeString(p.getCompany());
    out.writeString(p.getEmail());
    out.writeString(p.getPhone());
  }

  private static void readProfile(Input in, Profile p) {
    p.setId(in.readVarInt(true));
    p.setBalance(in.readString());
    p.setAge(in.readVarInt(true));
    p.setSword(in.readString());
    p.setName(in.readString());
    p.setGender(KryoManualCodec.readEnum(in, GENDERS));
    p.setCompany(in.readString());
    p.setEmail(in.readString());
    p.setPhone(in.readString());
  }

  private static final class TaskSerializer extends Serializer<Task> {
    @Override
    public void write(Kryo kryo, Output out, Task t) {
      out.writeVarInt(t.getId(), true);
      out.writeString(t.getDescription());
    }

    @Override
    public Task read(Kryo kryo, Input in, Class<? extends Task> type) {
      Task t = new Task();
      t.setId(in.readVarInt(true));
      t.setDescription(in.readString());
      return t;
    }
  }

  private static final class ForceSerializer extends Serializer<Force> {
    @Override
    public void write(Kryo kryo, Output out, Force f) {
      out.writeVarInt(f.getId(), true);
      out.writeString(f.getTitle());
      KryoManualCodec.writeNullableInstant(out, f.getStarted());
      KryoManualCodec.writeStrings(out, f.getAreas());
      out.writeString(f.getDescription());
    }

    @Override
    public Force read(Kryo kryo, Input in, Class<? extends Force> type) {
      Force f = new Force();
      f.setId(in.readVarInt(true));
      f.setTitle(in.readString());
      f.setStarted(KryoManualCodec.readNullableInstant(in));
      f.setAreas(KryoManualCodec.readStrings(in));
      f.setDescription(in.readString());
      return f;
    }
  }
}
