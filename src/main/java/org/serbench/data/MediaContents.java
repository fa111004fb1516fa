package org.serbench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;
import org.serbench.model.media.Player;
import org.serbench.model.media.Size;
import org.serbench.model.media.Visual;

/**
 * jvm-serializers' four MediaContent values and their seeded variations.
 *
 * <p>Each object of a batch is its value with some ASCII letters of every string replaced and the
 * numbers moved a little, so that no two objects of a batch are the same while each keeps its
 * value's character: its lengths, its nulls, its non-ASCII text and its surrogate pair.
 */
final class MediaContents {
  private static final String LOREM =
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut"
          + " labore et dolore magna aliqua. ";

  private MediaContents() {}

  /** {@code media.1}: jvm-serializers' JavaOne keynote. */
  static MediaContent media1() {
    Media media =
        media(
            "http://javaone.com/keynote.mpg",
            "Javaone Keynote",
            640,
            480,
            "video/mpg4",
            18_000_000L,
            58_982_400L,
            262_144,
            List.of("Bill Gates", "Steve Jobs"),
            Player.JAVA,
            null);
    return content(
        media,
        image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Size.LARGE),
        image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Size.SMALL));
  }

  /**
   * {@code media.2}: everything different from {@code media.1}: non-ASCII text, a surrogate pair, a
   * null title and bitrate, three images, a huge width and height, a copyright.
   */
  static MediaContent media2() {
    Media media =
        media(
            "http://例え.テスト/ビデオ/基調講演.mp4",
            null,
            2_000_000_000,
            1_500_000_000,
            "vidéo/mp4",
            9_876_543_210L,
            7_340_032_000_000L,
            null,
            List.of("Ada Lovelace", "Алан Тьюринг", "Grace Hopper 🎤", "María José Ñúñez"),
            Player.FLASH,
            "© 2026 Ünïcödé 𝄞 Studios");
    return content(
        media,
        image("http://例え.テスト/画像/大.png", "大きい画像 🖼", 1_999_999_999, 1_499_999_999, Size.LARGE),
        image("http://例え.テスト/画像/小.png", null, 16, 9, Size.SMALL),
        image("http://example.org/ö/mittel.gif", "Größe: mittel", 800, 600, Size.LARGE));
  }

  /** {@code media.3}: the shape of {@code media.1} with very long strings (hundreds of chars). */
  static MediaContent media3() {
    String path = "http://javaone.com/" + LOREM.repeat(4).replace(' ', '_').replace(',', '-');
    Media media =
        media(
            path + "keynote.mpg",
            LOREM.repeat(6).strip(),
            640,
            480,
            "video/mpg4; codecs=\"" + "avc1.42E01E, mp4a.40.2, ".repeat(8) + "\"",
            18_000_000L,
            58_982_400L,
            262_144,
            List.of(
                "Bill Gates " + LOREM.repeat(2).strip(),
                "Steve Jobs " + LOREM.repeat(3).strip(),
                "James Gosling " + LOREM.repeat(2).strip()),
            Player.JAVA,
            "Copyright " + LOREM.repeat(5).strip());
    return content(
        media,
        image(path + "keynote_large.jpg", LOREM.repeat(4).strip(), 1024, 768, Size.LARGE),
        image(path + "keynote_small.jpg", LOREM.repeat(4).strip(), 320, 240, Size.SMALL));
  }

  /** {@code media.4}: the shape of {@code media.1} with one-character strings. */
  static MediaContent media4() {
    Media media = media("u", "t", 1, 1, "f", 1L, 1L, 1, List.of("b", "s"), Player.JAVA, "c");
    return content(media, image("l", "k", 1, 1, Size.LARGE), image("s", "k", 1, 1, Size.SMALL));
  }

  /** Generates the variations of a fixed value: a new copy for every index. */
  static DataSet.Generator<MediaContent> variations(Supplier<MediaContent> value) {
    return (random, index) -> vary(value.get(), random);
  }

  private static MediaContent vary(MediaContent c, SplittableRandom random) {
    Media m = c.getMedia();
    vary(m, random);
    m.setFormat(vary(m.getFormat(), random));
    m.setDuration(m.getDuration() + random.nextInt(1_000));
    m.setSize(m.getSize() + random.nextInt(1_000));
    if (m.getBitrate() != null) {
      m.setBitrate(nudge(m.getBitrate(), random));
    }
    List<String> persons = new ArrayList<>();
    for (String p : m.getPersons()) {
      persons.add(vary(p, random));
    }
    m.setPersons(persons);
    m.setCopyright(vary(m.getCopyright(), random));
    for (Image image : c.getImages()) {
      vary(image, random);
    }
    return c;
  }

  /** Varies the fields a Media and an Image share, drawing from {@code random} in their order. */
  private static void vary(Visual v, SplittableRandom random) {
    v.setUri(vary(v.getUri(), random));
    v.setTitle(vary(v.getTitle(), random));
    v.setWidth(nudge(v.getWidth(), random));
    v.setHeight(nudge(v.getHeight(), random));
  }

  /** Replaces up to three ASCII letters with random ones; other characters are kept. */
  private static String vary(String s, SplittableRandom random) {
    if (s == null || s.isEmpty()) {
      return s;
    }
    char[] chars = s.toCharArray();
    for (int k = 0; k < 3; k++) {
      int i = random.nextInt(chars.length);
      if ((chars[i] >= 'a' && chars[i] <= 'z') || (chars[i] >= 'A' && chars[i] <= 'Z')) {
        chars[i] = (char) ('a' + random.nextInt(26));
      }
    }
    return new String(chars);
  }

  /** Moves a positive number by less than 100 without leaving the positive ints. */
  private static int nudge(int value, SplittableRandom random) {
    return value > Integer.MAX_VALUE - 100 || value < 100
        ? value + random.nextInt(2)
        : value + random.nextInt(-99, 100);
  }

  private static Media media(
      String uri,
      String title,
      int width,
      int height,
      String format,
      long duration,
      long size,
      Integer bitrate,
      List<String> persons,
      Player player,
      String copyright) {
    Media m = new Media();
    m.setUri(uri);
    m.setTitle(title);
    m.setWidth(width);
    m.setHeight(height);
    m.setFormat(format);
    m.setDuration(duration);
    m.setSize(size);
    m.setBitrate(bitrate);
    m.setPersons(new ArrayList<>(persons));
    m.setPlayer(player);
    m.setCopyright(copyright);
    return m;
  }

  private static Image image(String uri, String title, int width, int height, Size size) {
    Image i = new Image();
    i.setUri(uri);
    i.setTitle(title);
    i.setWidth(width);
    i.setHeight(height);
    i.setSize(size);
    return i;
  }

  private static MediaContent content(Media media, Image... images) {
    MediaContent c = new MediaContent();
    c.setMedia(media);
    c.setImages(new ArrayList<>(List.of(images)));
    return c;
  }
}
