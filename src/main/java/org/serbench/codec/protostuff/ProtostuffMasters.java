package org.serbench.codec.protostuff;

import static org.serbench.codec.protostuff.ProtostuffCodec.orEmpty;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.protostuff.ForceBean;
import org.serbench.protostuff.MasterBean;
import org.serbench.protostuff.MastersBean;

/**
 * The {@code protostuff} codec's binding of jmh-serialization's Master list to the beans of {@code
 * src/main/protostuff/jedi.proto}.
 *
 * <p>The dates, whole seconds in the model, travel as int64 epoch milliseconds as TestObject's
 * instants do.
 */
final class ProtostuffMasters extends ProtostuffCodec.BeanBinding<Masters, MastersBean> {

  ProtostuffMasters() {
    super(MastersBean.getSchema());
  }

  @Override
  public MastersBean create(Masters list) {
    List<MasterBean> jedi = new ArrayList<>(list.getJedi().size());
    for (Master m : list.getJedi()) {
      MasterBean b = new MasterBean();
      b.setId(m.getId());
      b.setBalance(m.getBalance());
      b.setAge(m.getAge());
      b.setSword(m.getSword());
      b.setName(m.getName());
      b.setGender(ProtostuffJedi.gender(m.getGender()));
      b.setCompany(m.getCompany());
      b.setEmail(m.getEmail());
      b.setPhone(m.getPhone());
      b.setAddress(m.getAddress());
      b.setAbout(m.getAbout());
      b.setStartedMillis(m.getStarted().toEpochMilli());
      b.setLatitude(m.getLatitude());
      b.setLongitude(m.getLongitude());
      b.setTasksList(ProtostuffJedi.taskBeans(m.getTasks()));
      List<ForceBean> forces = new ArrayList<>(m.getForces().size());
      for (Force f : m.getForces()) {
        ForceBean force = new ForceBean();
        force.setId(f.getId());
        force.setTitle(f.getTitle());
        force.setStartedMillis(f.getStarted().toEpochMilli());
        force.setAreasList(f.getAreas());
        force.setDescription(f.getDescription());
        forces.add(force);
      }
      b.setForcesList(forces);
      jedi.add(b);
    }
    MastersBean b = new MastersBean();
    b.setJediList(jedi);
    return b;
  }

  @Override
  public void readDeep(MastersBean list, FieldSink sink) {
    List<MasterBean> jedi = orEmpty(list.getJediList());
    for (int i = 0, n = jedi.size(); i < n; i++) {
      MasterBean m = jedi.get(i);
      sink.consume(m.getId());
      sink.consume(m.getBalance());
      sink.consume(m.getAge());
      sink.consume(m.getSword());
      sink.consume(m.getName());
      sink.consume(m.getGender().number);
      sink.consume(m.getCompany());
      sink.consume(m.getEmail());
      sink.consume(m.getPhone());
      sink.consume(m.getAddress());
      sink.consume(m.getAbout());
      sink.consume(m.getStartedMillis());
      sink.consume(m.getLatitude());
      sink.consume(m.getLongitude());
      ProtostuffJedi.readTasks(m.getTasksList(), sink);
      List<ForceBean> forces = orEmpty(m.getForcesList());
      for (int j = 0, nf = forces.size(); j < nf; j++) {
        ForceBean f = forces.get(j);
        sink.consume(f.getId());
        sink.consume(f.getTitle());
        sink.consume(f.getStartedMillis());
        List<String> areas = orEmpty(f.getAreasList());
        for (int k = 0, na = areas.size(); k < na; k++) {
          sink.consume(areas.get(k));
        }
        sink.consume(f.getDescription());
      }
    }
  }

  @Override
  public void readShallow(MastersBean list, FieldSink sink) {
    sink.consume(orEmpty(list.getJediList()).size());
  }

  @Override
  public Masters toModel(MastersBean list) {
    List<Master> jedi = new ArrayList<>();
    for (MasterBean b : orEmpty(list.getJediList())) {
      Master m = new Master();
      m.setId(b.getId());
      m.setBalance(b.getBalance());
      m.setAge(b.getAge());
      m.setSword(b.getSword());
      m.setName(b.getName());
      m.setGender(ProtostuffJedi.gender(b.getGender()));
      m.setCompany(b.getCompany());
      m.setEmail(b.getEmail());
      m.setPhone(b.getPhone());
      m.setAddress(b.getAddress());
      m.setAbout(b.getAbout());
      m.setStarted(Instant.ofEpochMilli(b.getStartedMillis()));
      m.setLatitude(b.getLatitude());
      m.setLongitude(b.getLongitude());
      m.setTasks(ProtostuffJedi.tasks(b.getTasksList()));
      List<Force> forces = new ArrayList<>();
      for (ForceBean f : orEmpty(b.getForcesList())) {
        Force force = new Force();
        force.setId(f.getId());
        force.setTitle(f.getTitle());
        force.setStarted(Instant.ofEpochMilli(f.getStartedMillis()));
        force.setAreas(new ArrayList<>(orEmpty(f.getAreasList())));
        force.setDescription(f.getDescription());
        forces.add(force);
      }
      m.setForces(forces);
      jedi.add(m);
    }
    return Models.masters(jedi);
  }
}
