package org.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocolFactory;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.thrift.ThriftCodec.StructBinding;
import org.serbench.codec.thrift.ThriftJediStructs.GenderEnum;
import org.serbench.codec.thrift.ThriftJediStructs.JediListStruct;
import org.serbench.codec.thrift.ThriftJediStructs.JediListStruct.Kind;
import org.serbench.codec.thrift.ThriftJediStructs.JediStruct;
import org.serbench.codec.thrift.ThriftJediStructs.PadawanStruct;
import org.serbench.codec.thrift.ThriftJediStructs.TaskStruct;
import org.serbench.codec.thrift.ThriftJediStructs.YounglingStruct;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The thrift bindings of the Younglings and Padawans lists, on the structs of {@link
 * ThriftJediStructs}, and what {@link ThriftMasters} shares with them: the list binding, the
 * conversions and the read of a {@link Profile}'s fields, of the genders and of the tasks.
 */
final class ThriftJedi {
  private ThriftJedi() {}

  static GenderEnum gender(Gender gender) {
    return switch (gender) {
      case MALE -> GenderEnum.MALE;
      case FEMALE -> GenderEnum.FEMALE;
    };
  }

  static Gender gender(GenderEnum gender) {
    return Gender.valueOf(gender.name());
  }

  static List<TaskStruct> taskStructs(List<Task> tasks) {
    List<TaskStruct> structs = new ArrayList<>(tasks.size());
    for (int i = 0, n = tasks.size(); i < n; i++) {
      Task t = tasks.get(i);
      TaskStruct s = new TaskStruct();
      s.id = t.getId();
      s.description = t.getDescription();
      structs.add(s);
    }
    return structs;
  }

  /** Sets the fields of a Padawan's or a Master's struct that its {@link Profile} holds. */
  static void profile(JediStruct s, Profile p) {
    s.id = p.getId();
    s.balance = p.getBalance();
    s.age = p.getAge();
    s.sword = p.getSword();
    s.name = p.getName();
    s.gender = gender(p.getGender());
    s.company = p.getCompany();
    s.email = p.getEmail();
    s.phone = p.getPhone();
  }

  /** Sets a Padawan's or a Master's {@link Profile} from its struct. */
  static void profile(Profile p, JediStruct s) {
    p.setId(s.id);
    p.setBalance(s.balance);
    p.setAge(s.age);
    p.setSword(s.sword);
    p.setName(s.name);
    p.setGender(gender(s.gender));
    p.setCompany(s.company);
    p.setEmail(s.email);
    p.setPhone(s.phone);
  }

  /** Reads the fields of a Padawan's or a Master's struct that its {@link Profile} holds. */
  static void readJedi(JediStruct j, FieldSink sink) {
    sink.consume(j.id);
    sink.consume(j.balance);
    sink.consume(j.age);
    sink.consume(j.sword);
    sink.consume(j.name);
    sink.consume(j.gender.getValue());
    sink.consume(j.company);
    sink.consume(j.email);
    sink.consume(j.phone);
  }

  static void readTasks(List<TaskStruct> tasks, FieldSink sink) {
    for (int i = 0, n = tasks.size(); i < n; i++) {
      TaskStruct t = tasks.get(i);
      sink.consume(t.id);
      sink.consume(t.description);
    }
  }

  static List<Task> tasks(List<TaskStruct> structs) {
    List<Task> tasks = new ArrayList<>(structs.size());
    for (TaskStruct s : structs) {
      Task t = new Task();
      t.setId(s.id);
      t.setDescription(s.description);
      tasks.add(t);
    }
    return tasks;
  }

  /** The binding of a Jedi list struct: its read and its shallow read, the same for the three. */
  abstract static class JediListBinding<M, E extends Struct>
      extends StructBinding<M, JediListStruct<E>> {
    JediListBinding(TProtocolFactory protocols, Kind<E> kind) throws TException {
      super(protocols, in -> JediListStruct.read(in, kind));
    }

    @Override
    public final void readShallow(JediListStruct<E> list, FieldSink sink) {
      sink.consume(list.jedi.size());
    }
  }

  static final class YounglingsBinding extends JediListBinding<Younglings, YounglingStruct> {
    YounglingsBinding(TProtocolFactory protocols) throws TException {
      super(protocols, JediListStruct.YOUNGLINGS);
    }

    @Override
    public JediListStruct<YounglingStruct> create(Younglings list) {
      JediListStruct<YounglingStruct> s = new JediListStruct<>(JediListStruct.YOUNGLINGS);
      s.jedi = new ArrayList<>(list.getJedi().size());
      for (Youngling y : list.getJedi()) {
        YounglingStruct j = new YounglingStruct();
        j.id = y.getId();
        j.active = y.isActive();
        j.age = y.getAge();
        j.name = y.getName();
        j.gender = gender(y.getGender());
        j.email = y.getEmail();
        j.phone = y.getPhone();
        s.jedi.add(j);
      }
      return s;
    }

    @Override
    public void readDeep(JediListStruct<YounglingStruct> list, FieldSink sink) {
      List<YounglingStruct> jedi = list.jedi;
      for (int i = 0, n = jedi.size(); i < n; i++) {
        YounglingStruct y = jedi.get(i);
        sink.consume(y.id);
        sink.consume(y.active);
        sink.consume(y.age);
        sink.consume(y.name);
        sink.consume(y.gender.getValue());
        sink.consume(y.email);
        sink.consume(y.phone);
      }
    }

    @Override
    public Younglings toModel(JediListStruct<YounglingStruct> list) {
      List<Youngling> jedi = new ArrayList<>(list.jedi.size());
      for (YounglingStruct s : list.jedi) {
        Youngling y = new Youngling();
        y.setId(s.id);
        y.setActive(s.active);
        y.setAge(s.age);
        y.setName(s.name);
        y.setGender(gender(s.gender));
        y.setEmail(s.email);
        y.setPhone(s.phone);
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends JediListBinding<Padawans, PadawanStruct> {
    PadawansBinding(TProtocolFactory protocols) throws TException {
      super(protocols, JediListStruct.PADAWANS);
    }

    @Override
    public JediListStruct<PadawanStruct> create(Padawans list) {
      JediListStruct<PadawanStruct> s = new JediListStruct<>(JediListStruct.PADAWANS);
      s.jedi = new ArrayList<>(list.getJedi().size());
      for (Padawan p : list.getJedi()) {
        PadawanStruct j = new PadawanStruct();
        profile(j, p);
        j.latitude = p.getLatitude();
        j.longitude = p.getLongitude();
        j.tasks = taskStructs(p.getTasks());
        s.jedi.add(j);
      }
      return s;
    }

    @Override
    public void readDeep(JediListStruct<PadawanStruct> list, FieldSink sink) {
      List<PadawanStruct> jedi = list.jedi;
      for (int i = 0, n = jedi.size(); i < n; i++) {
        PadawanStruct p = jedi.get(i);
        readJedi(p, sink);
        sink.consume(p.latitude);
        sink.consume(p.longitude);
        readTasks(p.tasks, sink);
      }
    }

    @Override
    public Padawans toModel(JediListStruct<PadawanStruct> list) {
      List<Padawan> jedi = new ArrayList<>(list.jedi.size());
      for (PadawanStruct s : list.jedi) {
        Padawan p = new Padawan();
        profile(p, s);
        p.setLatitude(s.latitude);
        p.setLongitude(s.longitude);
        p.setTasks(tasks(s.tasks));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }
}
