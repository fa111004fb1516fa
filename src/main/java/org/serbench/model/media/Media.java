package org.serbench.model.media;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** jvm-serializers' Media; {@code title}, {@code bitrate} and {@code copyright} may be null. */
public class Media implements Serializable, Visual {
  private static final long serialVersionUID = 1L;

  private String uri;
  private String title;
  private int width;
  private int height;
  private String format;
  private long duration;
  private long size;
  private Integer bitrate;
  private List<String> persons;
  private Player player;
  private String copyright;

  public Media() {}

  public String getUri() {
    return uri;
  }

  public void setUri(String uri) {
    this.uri = uri;
  }

  public String getTitle() {
    return title;
  }

  public void setTitle(String title) {
    this.title = title;
  }

  public int getWidth() {
    return width;
  }

  public void setWidth(int width) {
    this.width = width;
  }

  public int getHeight() {
    return height;
  }

  public void setHeight(int height) {
    this.height = height;
  }

  public String getFormat() {
    return format;
  }

  public void setFormat(String format) {
    this.format = format;
  }

  public long getDuration() {
    return duration;
  }

  public void setDuration(long duration) {
    this.duration = duration;
  }

  public long getSize() {
    return size;
  }

  public void setSize(long size) {
    this.size = size;
  }

  public Integer getBitrate() {
    return bitrate;
  }

  public void setBitrate(Integer bitrate) {
    this.bitrate = bitrate;
  }

  public List<String> getPersons() {
    return persons;
  }

  public void setPersons(List<String> persons) {
    this.persons = persons;
  }

  public Player getPlayer() {
    return player;
  }

  public void setPlayer(Player player) {
    this.player = player;
  }

  public String getCopyright() {
    return copyright;
  }

  public void setCopyright(String copyright) {
    this.copyright = copyright;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Media other
        && Objects.equals(uri, other.uri)
        && Objects.equals(title, other.title)
        && width == other.width
        && height == other.height
        && Objects.equals(format, other.format)
        && duration == other.duration
        && size == other.size
        && Objects.equals(bitrate, other.bitrate)
        && Objects.equals(persons, other.persons)
        && Objects.equals(player, other.player)
        && Objects.equals(copyright, other.copyright);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "uri="
        + uri
        + ", "
        + "title="
        + title
        + ", "
        + "width="
        + width
        + ", "
        + "height="
        + height
        + ", "
        + "format="
        + format
        + ", "
        + "duration="
        + duration
        + ", "
        + "size="
        + size
        + ", "
        + "bitrate="
        + bitrate
        + ", "
        + "persons="
        + persons
        + ", "
        + "player="
        + player
        + ", "
        + "copyright="
        + copyright
        + "}";
  }
}
