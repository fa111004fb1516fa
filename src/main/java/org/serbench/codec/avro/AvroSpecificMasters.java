package org.serbench.codec.avro;

import static org.serbench.codec.avro.AvroSpecificJedi.gender;
import static org.serbench.codec.avro.AvroSpecificJedi.readTasks;
import static org.serbench.codec.avro.AvroSpecificJedi.taskRecords;
import static org.serbench.codec.avro.AvroSpecificJedi.tasks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.serbench.avro.ForceRecord;
import org.serbench.avro.MasterRecord;
import org.serbench.avro.MastersRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/**
 * The avro-specific binding of the Masters list, on the records generated from {@code
 * masters.avsc}; instants are {@code timestamp-millis}, an {@code Instant} in the class.
 */
final class AvroSpecificMasters extends AvroSpecificCodec.RecordBinding<Masters, MastersRecord> {
  AvroSpecificMasters() {
    super(MastersRecord.class);
  }

  @Override
  public MastersRecord create(Masters list) {
    List<MasterRecord> jedi = new ArrayList<>(list.getJedi().size());
    for (Master m : list.getJedi()) {
      MasterRecord r = new MasterRecord();
      r.setId(m.getId());
      r.setBalance(m.getBalance());
      r.setAge(m.getAge());
      r.setSword(m.getSword());
      r.setName(m.getName());
      r.setGender(gender(m.getGender()));
      r.setCompany(m.getCompany());
      r.setEmail(m.getEmail());
      r.setPhone(m.getPhone());
      r.setAddress(m.getAddress());
      r.setAbout(m.getAbout());
      r.setStarted(m.getStarted());
      r.setLatitude(m.getLatitude());
      r.setLongitude(m.getLongitude());
      r.setTasks(taskRecords(m.getTasks()));
      List<ForceRecord> forces = new ArrayList<>(m.getForces().size());
      for (Force f : m.getForces()) {
        forces.add(
            new ForceRecord(
                f.getId(),
                f.getTitle(),
                f.getStarted(),
                Collections.unmodifiableList(f.getAreas()),
                f.getDescription()));
      }
      r.setForces(forces);
      jedi.add(r);
    }
    return new MastersRecord(jedi);
  }

  @Override
  public void readDeep(MastersRecord list, FieldSink sink) {
    List<MasterRecord> jedi = list.getJedi();
    for (int i = 0, n = jedi.size(); i < n; i++) {
      MasterRecord m = jedi.get(i);
      sink.consume(m.getId());
      consume(m.getBalance(), sink);
      sink.consume(m.getAge());
      consume(m.getSword(), sink);
      consume(m.getName(), sink);
      sink.consume(m.getGender().ordinal());
      consume(m.getCompany(), sink);
      consume(m.getEmail(), sink);
      consume(m.getPhone(), sink);
      consume(m.getAddress(), sink);
      consume(m.getAbout(), sink);
      sink.consume(m.getStarted().toEpochMilli());
      sink.consume(m.getLatitude());
      sink.consume(m.getLongitude());
      readTasks(m.getTasks(), sink);
      List<ForceRecord> forces = m.getForces();
      for (int j = 0, fn = forces.size(); j < fn; j++) {
        ForceRecord f = forces.get(j);
        sink.consume(f.getId());
        consume(f.getTitle(), sink);
        sink.consume(f.getStarted().toEpochMilli());
        List<CharSequence> areas = f.getAreas();
        for (int k = 0, an = areas.size(); k < an; k++) {
          consume(areas.get(k), sink);
        }
        consume(f.getDescription(), sink);
      }
    }
  }

  @Override
  public void readShallow(MastersRecord list, FieldSink sink) {
    sink.consume(list.getJedi().size());
  }

  @Override
  public Masters toModel(MastersRecord list) {
    List<Master> jedi = new ArrayList<>(list.getJedi().size());
    for (MasterRecord r : list.getJedi()) {
      Master m = new Master();
      m.setId(r.getId());
      m.setBalance(string(r.getBalance()));
      m.setAge(r.getAge());
      m.setSword(string(r.getSword()));
      m.setName(string(r.getName()));
      m.setGender(Gender.valueOf(r.getGender().name()));
      m.setCompany(string(r.getCompany()));
      m.setEmail(string(r.getEmail()));
      m.setPhone(string(r.getPhone()));
      m.setAddress(string(r.getAddress()));
      m.setAbout(string(r.getAbout()));
      m.setStarted(r.getStarted());
      m.setLatitude(r.getLatitude());
      m.setLongitude(r.getLongitude());
      m.setTasks(tasks(r.getTasks()));
      List<Force> forces = new ArrayList<>(r.getForces().size());
      for (ForceRecord fr : r.getForces()) {
        Force f = new Force();
        f.setId(fr.getId());
        f.setTitle(string(fr.getTitle()));
        f.setStarted(fr.getStarted());
        f.setAreas(strings(fr.getAreas()));
        f.setDescription(string(fr.getDescription()));
        forces.add(f);
      }
      m.setForces(forces);
      jedi.add(m);
    }
    return Models.masters(jedi);
  }
}
