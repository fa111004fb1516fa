package org.serbench.model.jedi;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** A force a Master has mastered (jmh-serialization's Master template). */
public class Force implements Serializable {
  private static final long serialVersionUID = 1L;

  private int id;
  private String title;
  private Instant started;
  private List<String> areas;
  private String description;

  public Force() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public String getTitle() {
    return title;
  }

  public void setTitle(String title) {
    this.title = title;
  }

  public Instant getStarted() {
    return started;
  }

  public void setStarted(Instant started) {
    this.started = started;
  }

  public List<String> getAreas() {
    return areas;
  }

  public void setAreas(List<String> areas) {
    this.areas = areas;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Force other
        && id == other.id
        && Objects.equals(title, other.title)
        && Objects.equals(started, other.started)
        && Objects.equals(areas, other.areas)
        && Objects.equals(description, other.description);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, title, started, areas, description);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "id="
        + id
        + ", "
        + "title="
        + title
        + ", "
        + "started="
        + started
        + ", "
        + "areas="
        + areas
        + ", "
        + "description="
        + description
        + "}";
  }
}
