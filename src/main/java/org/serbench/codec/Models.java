package org.serbench.codec;

import java.util.List;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;

/**
 * The root objects of the model built from their parts, as the schema families' conversions back to
 * the model ({@code toModel}) and their decoders end.
 */
public final class Models {
  private Models() {}

  public static Younglings younglings(List<Youngling> jedi) {
    Younglings younglings = new Younglings();
    younglings.setJedi(jedi);
    return younglings;
  }

  public static Padawans padawans(List<Padawan> jedi) {
    Padawans padawans = new Padawans();
    padawans.setJedi(jedi);
    return padawans;
  }

  public static Masters masters(List<Master> jedi) {
    Masters masters = new Masters();
    masters.setJedi(jedi);
    return masters;
  }

  public static MediaContent mediaContent(Media media, List<Image> images) {
    MediaContent content = new MediaContent();
    content.setMedia(media);
    content.setImages(images);
    return content;
  }
}
