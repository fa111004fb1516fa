package org.serbench.codec.protobuf;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Task;
import org.serbench.proto.ForceMessage;
import org.serbench.proto.MasterMessage;
import org.serbench.proto.MastersMessage;

/**
 * The {@code protobuf} codec's binding of jmh-serialization's Master list to the messages of {@code
 * src/main/proto/jedi.proto}.
 *
 * <p>The dates, whole seconds in the model, travel as int64 epoch milliseconds as TestObject's
 * instants do.
 */
final class ProtobufMasters extends ProtobufCodec.MessageBinding<Masters, MastersMessage> {
  ProtobufMasters() {
    super(MastersMessage.parser());
  }

  @Override
  public MastersMessage create(Masters list) {
    MastersMessage.Builder b = MastersMessage.newBuilder();
    for (Master m : list.getJedi()) {
      MasterMessage.Builder master =
          MasterMessage.newBuilder()
              .setId(m.getId())
              .setBalance(m.getBalance())
              .setAge(m.getAge())
              .setSword(m.getSword())
              .setName(m.getName())
              .setGenderValue(m.getGender().ordinal())
              .setCompany(m.getCompany())
              .setEmail(m.getEmail())
              .setPhone(m.getPhone())
              .setAddress(m.getAddress())
              .setAbout(m.getAbout())
              .setStartedMillis(m.getStarted().toEpochMilli())
              .setLatitude(m.getLatitude())
              .setLongitude(m.getLongitude());
      for (Task t : m.getTasks()) {
        master.addTasks(ProtobufJedi.task(t));
      }
      for (Force f : m.getForces()) {
        master.addForces(
            ForceMessage.newBuilder()
                .setId(f.getId())
                .setTitle(f.getTitle())
                .setStartedMillis(f.getStarted().toEpochMilli())
                .addAllAreas(f.getAreas())
                .setDescription(f.getDescription()));
      }
      b.addJedi(master);
    }
    return b.build();
  }

  @Override
  public void readDeep(MastersMessage list, FieldSink sink) {
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
      ProtobufJedi.readTasks(m.getTasksList(), sink);
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
  public void readShallow(MastersMessage list, FieldSink sink) {
    sink.consume(list.getJediCount());
  }

  @Override
  public Masters toModel(MastersMessage list) {
    List<Master> jedi = new ArrayList<>(list.getJediCount());
    for (MasterMessage m : list.getJediList()) {
      Master master = new Master();
      master.setId(m.getId());
      master.setBalance(m.getBalance());
      master.setAge(m.getAge());
      master.setSword(m.getSword());
      master.setName(m.getName());
      master.setGender(ProtobufJedi.gender(m.getGenderValue()));
      master.setCompany(m.getCompany());
      master.setEmail(m.getEmail());
      master.setPhone(m.getPhone());
      master.setAddress(m.getAddress());
      master.setAbout(m.getAbout());
      master.setStarted(Instant.ofEpochMilli(m.getStartedMillis()));
      master.setLatitude(m.getLatitude());
      master.setLongitude(m.getLongitude());
      master.setTasks(ProtobufJedi.tasks(m.getTasksList()));
      List<Force> forces = new ArrayList<>(m.getForcesCount());
      for (ForceMessage f : m.getForcesList()) {
        Force force = new Force();
        force.setId(f.getId());
        force.setTitle(f.getTitle());
        force.setStarted(Instant.ofEpochMilli(f.getStartedMillis()));
        force.setAreas(new ArrayList<>(f.getAreasList()));
        force.setDescription(f.getDescription());
        forces.add(force);
      }
      master.setForces(forces);
      jedi.add(master);
    }
    return Models.masters(jedi);
  }
}
