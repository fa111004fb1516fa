package org.serbench.codec.capnproto;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;
import org.serbench.capnp.JediSchema.ForceStruct;
import org.serbench.capnp.JediSchema.MasterStruct;
import org.serbench.capnp.JediSchema.MastersStruct;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.capnproto.CapnProtoCodec.Message;
import org.serbench.codec.capnproto.CapnProtoCodec.MessageBinding;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/**
 * Cap'n Proto on jmh-serialization's Masters ({@code src/main/capnp/schema/jedi.capnp}): 50 records
 * with their tasks and forces in one message of several megabytes, well inside the reader's default
 * traversal limit of 64 MiB.
 */
final class CapnProtoMasters extends MessageBinding<Masters, MastersStruct.Reader> {

  CapnProtoMasters() {
    super(MastersStruct.factory);
  }

  @Override
  public Message<MastersStruct.Reader> create(Masters list) {
    MessageBuilder message = new MessageBuilder();
    MastersStruct.Builder root = message.initRoot(MastersStruct.factory);
    List<Master> jedi = list.getJedi();
    StructList.Builder<MasterStruct.Builder> structs = root.initJedi(jedi.size());
    for (int i = 0, n = jedi.size(); i < n; i++) {
      Master m = jedi.get(i);
      MasterStruct.Builder b = structs.get(i);
      b.setId(m.getId());
      b.setBalance(m.getBalance());
      b.setAge(m.getAge());
      b.setSword(m.getSword());
      b.setName(m.getName());
      b.setGender(CapnProtoJedi.gender(m.getGender()));
      b.setCompany(m.getCompany());
      b.setEmail(m.getEmail());
      b.setPhone(m.getPhone());
      b.setAddress(m.getAddress());
      b.setAbout(m.getAbout());
      b.setStartedMillis(m.getStarted().toEpochMilli());
      b.setLatitude(m.getLatitude());
      b.setLongitude(m.getLongitude());
      CapnProtoJedi.tasks(b.initTasks(m.getTasks().size()), m.getTasks());
      forces(b.initForces(m.getForces().size()), m.getForces());
    }
    return new Message<>(message, root.asReader());
  }

  private static void forces(StructList.Builder<ForceStruct.Builder> structs, List<Force> forces) {
    for (int i = 0, n = forces.size(); i < n; i++) {
      Force f = forces.get(i);
      ForceStruct.Builder b = structs.get(i);
      b.setId(f.getId());
      b.setTitle(f.getTitle());
      b.setStartedMillis(f.getStarted().toEpochMilli());
      List<String> areas = f.getAreas();
      TextList.Builder areaList = b.initAreas(areas.size());
      for (int k = 0, size = areas.size(); k < size; k++) {
        areaList.set(k, new Text.Reader(areas.get(k)));
      }
      b.setDescription(f.getDescription());
    }
  }

  @Override
  public void readDeep(Message<MastersStruct.Reader> value, FieldSink sink) {
    StructList.Reader<MasterStruct.Reader> jedi = value.root().getJedi();
    for (int i = 0, n = jedi.size(); i < n; i++) {
      MasterStruct.Reader m = jedi.get(i);
      sink.consume(m.getId());
      sink.consume(m.getBalance().toString());
      sink.consume(m.getAge());
      sink.consume(m.getSword().toString());
      sink.consume(m.getName().toString());
      sink.consume(m.getGender().ordinal());
      sink.consume(m.getCompany().toString());
      sink.consume(m.getEmail().toString());
      sink.consume(m.getPhone().toString());
      sink.consume(m.getAddress().toString());
      sink.consume(m.getAbout().toString());
      sink.consume(m.getStartedMillis());
      sink.consume(m.getLatitude());
      sink.consume(m.getLongitude());
      CapnProtoJedi.readTasks(m.getTasks(), sink);
      StructList.Reader<ForceStruct.Reader> forces = m.getForces();
      for (int k = 0, size = forces.size(); k < size; k++) {
        ForceStruct.Reader f = forces.get(k);
        sink.consume(f.getId());
        sink.consume(f.getTitle().toString());
        sink.consume(f.getStartedMillis());
        TextList.Reader areas = f.getAreas();
        for (int a = 0, count = areas.size(); a < count; a++) {
          sink.consume(areas.get(a).toString());
        }
        sink.consume(f.getDescription().toString());
      }
    }
  }

  @Override
  public void readShallow(Message<MastersStruct.Reader> value, FieldSink sink) {
    sink.consume(value.root().getJedi().size());
  }

  @Override
  public Masters toModel(Message<MastersStruct.Reader> value) {
    StructList.Reader<MasterStruct.Reader> structs = value.root().getJedi();
    List<Master> jedi = new ArrayList<>(structs.size());
    for (int i = 0, n = structs.size(); i < n; i++) {
      jedi.add(master(structs.get(i)));
    }
    return Models.masters(jedi);
  }

  private static Master master(MasterStruct.Reader r) {
    Master m = new Master();
    m.setId(r.getId());
    m.setBalance(r.getBalance().toString());
    m.setAge(r.getAge());
    m.setSword(r.getSword().toString());
    m.setName(r.getName().toString());
    m.setGender(CapnProtoJedi.gender(r.getGender()));
    m.setCompany(r.getCompany().toString());
    m.setEmail(r.getEmail().toString());
    m.setPhone(r.getPhone().toString());
    m.setAddress(r.getAddress().toString());
    m.setAbout(r.getAbout().toString());
    m.setStarted(Instant.ofEpochMilli(r.getStartedMillis()));
    m.setLatitude(r.getLatitude());
    m.setLongitude(r.getLongitude());
    m.setTasks(CapnProtoJedi.tasks(r.getTasks()));
    StructList.Reader<ForceStruct.Reader> forceList = r.getForces();
    List<Force> forces = new ArrayList<>(forceList.size());
    for (int k = 0, size = forceList.size(); k < size; k++) {
      forces.add(force(forceList.get(k)));
    }
    m.setForces(forces);
    return m;
  }

  private static Force force(ForceStruct.Reader r) {
    Force f = new Force();
    f.setId(r.getId());
    f.setTitle(r.getTitle().toString());
    f.setStarted(Instant.ofEpochMilli(r.getStartedMillis()));
    TextList.Reader areaList = r.getAreas();
    List<String> areas = new ArrayList<>(areaList.size());
    for (int a = 0, count = areaList.size(); a < count; a++) {
      areas.add(areaList.get(a).toString());
    }
    f.setAreas(areas);
    f.setDescription(r.getDescription().toString());
    return f;
  }
}
