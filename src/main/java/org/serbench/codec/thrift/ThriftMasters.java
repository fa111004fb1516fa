package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftJedi.profile;
import static org.serbench.codec.thrift.ThriftJedi.readJedi;
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
import org.serbench.codec.thrift.ThriftJediStructs.JediListStruct;
import org.serbench.codec.thrift.ThriftMasterStructs.ForceStruct;
import org.serbench.codec.thrift.ThriftMasterStructs.MasterStruct;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/**
 * The thrift binding of the Masters list, on the structs of {@link ThriftMasterStructs}; instants
 * travel as {@code i64} milliseconds, as TestObject's do.
 */
final class ThriftMasters extends ThriftJedi.JediListBinding<Masters, MasterStruct> {

  ThriftMasters(TProtocolFactory protocols) throws TException {
    super(protocols, JediListStruct.MASTERS);
  }

  @Override
  public JediListStruct<MasterStruct> create(Masters list) {
    JediListStruct<MasterStruct> s = new JediListStruct<>(JediListStruct.MASTERS);
    s.jedi = new ArrayList<>(list.getJedi().size());
    for (Master m : list.getJedi()) {
      MasterStruct j = new MasterStruct();
      profile(j, m);
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
  public void readDeep(JediListStruct<MasterStruct> list, FieldSink sink) {
    List<MasterStruct> jedi = list.jedi;
    for (int i = 0, n = jedi.size(); i < n; i++) {
      MasterStruct m = jedi.get(i);
      readJedi(m, sink);
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
  public Masters toModel(JediListStruct<MasterStruct> list) {
    List<Master> jedi = new ArrayList<>(list.jedi.size());
    for (MasterStruct s : list.jedi) {
      Master m = new Master();
      profile(m, s);
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
