package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftJedi.gender;
import static org.serbench.codec.thrift.ThriftJedi.readTasks;
import static org.serbench.codec.thrift.ThriftJedi.taskStructs;
import static org.serbench.codec.thrift.ThriftJedi.tasks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocolFactory;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.thrift.ThriftMasterStructs.ForceStruct;
import org.serbench.codec.thrift.ThriftMasterStructs.MasterStruct;
import org.serbench.codec.thrift.ThriftMasterStructs.MastersStruct;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/**
 * The thrift binding of the Masters list, on the structs of {@link ThriftMasterStructs}; instants
 * travel as {@code i64} milliseconds, as TestObject's do.
 */
final class ThriftMasters extends ThriftCodec.StructBinding<Masters, MastersStruct> {

  ThriftMasters(TProtocolFactory protocols) throws TException {
    super(protocols, MastersStruct::read);
  }

  @Override
  public MastersStruct create(Masters list) {
    MastersStruct s = new MastersStruct();
    s.jedi = new ArrayList<>(list.getJedi().size());
    for (Master m : list.getJedi()) {
      MasterStruct j = new MasterStruct();
      j.id = m.getId();
      j.balance = m.getBalance();
      j.age = m.getAge();
      j.sword = m.getSword();
      j.name = m.getName();
      j.gender = gender(m.getGender());
      j.company = m.getCompany();
      j.email = m.getEmail();
      j.phone = m.getPhone();
      j.address = m.getAddress();
      j.about = m.getAbout();
      j.startedMillis = m.getStarted().toEpochMilli();
      j.latitude = m.getLatitude();
      j.longitude = m.getLongitude();
      j.tasks = taskStructs(m.getTasks());
      j.forces = new ArrayList<>(m.getForces().size());
      for (Force f : m.getForces()) {
        ForceStruct force = new ForceStruct();
        force.id = f.getId();
        force.title = f.getTitle();
        force.startedMillis = f.getStarted().toEpochMilli();
        force.areas = f.getAreas();
        force.description = f.getDescription();
        j.forces.add(force);
      }
      s.jedi.add(j);
    }
    return s;
  }

  @Override
  public void readDeep(MastersStruct list, FieldSink sink) {
    List<MasterStruct> jedi = list.jedi;
    for (int i = 0, n = jedi.size(); i < n; i++) {
      MasterStruct m = jedi.get(i);
      sink.consume(m.id);
      sink.consume(m.balance);
      sink.consume(m.age);
      sink.consume(m.sword);
      sink.consume(m.name);
      sink.consume(m.gender.getValue());
      sink.consume(m.company);
      sink.consume(m.email);
      sink.consume(m.phone);
      sink.consume(m.address);
      sink.consume(m.about);
      sink.consume(m.startedMillis);
      sink.consume(m.latitude);
      sink.consume(m.longitude);
      readTasks(m.tasks, sink);
      List<ForceStruct> forces = m.forces;
      for (int j = 0, fn = forces.size(); j < fn; j++) {
        ForceStruct f = forces.get(j);
        sink.consume(f.id);
        sink.consume(f.title);
        sink.consume(f.startedMillis);
        List<String> areas = f.areas;
        for (int k = 0, an = areas.size(); k < an; k++) {
          sink.consume(areas.get(k));
        }
        sink.consume(f.description);
      }
    }
  }

  @Override
  public void readShallow(MastersStruct list, FieldSink sink) {
    sink.consume(list.jedi.size());
  }

  @Override
  public Masters toModel(MastersStruct list) {
    List<Master> jedi = new ArrayList<>(list.jedi.size());
    for (MasterStruct s : list.jedi) {
      Master m = new Master();
      m.setId(s.id);
      m.setBalance(s.balance);
      m.setAge(s.age);
      m.setSword(s.sword);
      m.setName(s.name);
      m.setGender(gender(s.gender));
      m.setCompany(s.company);
      m.setEmail(s.email);
      m.setPhone(s.phone);
      m.setAddress(s.address);
      m.setAbout(s.about);
      m.setStarted(Instant.ofEpochMilli(s.startedMillis));
      m.setLatitude(s.latitude);
      m.setLongitude(s.longitude);
      m.setTasks(tasks(s.tasks));
      List<Force> forces = new ArrayList<>(s.forces.size());
      for (ForceStruct fs : s.forces) {
        Force f = new Force();
        f.setId(fs.id);
        f.setTitle(fs.title);
        f.setStarted(Instant.ofEpochMilli(fs.startedMillis));
        f.setAreas(fs.areas);
        f.setDescription(fs.description);
        forces.add(f);
      }
      m.setForces(forces);
      jedi.add(m);
    }
    return Models.masters(jedi);
  }
}
