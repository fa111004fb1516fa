package org.serbench.codec.jackson;

import static org.serbench.codec.jackson.JacksonStreamingJedi.DESCRIPTION;
import static org.serbench.codec.jackson.JacksonStreamingJedi.ID;
import static org.serbench.codec.jackson.JacksonStreamingJedi.JEDI;
import static org.serbench.codec.jackson.JacksonStreamingJedi.LATITUDE;
import static org.serbench.codec.jackson.JacksonStreamingJedi.LONGITUDE;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;

/** The Jackson manual codecs' code for Masters and their forces. */
final class JacksonStreamingMasters {
  private static final SerializedString ADDRESS = new SerializedString("address");
  private static final SerializedString ABOUT = new SerializedString("about");
  private static final SerializedString STARTED = new SerializedString("started");
  private static final SerializedString FORCES = new SerializedString("forces");
  private static final SerializedString TITLE = new SerializedString("title");
  private static final SerializedString AREAS = new SerializedString("areas");

  private JacksonStreamingMasters() {}

  static void write(JsonGenerator g, Masters list) throws IOException {
    g.writeStartObject(list);
    g.writeFieldName(JEDI);
    List<Master> jedi = list.getJedi();
    g.writeStartArray(jedi, jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      writeMaster(g, jedi.get(i));
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void writeMaster(JsonGenerator g, Master m) throws IOException {
    g.writeStartObject(m);
    JacksonStreamingJedi.writeProfile(g, m);
    g.writeFieldName(ADDRESS);
    g.writeString(m.getAddress());
    g.writeFieldName(ABOUT);
    g.writeString(m.getAbout());
    g.writeFieldName(STARTED);
    g.writeNumber(m.getStarted().toEpochMilli());
    g.writeFieldName(LATITUDE);
    g.writeNumber(m.getLatitude());
    g.writeFieldName(LONGITUDE);
    g.writeNumber(m.getLongitude());
    JacksonStreamingJedi.writeTasks(g, m.getTasks());
    g.writeFieldName(FORCES);
    List<Force> forces = m.getForces();
    g.writeStartArray(forces, forces.size());
    for (int i = 0, size = forces.size(); i < size; i++) {
      writeForce(g, forces.get(i));
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void writeForce(JsonGenerator g, Force f) throws IOException {
    g.writeStartObject(f);
    g.writeFieldName(ID);
    g.writeNumber(f.getId());
    g.writeFieldName(TITLE);
    g.writeString(f.getTitle());
    g.writeFieldName(STARTED);
    g.writeNumber(f.getStarted().toEpochMilli());
    JacksonStreamingCodec.writeStrings(g, AREAS, f.getAreas());
    g.writeFieldName(DESCRIPTION);
    g.writeString(f.getDescription());
    g.writeEndObject();
  }

  static Masters read(JsonParser p) throws IOException {
    Masters list = new Masters();
    while (JacksonStreamingJedi.nextJediArray(p, "Masters")) {
      List<Master> jedi = new ArrayList<>();
      while (JacksonStreamingJedi.nextObject(p)) {
        jedi.add(readMaster(p));
      }
      list.setJedi(jedi);
    }
    return list;
  }

  private static Master readMaster(JsonParser p) throws IOException {
    Master m = new Master();
    for (String field = p.nextFieldName(); field != null; field = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      if (!JacksonStreamingJedi.readProfile(p, field, m)) {
        switch (field) {
          case "address" -> m.setAddress(p.getValueAsString());
          case "about" -> m.setAbout(p.getValueAsString());
          case "started" -> m.setStarted(Instant.ofEpochMilli(p.getLongValue()));
          case "latitude" -> m.setLatitude(p.getDoubleValue());
          case "longitude" -> m.setLongitude(p.getDoubleValue());
          case "tasks" -> m.setTasks(JacksonStreamingJedi.readTasks(p, value));
          case "forces" -> m.setForces(readForces(p, value));
          default -> throw JacksonStreamingCodec.unknown(p, "Master", field);
        }
      }
    }
    return m;
  }

  private static List<Force> readForces(JsonParser p, JsonToken start) throws IOException {
    JacksonStreamingCodec.expect(p, start, JsonToken.START_ARRAY);
    List<Force> forces = new ArrayList<>();
    for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
      forces.add(readForce(p, t));
    }
    return forces;
  }

  private static Force readForce(JsonParser p, JsonToken start) throws IOException {
    JacksonStreamingCodec.expect(p, start, JsonToken.START_OBJECT);
    Force f = new Force();
    for (String field = p.nextFieldName(); field != null; field = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      switch (field) {
        case "id" -> f.setId(p.getIntValue());
        case "title" -> f.setTitle(p.getValueAsString());
        case "started" -> f.setStarted(Instant.ofEpochMilli(p.getLongValue()));
        case "areas" -> f.setAreas(JacksonStreamingCodec.readStrings(p, value));
        case "description" -> f.setDescription(p.getValueAsString());
        default -> throw JacksonStreamingCodec.unknown(p, "Force", field);
      }
    }
    return f;
  }
}
