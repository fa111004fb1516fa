package org.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocolFactory;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.thrift.ThriftCodec.StructBinding;
import org.serbench.codec.thrift.ThriftJediStructs.GenderEnum;
import org.serbench.codec.thrift.ThriftJediStructs.PadawanStruct;
import org.serbench.codec.thrift.ThriftJediStructs.PadawansStruct;
import org.serbench.codec.thrift.ThriftJediStructs.TaskStruct;
import org.serbench.codec.thrift.ThriftJediStructs.YounglingStruct;
import org.serbench.codec.thrift.ThriftJediStructs.YounglingsStruct;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The thrift bindings of the Younglings and Padawans lists, on the structs of {@link
 * ThriftJediStructs}, and the gender and task conversions that {@link ThriftMasters} shares.
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

  static final class YounglingsBinding extends StructBinding<Younglings, YounglingsStruct> {
    YounglingsBinding(TProtocolFactory protocols) throws TException {
      super(protocols, YounglingsStruct::read);
    }

    @Override
    public YounglingsStruct create(Younglings list) {
      YounglingsStruct s = new YounglingsStruct();
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
    public void readDeep(YounglingsStruct list, FieldSink sink) {
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
    public void readShallow(YounglingsStruct list, FieldSink sink) {
      sink.consume(list.jedi.size());
    }

    @Override
    public Younglings toModel(YounglingsStruct list) {
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

  static final class PadawansBinding extends StructBinding<Padawans, PadawansStruct> {
    PadawansBinding(TProtocolFactory protocols) throws TException {
      super(protocols, PadawansStruct::read);
    }

    @Override
    public PadawansStruct create(Padawans list) {
      PadawansStruct s = new PadawansStruct();
      s.jedi = new ArrayList<>(list.getJedi().size());
      for (Padawan p : list.getJedi()) {
        PadawanStruct j = new PadawanStruct();
        j.id = p.getId();
        j.balance = p.getBalance();
        j.age = p.getAge();
        j.sword = p.getSword();
        j.name = p.getName();
        j.gender = gender(p.getGender());
        j.company = p.getCompany();
        j.email = p.getEmail();
        j.phone = p.getPhone();
        j.latitude = p.getLatitude();
        j.longitude = p.getLongitude();
        j.tasks = taskStructs(p.getTasks());
        s.jedi.add(j);
      }
      return s;
    }

    @Override
    public void readDeep(PadawansStruct list, FieldSink sink) {
      List<PadawanStruct> jedi = list.jedi;
      for (int i = 0, n = jedi.size(); i < n; i++) {
        PadawanStruct p = jedi.get(i);
        sink.consume(p.id);
        sink.consume(p.balance);
        sink.consume(p.age);
        sink.consume(p.sword);
        sink.consume(p.name);
        sink.consume(p.gender.getValue());
        sink.consume(p.company);
        sink.consume(p.email);
        sink.consume(p.phone);
        sink.consume(p.latitude);
        sink.consume(p.longitude);
        readTasks(p.tasks, sink);
      }
    }

    @Override
    public void readShallow(PadawansStruct list, FieldSink sink) {
      sink.consume(list.jedi.size());
    }

    @Override
    public Padawans toModel(PadawansStruct list) {
      List<Padawan> jedi = new ArrayList<>(list.jedi.size());
      for (PadawanStruct s : list.jedi) {
        Padawan p = new Padawan();
        p.setId(s.id);
        p.setBalance(s.balance);
        p.setAge(s.age);
        p.setSword(s.sword);
        p.setName(s.name);
        p.setGender(gender(s.gender));
        p.setCompany(s.company);
        p.setEmail(s.email);
        p.setPhone(s.phone);
        p.setLatitude(s.latitude);
        p.setLongitude(s.longitude);
        p.setTasks(tasks(s.tasks));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }
}
