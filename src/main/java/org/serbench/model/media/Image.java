package org.serbench.model.media;

import java.io.Serializable;
import java.util.Objects;

/** jvm-serializers' Image of a {@link MediaContent}. */
public class Image implements Serializable, Visual {
  private static final long serialVersionUID = 1L;

  private String uri;
  private String title;
  private int width;
  private int height;
  private Size size;

  public Image() {}

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

  public Size getSize() {
    return size;
  }

  public void setSize(Size size) {
    this.size = size;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Image other
        && Objects.equals(uri, other.uri)
        && Objects.equals(title, other.title)
        && width == other.width
        && height == other.height
        && Objects.equals(size, other.size);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, size);
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
        + "size="
        + size
        + "}";
  }
}
