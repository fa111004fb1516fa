package org.serbench.codec.activemq;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.activemq.ForceMessage;
import org.serbench.activemq.ForceMessage.ForceMessageBean;
import org.serbench.activemq.MasterMessage;
import org.serbench.activemq.MasterMessage.MasterMessageBean;
import org.serbench.activemq.MastersMessage.MastersMessageBean;
import org.serbench.activemq.MastersMessage.MastersMessageBuffer;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Task;

/**
 * The {@code protobuf/activemq+alt} codec's binding of jmh-serialization's Master list to the
 * messages of {@code src/main/activemq-protobuf/jedi.proto}.
 *
 * <p>The dates, whole seconds in the model, travel as int64 epoch milliseconds as TestObject's
 * instants do.
 */
final class ActiveMqMasters
    extends ActiveMqProtobufCodec.BufferBinding<Masters, MastersMessageBuffer> {
  ActiveMqMasters() {
    super(MastersMessageBuffer::parseUnframed);
  }

  @Override
  public MastersMessageBuffer create(Masters list) {
    MastersMessageBean b = new MastersMessageBean();
    for (Master m : list.getJedi()) {
      MasterMessageBean master =
          new MasterMessageBean()
              .setId(m.getId())
              .setBalance(m.getBalance())
              .setAge(m.getAge())
              .setSword(m.getSword())
              .setName(m.getName())
              .setGender(ActiveMqJedi.gender(m.getGender()))
              .setCompany(m.getCompany())
              .setEmail(m.getEmail())
              .setPhone(m.getPhone())
              .setAddress(m.getAddress())
              .setAbout(m.getAbout())
              .setStartedMillis(m.getStarted().toEpochMilli())
              .setLatitude(m.getLatitude())
              .setLongitude(m.getLongitude());
      for (Task t : m.getTasks()) {
        master.addTasks(ActiveMqJedi.task(t));
      }
      for (Force f : m.getForces()) {
        master.addForces(
            new ForceMessageBean()
                .setId(f.getId())
                .setTitle(f.getTitle())
                .setStartedMillis(f.getStarted().toEpochMilli())
                .addAllAreas(f.getAreas())
                .setDescription(f.getDescription())
                .freeze());
      }
      b.addJedi(master.freeze());
    }
    return b.freeze();
  }

  @Override
  public void readDeep(MastersMessageBuffer list, FieldSink sink) {
    for (int i = 0, n = list.getJediCount(); i < n; i++) {
      MasterMessage m = list.getJedi(i);
      sink.consume(m.getId());
      sink.consume(m.getBalance());
      sink.consume(m.getAge());
      sink.consume(m.getSword());
      sink.consume(m.getName());
      sink.consume(m.getGender().getNumber());
      sink.consume(m.getCompany());
      sink.consume(m.getEmail());
      sink.consume(m.getPhone());
      sink.consume(m.getAddress());
      sink.consume(m.getAbout());
      sink.consume(m.getStartedMillis());
      sink.consume(m.getLatitude());
      sink.consume(m.getLongitude());
      for (int t = 0, tasks = m.getTasksCount(); t < tasks; t++) {
        ActiveMqJedi.readTask(m.getTasks(t), sink);
      }
      for (int j = 0, forces = m.getForcesCount(); j < forces; j++) {
        ForceMessage f = m.getForces(j);
        sink.consume(f.getId());
        sink.consume(f.getTitle());
        sink.consume(f.getStartedMillis());
        for (int k = 0, areas = f.getAreasCount(); k < areas; k++) {
          sink.consume(f.getAreas(k));
        }
        sink.consume(f.getDescription());
      }
    }
  }

  @Override
  public void readShallow(MastersMessageBuffer list, FieldSink sink) {
    sink.consume(list.getJediCount());
  }

  @Override
  public Masters toModel(MastersMessageBuffer list) {
    List<Master> jedi = new ArrayList<>(list.getJediCount());
    for (int i = 0, n = list.getJediCount(); i < n; i++) {
      MasterMessage m = list.getJedi(i);
      Master master = new Master();
      master.setId(m.getId());
      master.setBalance(m.getBalance());
      master.setAge(m.getAge());
      master.setSword(m.getSword());
      master.setName(m.getName());
      master.setGender(ActiveMqJedi.gender(m.getGender()));
      master.setCompany(m.getCompany());
      master.setEmail(m.getEmail());
      master.setPhone(m.getPhone());
      master.setAddress(m.getAddress());
      master.setAbout(m.getAbout());
      master.setStarted(Instant.ofEpochMilli(m.getStartedMillis()));
      master.setLatitude(m.getLatitude());
      master.setLongitude(m.getLongitude());
      List<Task> tasks = new ArrayList<>(m.getTasksCount());
      for (int t = 0, nt = m.getTasksCount(); t < nt; t++) {
        tasks.add(ActiveMqJedi.task(m.getTasks(t)));
      }
      master.setTasks(tasks);
      List<Force> forces = new ArrayList<>(m.getForcesCount());
      for (int j = 0, nf = m.getForcesCount(); j < nf; j++) {
        ForceMessage f = m.getForces(j);
        Force force = new Force();
        force.setId(f.getId());
        force.setTitle(f.getTitle());
        force.setStarted(Instant.ofEpochMilli(f.getStartedMillis()));
        List<String> areas = new ArrayList<>(f.getAreasCount());
        for (int k = 0, na = f.getAreasCount(); k < na; k++) {
          areas.add(f.getAreas(k));
        }
        force.setAreas(areas);
        force.setDescription(f.getDescription());
        forces.add(force);
      }
      master.setForces(forces);
      jedi.add(master);
    }
    return Models.masters(jedi);
  }
}
