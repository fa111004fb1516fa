package org.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/** json/gson/manual's adapter of Masters and their forces. */
final class GsonManualMasters extends TypeAdapter<Masters> {

  @Override
  public void write(JsonWriter out, Masters list) throws IOException {
    out.beginObject().name("jedi").beginArray();
    List<Master> jedi = list.getJedi();
    for (int i = 0, size = jedi.size(); i < size; i++) {
      writeMaster(out, jedi.get(i));
    }
    out.endArray().endObject();
  }

  private static void writeMaster(JsonWriter out, Master m) throws IOException {
    out.beginObject();
    GsonManualJedi.writeProfile(out, m);
    out.name("address").value(m.getAddress());
    out.name("about").value(m.getAbout());
    out.name("started").value(m.getStarted().toEpochMilli());
    out.name("latitude").value(m.getLatitude());
    out.name("longitude").value(m.getLongitude());
    out.name("tasks");
    GsonManualJedi.writeTasks(out, m.getTasks());
    out.name("forces").beginArray();
    List<Force> forces = m.getForces();
    for (int i = 0, size = forces.size(); i < size; i++) {
      Force f = forces.get(i);
      out.beginObject();
      out.name("id").value(f.getId());
      out.name("title").value(f.getTitle());
      out.name("started").value(f.getStarted().toEpochMilli());
      out.name("areas");
      GsonManualCodec.writeStrings(out, f.getAreas());
      out.name("description").value(f.getDescription());
      out.endObject();
    }
    out.endArray();
    out.endObject();
  }

  @Override
  public Masters read(JsonReader in) throws IOException {
    Masters list = new Masters();
    in.beginObject();
    while (GsonManualCodec.nextField(in, "jedi")) {
      List<Master> jedi = new ArrayList<>();
      in.beginArray();
      while (in.hasNext()) {
        jedi.add(readMaster(in));
      }
      in.endArray();
      list.setJedi(jedi);
    }
    in.endObject();
    return list;
  }

  private static Master readMaster(JsonReader in) throws IOException {
    Master m = new Master();
    in.beginObject();
    while (in.hasNext()) {
      String name = in.nextName();
      if (!GsonManualJedi.readProfile(in, name, m)) {
        switch (name) {
          case "address" -> m.setAddress(in.nextString());
          case "about" -> m.setAbout(in.nextString());
          case "started" -> m.setStarted(Instant.ofEpochMilli(in.nextLong()));
          case "latitude" -> m.setLatitude(in.nextDouble());
          case "longitude" -> m.setLongitude(in.nextDouble());
          case "tasks" -> m.setTasks(GsonManualJedi.readTasks(in));
          case "forces" -> m.setForces(readForces(in));
          default -> in.skipValue();
        }
      }
    }
    in.endObject();
    return m;
  }

  private static List<Force> readForces(JsonReader in) throws IOException {
    List<Force> forces = new ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      Force f = new Force();
      in.beginObject();
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "id" -> f.setId(in.nextInt());
          case "title" -> f.setTitle(in.nextString());
          case "started" -> f.setStarted(Instant.ofEpochMilli(in.nextLong()));
          case "areas" -> f.setAreas(GsonManualCodec.readStringList(in));
          case "description" -> f.setDescription(in.nextString());
          default -> in.skipValue();
        }
      }
      in.endObject();
      forces.add(f);
    }
    in.endArray();
    return forces;
  }
}
