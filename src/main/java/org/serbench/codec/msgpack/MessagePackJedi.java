package org.serbench.codec.msgpack;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;
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

/** msgpack/manual's code for the Jedi lists, in the conventions of {@link MessagePackCodec}. */
final class MessagePackJedi {
  private static final int LIST_FIELDS = 1;
  private static final int YOUNGLING_FIELDS = 7;
  private static final int PADAWAN_FIELDS = 12;
  private static final int MASTER_FIELDS = 16;
  private static final int TASK_FIELDS = 2;
  private static final int FORCE_FIELDS = 5;
  private static final Gender[] GENDERS = Gender.values();

  private MessagePackJedi() {}

  static void packYounglings(MessagePacker p, Younglings list) throws IOException {
    p.packArrayHeader(LIST_FIELDS);
    List<Youngling> jedi = list.getJedi();
    p.packArrayHeader(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Youngling y = jedi.get(i);
      p.packArrayHeader(YOUNGLING_FIELDS);
      p.packInt(y.getId());
      p.packBoolean(y.isActive());
      p.packInt(y.getAge());
      p.packString(y.getName());
      p.packInt(y.getGender().ordinal());
      p.packString(y.getEmail());
      p.packString(y.getPhone());
    }
  }

  static Younglings unpackYounglings(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, LIST_FIELDS, "Younglings");
    int count = u.unpackArrayHeader();
    List<Youngling> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      MessagePackCodec.expectFields(u, YOUNGLING_FIELDS, "Youngling");
      Youngling y = new Youngling();
      y.setId(u.unpackInt());
      y.setActive(u.unpackBoolean());
      y.setAge(u.unpackInt());
      y.setName(u.unpackString());
      y.setGender(MessagePackCodec.unpackEnum(u, GENDERS));
      y.setEmail(u.unpackString());
      y.setPhone(u.unpackString());
      jedi.add(y);
    }
    Younglings list = new Younglings();
    list.setJedi(jedi);
    return list;
  }

  static void packPadawans(MessagePacker p, Padawans list) throws IOException {
    p.packArrayHeader(LIST_FIELDS);
    List<Padawan> jedi = list.getJedi();
    p.packArrayHeader(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Padawan j = jedi.get(i);
      p.packArrayHeader(PADAWAN_FIELDS);
      packProfile(p, j);
      p.packDouble(j.getLatitude());
      p.packDouble(j.getLongitude());
      packTasks(p, j.getTasks());
    }
  }

  static Padawans unpackPadawans(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, LIST_FIELDS, "Padawans");
    int count = u.unpackArrayHeader();
    List<Padawan> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      MessagePackCodec.expectFields(u, PADAWAN_FIELDS, "Padawan");
      Padawan j = new Padawan();
      unpackProfile(u, j);
      j.setLatitude(u.unpackDouble());
      j.setLongitude(u.unpackDouble());
      j.setTasks(unpackTasks(u));
      jedi.add(j);
    }
    Padawans list = new Padawans();
    list.setJedi(jedi);
    return list;
  }

  static void packMasters(MessagePacker p, Masters list) throws IOException {
    p.packArrayHeader(LIST_FIELDS);
    List<Master> jedi = list.getJedi();
    p.packArrayHeader(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Master m = jedi.get(i);
      p.packArrayHeader(MASTER_FIELDS);
      packProfile(p, m);
      p.packString(m.getAddress());
      p.packString(m.getAbout());
      p.packTimestamp(m.getStarted());
      p.packDouble(m.getLatitude());
      p.packDouble(m.getLongitude());
      packTasks(p, m.getTasks());
      List<Force> forces = m.getForces();
      p.packArrayHeader(forces.size());
      for (int f = 0, count = forces.size(); f < count; f++) {
        packForce(p, forces.get(f));
      }
    }
  }

  static Masters unpackMasters(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, LIST_FIELDS, "Masters");
    int count = u.unpackArrayHeader();
    List<Master> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      MessagePackCodec.expectFields(u, MASTER_FIELDS, "Master");
      Master m = new Master();
      unpackProfile(u, m);
      m.setAddress(u.unpackString());
      m.setAbout(u.unpackString());
      m.setStarted(u.unpackTimestamp());
      m.setLatitude(u.unpackDouble());
      m.setLongitude(u.unpackDouble());
      m.setTasks(unpackTasks(u));
      int forceCount = u.unpackArrayHeader();
      List<Force> forces = new ArrayList<>(forceCount);
      for (int f = 0; f < forceCount; f++) {
        forces.add(unpackForce(u));
      }
      m.setForces(forces);
      jedi.add(m);
    }
    Masters list = new Masters();
    list.setJedi(jedi);
    return list;
  }

  /** Packs the fields a Padawan and a Master share, in their order. */
  private static void packProfile(MessagePacker p, Profile j) throws IOException {
    p.packInt(j.getId());
    p.packString(j.getBalance());
    p.packInt(j.getAge());
    p.packString(j.getSword());
    p.packString(j.getName());
    p.packInt(j.getGender().ordinal());
    p.packString(j.getCompany());
    p.packString(j.getEmail());
    p.packString(j.getPhone());
  }

  private static void unpackProfile(MessageUnpacker u, Profile j) throws IOException {
    j.setId(u.unpackInt());
    j.setBalance(u.unpackString());
    j.setAge(u.unpackInt());
    j.setSword(u.unpackString());
    j.setName(u.unpackString());
    j.setGender(MessagePackCodec.unpackEnum(u, GENDERS));
    j.setCompany(u.unpackString());
    j.setEmail(u.unpackString());
    j.setPhone(u.unpackString());
  }

  private static void packTasks(MessagePacker p, List<Task> tasks) throws IOException {
    p.packArrayHeader(tasks.size());
    for (int i = 0, size = tasks.size(); i < size; i++) {
      Task t = tasks.get(i);
      p.packArrayHeader(TASK_FIELDS);
      p.packInt(t.getId());
      p.packString(t.getDescription());
    }
  }

  private static List<Task> unpackTasks(MessageUnpacker u) throws IOException {
    int count = u.unpackArrayHeader();
    List<Task> tasks = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      MessagePackCodec.expectFields(u, TASK_FIELDS, "Task");
      Task t = new Task();
      t.setId(u.unpackInt());
      t.setDescription(u.unpackString());
      tasks.add(t);
    }
    return tasks;
  }

  private static void packForce(MessagePacker p, Force f) throws IOException {
    p.packArrayHeader(FORCE_FIELDS);
    p.packInt(f.getId());
    p.packString(f.getTitle());
    p.packTimestamp(f.getStarted());
    MessagePackCodec.packStrings(p, f.getAreas());
    p.packString(f.getDescription());
  }

  private static Force unpackForce(MessageUnpacker u) throws IOException {
    MessagePackCodec.expectFields(u, FORCE_FIELDS, "Force");
    Force f = new Force();
    f.setId(u.unpackInt());
    f.setTitle(u.unpackString());
    f.setStarted(u.unpackTimestamp());
    f.setAreas(MessagePackCodec.unpackStrings(u));
    f.setDescription(u.unpackString());
    return f;
  }
}
