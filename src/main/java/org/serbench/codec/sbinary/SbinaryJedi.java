package org.serbench.codec.sbinary;

import static org.serbench.codec.sbinary.SbinaryCodec.readList;
import static org.serbench.codec.sbinary.SbinaryCodec.writeList;

import org.serbench.codec.Models;
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
import sbinary.Format;
import sbinary.Input;
import sbinary.Output;

/** scala/sbinary's formats of the Jedi lists, in the conventions of {@link SbinaryCodec}. */
final class SbinaryJedi {
  private static final Gender[] GENDERS = Gender.values();
  private static final YounglingFormat YOUNGLING = new YounglingFormat();
  private static final PadawanFormat PADAWAN = new PadawanFormat();
  private static final MasterFormat MASTER = new MasterFormat();
  private static final TaskFormat TASK = new TaskFormat();
  private static final ForceFormat FORCE = new ForceFormat();

  private SbinaryJedi() {}

  static final class YounglingsFormat implements Format<Younglings> {
    @Override
    public void writes(Output out, Younglings list) {
      writeList(out, list.getJedi(), YOUNGLING);
    }

    @Override
    public Younglings reads(Input in) {
      return Models.younglings(readList(in, YOUNGLING));
    }
  }

  static final class PadawansFormat implements Format<Padawans> {
    @Override
    public void writes(Output out, Padawans list) {
      writeList(out, list.getJedi(), PADAWAN);
    }

    @Override
    public Padawans reads(Input in) {
      return Models.padawans(readList(in, PADAWAN));
    }
  }

  static final class MastersFormat implements Format<Masters> {
    @Override
    public void writes(Output out, Masters list) {
      writeList(out, list.getJedi(), MASTER);
    }

    @Override
    public Masters reads(Input in) {
      return Models.masters(readList(in, MASTER));
    }
  }

  private static final class YounglingFormat implements Format<Youngling> {
    @Override
    public void writes(Output out, Youngling y) {
      SbinaryCodec.INTS.writes(out, y.getId());
      SbinaryCodec.BOOLEANS.writes(out, y.isActive());
      SbinaryCodec.INTS.writes(out, y.getAge());
      SbinaryCodec.STRINGS.writes(out, y.getName());
      SbinaryCodec.writeEnum(out, y.getGender());
      SbinaryCodec.STRINGS.writes(out, y.getEmail());
      SbinaryCodec.STRINGS.writes(out, y.getPhone());
    }

    @Override
    public Youngling reads(Input in) {
      Youngling y = new Youngling();
      y.setId((Integer) SbinaryCodec.INTS.reads(in));
      y.setActive((Boolean) SbinaryCodec.BOOLEANS.reads(in));
      y.setAge((Integer) SbinaryCodec.INTS.reads(in));
      y.setName(SbinaryCodec.STRINGS.reads(in));
      y.setGender(SbinaryCodec.readEnum(in, GENDERS));
      y.setEmail(SbinaryCodec.STRINGS.reads(in));
      y.setPhone(SbinaryCodec.STRINGS.reads(in));
      return y;
    }
  }

  private static final class PadawanFormat implements Format<Padawan> {
    @Override
    public void writes(Output out, Padawan p) {
      writeProfile(out, p);
      SbinaryCodec.DOUBLES.writes(out, p.getLatitude());
      SbinaryCodec.DOUBLES.writes(out, p.getLongitude());
      writeList(out, p.getTasks(), TASK);
    }

    @Override
    public Padawan reads(Input in) {
      Padawan p = new Padawan();
      readProfile(in, p);
      p.setLatitude((Double) SbinaryCodec.DOUBLES.reads(in));
      p.setLongitude((Double) SbinaryCodec.DOUBLES.reads(in));
      p.setTasks(readList(in, TASK));
      return p;
    }
  }

  private static final class MasterFormat implements Format<Master> {
    @Override
    public void writes(Output out, Master m) {
      writeProfile(out, m);
      SbinaryCodec.STRINGS.writes(out, m.getAddress());
      SbinaryCodec.STRINGS.writes(out, m.getAbout());
      SbinaryCodec.writeInstant(out, m.getStarted());
      SbinaryCodec.DOUBLES.writes(out, m.getLatitude());
      SbinaryCodec.DOUBLES.writes(out, m.getLongitude());
      writeList(out, m.getTasks(), TASK);
      writeList(out, m.getForces(), FORCE);
    }

    @Override
    public Master reads(Input in) {
      Master m = new Master();
      readProfile(in, m);
      m.setAddress(SbinaryCodec.STRINGS.reads(in));
      m.setAbout(SbinaryCodec.STRINGS.reads(in));
      m.setStarted(SbinaryCodec.readInstant(in));
      m.setLatitude((Double) SbinaryCodec.DOUBLES.reads(in));
      m.setLongitude((Double) SbinaryCodec.DOUBLES.reads(in));
      m.setTasks(readList(in, TASK));
      m.setForces(readList(in, FORCE));
      return m;
    }
  }

  private static final class TaskFormat implements Format<Task> {
    @Override
    public void writes(Output out, Task t) {
      SbinaryCodec.INTS.writes(out, t.getId());
      SbinaryCodec.STRINGS.writes(out, t.getDescription());
    }

    @Override
    public Task reads(Input in) {
      Task t = new Task();
      t.setId((Integer) SbinaryCodec.INTS.reads(in));
      t.setDescription(SbinaryCodec.STRINGS.reads(in));
      return t;
    }
  }

  private static final class ForceFormat implements Format<Force> {
    @Override
    public void writes(Output out, Force f) {
      SbinaryCodec.INTS.writes(out, f.getId());
      SbinaryCodec.STRINGS.writes(out, f.getTitle());
      SbinaryCodec.writeInstant(out, f.getStarted());
      SbinaryCodec.writeStrings(out, f.getAreas());
      SbinaryCodec.STRINGS.writes(out, f.getDescription());
    }

    @Override
    public Force reads(Input in) {
      Force f = new Force();
      f.setId((Integer) SbinaryCodec.INTS.reads(in));
      f.setTitle(SbinaryCodec.STRINGS.reads(in));
      f.setStarted(SbinaryCodec.readInstant(in));
      f.setAreas(SbinaryCodec.readStrings(in));
      f.setDescription(SbinaryCodec.STRINGS.reads(in));
      return f;
    }
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  private static void writeProfile(Output out, Profile p) {
    SbinaryCodec.INTS.writes(out, p.getId());
    SbinaryCodec.STRINGS.writes(out, p.getBalance());
    SbinaryCodec.INTS.writes(out, p.getAge());
    SbinaryCodec.STRINGS.writes(out, p.getSword());
    SbinaryCodec.STRINGS.writes(out, p.getName());
    SbinaryCodec.writeEnum(out, p.getGender());
    SbinaryCodec.STRINGS.writes(out, p.getCompany());
    SbinaryCodec.STRINGS.writes(out, p.getEmail());
    SbinaryCodec.STRINGS.writes(out, p.getPhone());
  }

  private static void readProfile(Input in, Profile p) {
    p.setId((Integer) SbinaryCodec.INTS.reads(in));
    p.setBalance(SbinaryCodec.STRINGS.reads(in));
    p.setAge((Integer) SbinaryCodec.INTS.reads(in));
    p.setSword(SbinaryCodec.STRINGS.reads(in));
    p.setName(SbinaryCodec.STRINGS.reads(in));
    p.setGender(SbinaryCodec.readEnum(in, GENDERS));
    p.setCompany(SbinaryCodec.STRINGS.reads(in));
    p.setEmail(SbinaryCodec.STRINGS.reads(in));
    p.setPhone(SbinaryCodec.STRINGS.reads(in));
  }
}
