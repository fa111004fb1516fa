package org.serbench.model.media;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** jvm-serializers' MediaContent: one media item and its images. */
public class MediaContent implements Serializable {
  private static final long serialVersionUID = 1L;

  private Media media;
  private List<Image> images;

  public MediaContent() {}

  public Media getMedia() {
    return media;
  }

  public void setMedia(Media media) {
    this.media = media;
  }

  public List<Image> getImages() {
    return images;
  }

  public void setImages(List<Image> images) {
    this.images = images;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MediaContent other
        && Objects.equals(media, other.media)
        && Objects.equals(images, other.images);
  }

  @Override
  public int hashCode() {
    return Objects.hash(media, images);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "media=" + media + ", " + "images=" + images + "}";
  }
}
