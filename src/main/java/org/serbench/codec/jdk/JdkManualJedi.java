package org.serbench.codec.jdk;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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

/** java-manual's code for the Jedi lists, in the conventions of {@link JdkManualCodec}. */
final class JdkManualJedi {
  private static final Gender[] GENDERS = Gender.values();

  private JdkManualJedi() {}

  static void writeYounglings(DataOutputStream out, Younglings list) throws IOException {
    List<Youngling> jedi = list.getJedi();
    out.writeInt(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Youngling y = jedi.get(i);
      out.writeInt(y.getId());
      out.writeBoolean(y.isActive());
      out.writeInt(y.getAge());
      out.writeUTF(y.getName());
      out.writeByte(y.getGender().ordinal());
      out.writeUTF(y.getEmail());
      out.writeUTF(y.getPhone());
    }
  }

  static Younglings readYounglings(DataInputStream in) throws IOException {
    int count = in.readInt();
    List<Youngling> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Youngling y = new Youngling();
      y.setId(in.readInt());
      y.setActive(in.readBoolean());
      y.setAge(in.readInt());
      y.setName(in.readUTF());
      y.setGender(GENDERS[in.readUnsignedByte()]);
      y.setEmail(in.readUTF());
      y.setPhone(in.readUTF());
      jedi.add(y);
    }
    Younglings list = new Younglings();
    list.setJedi(jedi);
    return list;
  }

  static void writePadawans(DataOutputStream out, Padawans list) throws IOException {
    List<Padawan> jedi = list.getJedi();
    out.writeInt(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Padawan p = jedi.get(i);
      writeProfile(out, p);
      out.writeDouble(p.getLatitude());
      out.writeDouble(p.getLongitude());
      writeTasks(out, p.getTasks());
    }
  }

  static Padawans readPadawans(DataInputStream in) throws IOException {
    int count = in.readInt();
    List<Padawan> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Padawan p = new Padawan();
      readProfile(in, p);
      p.setLatitude(in.readDouble());
      p.setLongitude(in.readDouble());
      p.setTasks(readTasks(in));
      jedi.add(p);
    }
    Padawans list = new Padawans();
    list.setJedi(jedi);
    return list;
  }

  static void writeMasters(DataOutputStream out, Masters list) throws IOException {
    List<Master> jedi = list.getJedi();
    out.writeInt(jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Master m = jedi.get(i);
      writeProfile(out, m);
      out.writeUTF(m.getAddress());
      out.writeUTF(m.getAbout());
      JdkManualCodec.writeInstant(out, m.getStarted());
      out.writeDouble(m.getLatitude());
      out.writeDouble(m.getLongitude());
      writeTasks(out, m.getTasks());
      List<Force> forces = m.getForces();
      out.writeInt(forces.size());
      for (int f = 0, count = forces.size(); f < count; f++) {
        writeForce(out, forces.get(f));
      }
    }
  }

  static Masters readMasters(DataInputStream in) throws IOException {
    int count = in.readInt();
    List<Master> jedi = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Master m = new Master();
      readProfile(in, m);
      m.setAddress(in.readUTF());
      m.setAbout(in.readUTF());
      m.setStarted(JdkManualCodec.readInstant(in));
      m.setLatitude(in.readDouble());
      m.setLongitude(in.readDouble());
      m.setTasks(readTasks(in));
      int forceCount = in.readInt();
      List<Force> forces = new ArrayList<>(forceCount);
      for (int f = 0; f < forceCount; f++) {
        forces.add(readForce(in));
      }
      m.setForces(forces);
      jedi.add(m);
    }
    Masters list = new Masters();
    list.setJedi(jedi);
    return list;
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void writeProfile(DataOutputStream out, Profile p) throws IOException {
    out.writeInt(p.getId());
    out.writeUTF(p.getBalance());
    out.writeInt(p.getAge());
    out.writeUTF(p.getSword());
    out.writeUTF(p.getName());
    out.writeByte(p.getGender().ordinal());
    out.writeUTF(p.getCompany());
    out.writeUTF(p.getEmail());
    out.writeUTF(p.getPhone());
  }

  private static void readProfile(DataInputStream in, Profile p) throws IOException {
    p.setId(in.readInt());
    p.setBalance(in.readUTF());
    p.setAge(in.readInt());
    p.setSword(in.readUTF());
    p.setName(in.readUTF());
    p.setGender(GENDERS[in.readUnsignedByte()]);
    p.setCompany(in.readUTF());
    p.setEmail(in.readUTF());
    p.setPhone(in.readUTF());
  }

  private static void writeTasks(DataOutputStream out, List<Task> tasks) throws IOException {
    out.writeInt(tasks.size());
    for (int i = 0, size = tasks.size(); i < size; i++) {
      Task t = tasks.get(i);
      out.writeInt(t.getId());
      out.writeUTF(t.getDescription());
    }
  }

  private static List<Task> readTasks(DataInputStream in) throws IOException {
    int count = in.readInt();
    List<Task> tasks = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Task t = new Task();
      t.setId(in.readInt());
      t.setDescription(in.readUTF());
      tasks.add(t);
    }
    return tasks;
  }

  private static void writeForce(DataOutputStream out, Force f) throws IOException {
    out.writeInt(f.getId());
    out.writeUTF(f.getTitle());
    JdkManualCodec.writeInstant(out, f.getStarted());
    JdkManualCodec.writeStrings(out, f.getAreas());
    out.writeUTF(f.getDescription());
  }

  private static Force readForce(DataInputStream in) throws IOException {
    Force f = new Force();
    f.setId(in.readInt());
    f.setTitle(in.readUTF());
    f.setStarted(JdkManualCodec.readInstant(in));
    f.setAreas(JdkManualCodec.readStrings(in));
    f.setDescription(in.readUTF());
    return f;
  }
}
