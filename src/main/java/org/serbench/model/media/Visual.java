package org.serbench.model.media;

/**
 * The four fields a {@link Media} and an {@link Image} share, first in both and in this order, so
 * that a hand-written binding writes and reads them once for both.
 *
 * <p>An interface rather than a common superclass: the fields stay declared in each class, where
 * the reflective libraries find them in the order they serialize them.
 */
public interface Visual {
  String getUri();

  void setUri(String uri);

  String getTitle();

  void setTitle(String title);

  int getWidth();

  void setWidth(int width);

  int getHeight();

  void setHeight(int height);
}
