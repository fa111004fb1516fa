package org.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * json/gson/manual's adapters of Younglings and Padawans, and the tasks the Masters share with them
 * ({@link GsonManualMasters}).
 */
final class GsonManualJedi {

  private GsonManualJedi() {}

  static final class YounglingsAdapter extends TypeAdapter<Younglings> {
    @Override
    public void write(JsonWriter out, Younglings list) throws IOException {
      out.beginObject().name("jedi").beginArray();
      List<Youngling> jedi = list.getJedi();
      for (int i = 0, size = jedi.size(); i < size; i++) {
        Youngling y = jedi.get(i);
        out.beginObject();
        out.name("id").value(y.getId());
        out.name("active").value(y.isActive());
        out.name("age").value(y.getAge());
        out.name("name").value(y.getName());
        out.name("gender").value(y.getGender().name());
        out.name("email").value(y.getEmail());
        out.name("phone").value(y.getPhone());
        out.endObject();
      }
      out.endArray().endObject();
    }

    @Override
    public Younglings read(JsonReader in) throws IOException {
      Younglings list = new Younglings();
      in.beginObject();
      while (GsonManualCodec.nextField(in, "jedi")) {
        List<Youngling> jedi = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
          jedi.add(readYoungling(in));
        }
        in.endArray();
        list.setJedi(jedi);
      }
      in.endObject();
      return list;
    }

    private static Youngling readYoungling(JsonReader in) throws IOException {
      Youngling y = new Youngling();
      in.beginObject();
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "id" -> y.setId(in.nextInt());
          case "active" -> y.setActive(in.nextBoolean());
          case "age" -> y.setAge(in.nextInt());
          case "name" -> y.setName(in.nextString());
          case "gender" -> y.setGender(Gender.valueOf(in.nextString()));
          case "email" -> y.setEmail(in.nextString());
          case "phone" -> y.setPhone(in.nextString());
          default -> in.skipValue();
        }
      }
      in.endObject();
      return y;
    }
  }

  static final class PadawansAdapter extends TypeAdapter<Padawans> {
    @Override
    public void write(JsonWriter out, Padawans list) throws IOException {
      out.beginObject().name("jedi").beginArray();
      List<Padawan> jedi = list.getJedi();
      for (int i = 0, size = jedi.size(); i < size; i++) {
        Padawan p = jedi.get(i);
        out.beginObject();
        writeProfile(out, p);
        out.name("latitude").value(p.getLatitude());
        out.name("longitude").value(p.getLongitude());
        out.name("tasks");
        writeTasks(out, p.getTasks());
        out.endObject();
      }
      out.endArray().endObject();
    }

    @Override
    public Padawans read(JsonReader in) throws IOException {
      Padawans list = new Padawans();
      in.beginObject();
      while (GsonManualCodec.nextField(in, "jedi")) {
        List<Padawan> jedi = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
          jedi.add(readPadawan(in));
        }
        in.endArray();
        list.setJedi(jedi);
      }
      in.endObject();
      return list;
    }

    private static Padawan readPadawan(JsonReader in) throws IOException {
      Padawan p = new Padawan();
      in.beginObject();
      while (in.hasNext()) {
        String name = in.nextName();
        if (!readProfile(in, name, p)) {
          switch (name) {
            case "latitude" -> p.setLatitude(in.nextDouble());
            case "longitude" -> p.setLongitude(in.nextDouble());
            case "tasks" -> p.setTasks(readTasks(in));
            default -> in.skipValue();
          }
        }
      }
      in.endObject();
      return p;
    }
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  static void writeProfile(JsonWriter out, Profile p) throws IOException {
    out.name("id").value(p.getId());
    out.name("balance").value(p.getBalance());
    out.name("age").value(p.getAge());
    out.name("sword").value(p.getSword());
    out.name("name").value(p.getName());
    out.name("gender").value(p.getGender().name());
    out.name("company").value(p.getCompany());
    out.name("email").value(p.getEmail());
    out.name("phone").value(p.getPhone());
  }

  /**
   * Reads the value of a field a Padawan and a Master share into {@code p}; false, reading nothing,
   * if {@code name} is not one of them.
   */
  static boolean readProfile(JsonReader in, String name, Profile p) throws IOException {
    switch (name) {
      case "id" -> p.setId(in.nextInt());
      case "balance" -> p.setBalance(in.nextString());
      case "age" -> p.setAge(in.nextInt());
      case "sword" -> p.setSword(in.nextString());
      case "name" -> p.setName(in.nextString());
      case "gender" -> p.setGender(Gender.valueOf(in.nextString()));
      case "company" -> p.setCompany(in.nextString());
      case "email" -> p.setEmail(in.nextString());
      case "phone" -> p.setPhone(in.nextString());
      default -> {
        return false;
      }
    }
    return true;
  }

  static void writeTasks(JsonWriter out, List<Task> tasks) throws IOException {
    out.beginArray();
    for (int i = 0, size = tasks.size(); i < size; i++) {
      Task t = tasks.get(i);
      out.beginObject();
      out.name("id").value(t.getId());
      out.name("description").value(t.getDescription());
      out.endObject();
    }
    out.endArray();
  }

  static List<Task> readTasks(JsonReader in) throws IOException {
    List<Task> tasks = new ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      Task t = new Task();
      in.beginObject();
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "id" -> t.setId(in.nextInt());
          case "description" -> t.setDescription(in.nextString());
          default -> in.skipValue();
        }
      }
      in.endObject();
      tasks.add(t);
    }
    in.endArray();
    return tasks;
  }
}
