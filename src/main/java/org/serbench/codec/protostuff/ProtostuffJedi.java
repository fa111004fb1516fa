package org.serbench.codec.protostuff;

import static org.serbench.codec.protostuff.ProtostuffCodec.orEmpty;

import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;
import org.serbench.protostuff.PadawanBean;
import org.serbench.protostuff.PadawansBean;
import org.serbench.protostuff.TaskBean;
import org.serbench.protostuff.YounglingBean;
import org.serbench.protostuff.YounglingsBean;

/**
 * The {@code protostuff} codec's bindings of jmh-serialization's Youngling and Padawan lists to the
 * beans of {@code src/main/protostuff/jedi.proto}, and the parts the Master list shares.
 *
 * <p>The schema's gender numbers are the model's ordinals, so no lookup by name is paid.
 */
final class ProtostuffJedi {
  private static final Gender[] GENDERS = Gender.values();

  private ProtostuffJedi() {}

  static final class YounglingsBinding
      extends ProtostuffCodec.BeanBinding<Younglings, YounglingsBean> {

    YounglingsBinding() {
      super(YounglingsBean.getSchema());
    }

    @Override
    public YounglingsBean create(Younglings list) {
      List<YounglingBean> jedi = new ArrayList<>(list.getJedi().size());
      for (Youngling y : list.getJedi()) {
        YounglingBean b = new YounglingBean();
        b.setId(y.getId());
        b.setActive(y.isActive());
        b.setAge(y.getAge());
        b.setName(y.getName());
        b.setGender(gender(y.getGender()));
        b.setEmail(y.getEmail());
        b.setPhone(y.getPhone());
        jedi.add(b);
      }
      YounglingsBean b = new YounglingsBean();
      b.setJediList(jedi);
      return b;
    }

    @Override
    public void readDeep(YounglingsBean list, FieldSink sink) {
      List<YounglingBean> jedi = orEmpty(list.getJediList());
      for (int i = 0, n = jedi.size(); i < n; i++) {
        YounglingBean y = jedi.get(i);
        sink.consume(y.getId());
        sink.consume(y.getActive());
        sink.consume(y.getAge());
        sink.consume(y.getName());
        sink.consume(y.getGender().number);
        sink.consume(y.getEmail());
        sink.consume(y.getPhone());
      }
    }

    @Override
    public void readShallow(YounglingsBean list, FieldSink sink) {
      sink.consume(orEmpty(list.getJediList()).size());
    }

    @Override
    public Younglings toModel(YounglingsBean list) {
      List<Youngling> jedi = new ArrayList<>();
      for (YounglingBean b : orEmpty(list.getJediList())) {
        Youngling y = new Youngling();
        y.setId(b.getId());
        y.setActive(b.getActive());
        y.setAge(b.getAge());
        y.setName(b.getName());
        y.setGender(gender(b.getGender()));
        y.setEmail(b.getEmail());
        y.setPhone(b.getPhone());
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends ProtostuffCodec.BeanBinding<Padawans, PadawansBean> {

    PadawansBinding() {
      super(PadawansBean.getSchema());
    }

    @Override
    public PadawansBean create(Padawans list) {
      List<PadawanBean> jedi = new ArrayList<>(list.getJedi().size());
      for (Padawan p : list.getJedi()) {
        PadawanBean b = new PadawanBean();
        b.setId(p.getId());
        b.setBalance(p.getBalance());
        b.setAge(p.getAge());
        b.setSword(p.getSword());
        b.setName(p.getName());
        b.setGender(gender(p.getGender()));
        b.setCompany(p.getCompany());
        b.setEmail(p.getEmail());
        b.setPhone(p.getPhone());
        b.setLatitude(p.getLatitude());
        b.setLongitude(p.getLongitude());
        b.setTasksList(taskBeans(p.getTasks()));
        jedi.add(b);
      }
      PadawansBean b = new PadawansBean();
      b.setJediList(jedi);
      return b;
    }

    @Override
    public void readDeep(PadawansBean list, FieldSink sink) {
      List<PadawanBean> jedi = orEmpty(list.getJediList());
      for (int i = 0, n = jedi.size(); i < n; i++) {
        PadawanBean p = jedi.get(i);
        sink.consume(p.getId());
        sink.consume(p.getBalance());
        sink.consume(p.getAge());
        sink.consume(p.getSword());
        sink.consume(p.getName());
        sink.consume(p.getGender().number);
        sink.consume(p.getCompany());
        sink.consume(p.getEmail());
        sink.consume(p.getPhone());
        sink.consume(p.getLatitude());
        sink.consume(p.getLongitude());
        readTasks(p.getTasksList(), sink);
      }
    }

    @Override
    public void readShallow(PadawansBean list, FieldSink sink) {
      sink.consume(orEmpty(list.getJediList()).size());
    }

    @Override
    public Padawans toModel(PadawansBean list) {
      List<Padawan> jedi = new ArrayList<>();
      for (PadawanBean b : orEmpty(list.getJediList())) {
        Padawan p = new Padawan();
        p.setId(b.getId());
        p.setBalance(b.getBalance());
        p.setAge(b.getAge());
        p.setSword(b.getSword());
        p.setName(b.getName());
        p.setGender(gender(b.getGender()));
        p.setCompany(b.getCompany());
        p.setEmail(b.getEmail());
        p.setPhone(b.getPhone());
        p.setLatitude(b.getLatitude());
        p.setLongitude(b.getLongitude());
        p.setTasks(tasks(b.getTasksList()));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  static org.serbench.protostuff.Gender gender(Gender gender) {
    return org.serbench.protostuff.Gender.valueOf(gender.ordinal());
  }

  static Gender gender(org.serbench.protostuff.Gender gender) {
    return GENDERS[gender.number];
  }

  static List<TaskBean> taskBeans(List<Task> tasks) {
    List<TaskBean> beans = new ArrayList<>(tasks.size());
    for (Task t : tasks) {
      TaskBean b = new TaskBean();
      b.setId(t.getId());
      b.setDescription(t.getDescription());
      beans.add(b);
    }
    return beans;
  }

  static void readTasks(List<TaskBean> beans, FieldSink sink) {
    List<TaskBean> tasks = orEmpty(beans);
    for (int i = 0, n = tasks.size(); i < n; i++) {
      TaskBean t = tasks.get(i);
      sink.consume(t.getId());
      sink.consume(t.getDescription());
    }
  }

  static List<Task> tasks(List<TaskBean> beans) {
    List<Task> tasks = new ArrayList<>();
    for (TaskBean b : orEmpty(beans)) {
      Task t = new Task();
      t.setId(b.getId());
      t.setDescription(b.getDescription());
      tasks.add(t);
    }
    return tasks;
  }
}
