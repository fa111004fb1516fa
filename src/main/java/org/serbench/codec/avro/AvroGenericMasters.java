package org.serbench.codec.avro;

import static org.serbench.codec.avro.AvroGenericJedi.profile;
import static org.serbench.codec.avro.AvroGenericJedi.putProfile;
import static org.serbench.codec.avro.AvroGenericJedi.readProfile;
import static org.serbench.codec.avro.AvroGenericJedi.readTasks;
import static org.serbench.codec.avro.AvroGenericJedi.taskRecords;
import static org.serbench.codec.avro.AvroGenericJedi.tasks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.serbench.avro.MastersRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/**
 * The avro-generic binding of the Masters list, on the schema of {@code masters.avsc}; instants are
 * the raw {@code long} of milliseconds, as no conversion is registered.
 */
final class AvroGenericMasters extends AvroGenericJedi.JediListBinding<Masters> {
  private static final Schema MASTERS = MastersRecord.getClassSchema();
  private static final Schema MASTER = items(MASTERS, "jedi");
  private static final Schema FORCE = items(MASTER, "forces");
  private static final int ADDRESS = pos(MASTER, "address");
  private static final int ABOUT = pos(MASTER, "about");
  private static final int STARTED = pos(MASTER, "started");
  private static final int LATITUDE = pos(MASTER, "latitude");
  private static final int LONGITUDE = pos(MASTER, "longitude");
  private static final int TASKS = pos(MASTER, "tasks");
  private static final int FORCES = pos(MASTER, "forces");
  private static final int FORCE_ID = pos(FORCE, "id");
  private static final int FORCE_TITLE = pos(FORCE, "title");
  private static final int FORCE_STARTED = pos(FORCE, "started");
  private static final int FORCE_AREAS = pos(FORCE, "areas");
  private static final int FORCE_DESCRIPTION = pos(FORCE, "description");

  private final GenericData.EnumSymbol[] genders = AvroGenericJedi.genders();

  AvroGenericMasters() {
    super(MASTERS);
  }

  @Override
  public GenericRecord create(Masters list) {
    List<GenericRecord> jedi = new ArrayList<>(list.getJedi().size());
    for (Master m : list.getJedi()) {
      GenericRecord r = new GenericData.Record(MASTER);
      putProfile(r, m, genders);
      r.put(ADDRESS, m.getAddress());
      r.put(ABOUT, m.getAbout());
      r.put(STARTED, m.getStarted().toEpochMilli());
      r.put(LATITUDE, m.getLatitude());
      r.put(LONGITUDE, m.getLongitude());
      r.put(TASKS, taskRecords(m.getTasks()));
      List<GenericRecord> forces = new ArrayList<>(m.getForces().size());
      for (Force f : m.getForces()) {
        GenericRecord force = new GenericData.Record(FORCE);
        force.put(FORCE_ID, f.getId());
        force.put(FORCE_TITLE, f.getTitle());
        force.put(FORCE_STARTED, f.getStarted().toEpochMilli());
        force.put(FORCE_AREAS, f.getAreas());
        force.put(FORCE_DESCRIPTION, f.getDescription());
        forces.add(force);
      }
      r.put(FORCES, forces);
      jedi.add(r);
    }
    return list(MASTERS, jedi);
  }

  @Override
  public void readDeep(GenericRecord list, FieldSink sink) {
    List<?> jedi = jedi(list);
    for (int i = 0, n = jedi.size(); i < n; i++) {
      GenericRecord m = (GenericRecord) jedi.get(i);
      readProfile(m, sink);
      consumeString(m.get(ADDRESS), sink);
      consumeString(m.get(ABOUT), sink);
      sink.consume((Long) m.get(STARTED));
      sink.consume((Double) m.get(LATITUDE));
      sink.consume((Double) m.get(LONGITUDE));
      readTasks(m.get(TASKS), sink);
      List<?> forces = (List<?>) m.get(FORCES);
      for (int j = 0, fn = forces.size(); j < fn; j++) {
        GenericRecord f = (GenericRecord) forces.get(j);
        sink.consume((Integer) f.get(FORCE_ID));
        consumeString(f.get(FORCE_TITLE), sink);
        sink.consume((Long) f.get(FORCE_STARTED));
        List<?> areas = (List<?>) f.get(FORCE_AREAS);
        for (int k = 0, an = areas.size(); k < an; k++) {
          consumeString(areas.get(k), sink);
        }
        consumeString(f.get(FORCE_DESCRIPTION), sink);
      }
    }
  }

  @Override
  public Masters toModel(GenericRecord list) {
    List<?> records = jedi(list);
    List<Master> jedi = new ArrayList<>(records.size());
    for (Object o : records) {
      GenericRecord r = (GenericRecord) o;
      Master m = new Master();
      profile(m, r);
      m.setAddress(string(r.get(ADDRESS)));
      m.setAbout(string(r.get(ABOUT)));
      m.setStarted(Instant.ofEpochMilli((Long) r.get(STARTED)));
      m.setLatitude((Double) r.get(LATITUDE));
      m.setLongitude((Double) r.get(LONGITUDE));
      m.setTasks(tasks(r.get(TASKS)));
      List<?> forceRecords = (List<?>) r.get(FORCES);
      List<Force> forces = new ArrayList<>(forceRecords.size());
      for (Object fo : forceRecords) {
        GenericRecord fr = (GenericRecord) fo;
        Force f = new Force();
        f.setId((Integer) fr.get(FORCE_ID));
        f.setTitle(string(fr.get(FORCE_TITLE)));
        f.setStarted(Instant.ofEpochMilli((Long) fr.get(FORCE_STARTED)));
        f.setAreas(strings((List<?>) fr.get(FORCE_AREAS)));
        f.setDescription(string(fr.get(FORCE_DESCRIPTION)));
        forces.add(f);
      }
      m.setForces(forces);
      jedi.add(m);
    }
    return Models.masters(jedi);
  }
}
