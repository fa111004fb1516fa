package org.serbench.data;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * jmh-serialization's three json-generator.com templates, generated from a seed: 25 Younglings, 500
 * Padawans and 50 Masters, nominally about 5 KB, 500 KB and 12 MB of JSON in the seed. What the
 * lists generated here encode to is in their descriptions ({@link DataSets}), which a test holds to
 * the committed report.
 *
 * <p>Fields follow the templates: {@code index()} ids, {@code bool()}, {@code integer(a, b)},
 * names, emails and {@code +3} phones, {@code floating(1000, 4000, 2, "$0,0.00")} balances,
 * coordinates, upper-case companies, addresses, lorem words and paragraphs, and dates since 2014 to
 * the second.
 */
final class Jedis {
  private static final String[] FIRST_NAMES = {
    "Anakin", "Ahsoka", "Obi-Wan", "Mace", "Kit", "Plo", "Aayla", "Luminara", "Barriss", "Shaak",
    "Kanan", "Ezra", "Cal", "Cere", "Quinlan", "Depa", "Ki-Adi", "Yaddle", "Jocasta", "Rey"
  };
  private static final String[] SURNAMES = {
    "Skywalker", "Tano", "Kenobi", "Windu", "Fisto", "Koon", "Secura", "Unduli", "Offee", "Ti",
    "Jarrus", "Bridger", "Kestis", "Junda", "Vos", "Billaba", "Mundi", "Nu", "Jinn", "Dooku"
  };
  private static final String[] COMPANIES = {
    "Coruscant Holdings",
    "Kuat Drive Yards",
    "Sienar Fleet",
    "Incom",
    "Czerka",
    "BlasTech",
    "Corellian Engineering",
    "SoroSuub",
    "Mon Calamari Shipyards",
    "Baktoid"
  };
  private static final String[] STREETS = {
    "Temple Avenue", "Senate Street", "Galactic Way", "Outer Rim Road", "Hyperspace Lane"
  };
  private static final String[] CITIES = {"Coruscant", "Theed", "Mos Eisley", "Aldera", "Tipoca"};
  private static final String[] STATES = {"Core", "Mid Rim", "Outer Rim", "Wild Space"};
  private static final String[] SWORDS = {"blue", "brown", "green"};
  private static final String[] LOREM = {
    "lorem",
    "ipsum",
    "dolor",
    "sit",
    "amet",
    "consectetur",
    "adipiscing",
    "elit",
    "sed",
    "do",
    "eiusmod",
    "tempor",
    "incididunt",
    "ut",
    "labore",
    "et",
    "dolore",
    "magna",
    "aliqua",
    "enim",
    "minim",
    "veniam",
    "quis",
    "nostrud",
    "exercitation",
    "ullamco",
    "laboris",
    "nisi",
    "aliquip",
    "commodo",
    "consequat",
    "duis",
    "aute",
    "irure",
    "reprehenderit",
    "voluptate",
    "velit",
    "esse",
    "cillum",
    "fugiat",
    "nulla",
    "pariatur",
    "excepteur",
    "sint",
    "occaecat",
    "cupidatat",
    "non",
    "proident",
    "sunt",
    "culpa",
    "officia",
    "deserunt",
    "mollit",
    "anim",
    "laborum"
  };
  private static final long FROM_SECONDS = Instant.parse("2014-01-01T00:00:00Z").getEpochSecond();
  private static final long TO_SECONDS = Instant.parse("2026-01-01T00:00:00Z").getEpochSecond();

  private Jedis() {}

  static Younglings younglings(SplittableRandom random, int index) {
    List<Youngling> list = new ArrayList<>(25);
    for (int i = 0; i < 25; i++) {
      Youngling y = new Youngling();
      y.setId(i);
      y.setActive(random.nextBoolean());
      y.setAge(random.nextInt(5, 16));
      String first = pick(FIRST_NAMES, random), last = pick(SURNAMES, random);
      y.setName(first + " " + last);
      y.setGender(random.nextBoolean() ? Gender.MALE : Gender.FEMALE);
      y.setEmail(email(first, last, pick(COMPANIES, random)));
      y.setPhone(phone(random));
      list.add(y);
    }
    Younglings y = new Younglings();
    y.setJedi(list);
    return y;
  }

  static Padawans padawans(SplittableRandom random, int index) {
    List<Padawan> list = new ArrayList<>(500);
    for (int i = 0; i < 500; i++) {
      Padawan p = new Padawan();
      profile(p, i, 15, 31, random);
      p.setLatitude(random.nextDouble(-90.000001, 90));
      p.setLongitude(random.nextDouble(-180.000001, 180));
      p.setTasks(tasks(random, 5, 10));
      list.add(p);
    }
    Padawans p = new Padawans();
    p.setJedi(list);
    return p;
  }

  static Masters masters(SplittableRandom random, int index) {
    List<Master> list = new ArrayList<>(50);
    for (int i = 0; i < 50; i++) {
      Master m = new Master();
      profile(m, i, 20, 41, random);
      m.setAddress(
          random.nextInt(100, 1000)
              + " "
              + pick(STREETS, random)
              + ", "
              + pick(CITIES, random)
              + ", "
              + pick(STATES, random)
              + ", "
              + random.nextInt(100, 10_001));
      m.setAbout(paragraph(random));
      m.setStarted(date(random));
      m.setLatitude(random.nextDouble(-90.000001, 90));
      m.setLongitude(random.nextDouble(-180.000001, 180));
      m.setTasks(tasks(random, 100, 200));
      int forces = random.nextInt(25, 101);
      List<Force> fs = new ArrayList<>(forces);
      for (int f = 0; f < forces; f++) {
        fs.add(force(random, f));
      }
      m.setForces(fs);
      list.add(m);
    }
    Masters m = new Masters();
    m.setJedi(list);
    return m;
  }

  /** A Master's force: a title, a start, 10 to 20 areas and ten paragraphs of description. */
  private static Force force(SplittableRandom random, int id) {
    Force force = new Force();
    force.setId(id);
    force.setTitle(words(random, 10));
    force.setStarted(date(random));
    int areas = random.nextInt(10, 21);
    List<String> as = new ArrayList<>(areas);
    for (int a = 0; a < areas; a++) {
      as.add(pick(LOREM, random));
    }
    force.setAreas(as);
    StringBuilder description = new StringBuilder();
    for (int p = 0; p < 10; p++) {
      description.append(p == 0 ? "" : "\r\n").append(paragraph(random));
    }
    force.setDescription(description.toString());
    return force;
  }

  /**
   * Sets the fields a Padawan and a Master share, drawing their values from {@code random} in this
   * order: balance, age (from {@code leastAge} up to but excluding {@code boundAge}), sword, name,
   * gender, company, phone.
   */
  private static void profile(
      Profile p, int id, int leastAge, int boundAge, SplittableRandom random) {
    p.setId(id);
    p.setBalance(balance(random));
    p.setAge(random.nextInt(leastAge, boundAge));
    p.setSword(pick(SWORDS, random));
    String first = pick(FIRST_NAMES, random), last = pick(SURNAMES, random);
    p.setName(first + " " + last);
    p.setGender(random.nextBoolean() ? Gender.MALE : Gender.FEMALE);
    String company = pick(COMPANIES, random);
    p.setCompany(company.toUpperCase(Locale.ROOT));
    p.setEmail(email(first, last, company));
    p.setPhone(phone(random));
  }

  private static List<Task> tasks(SplittableRandom random, int least, int most) {
    int n = random.nextInt(least, most + 1);
    List<Task> tasks = new ArrayList<>(n);
    for (int t = 0; t < n; t++) {
      Task task = new Task();
      task.setId(t);
      task.setDescription(words(random, 5));
      tasks.add(task);
    }
    return tasks;
  }

  private static String pick(String[] values, SplittableRandom random) {
    return values[random.nextInt(values.length)];
  }

  private static String email(String first, String last, String company) {
    return (first + "." + last + "@" + company.replace(" ", "") + ".com").toLowerCase(Locale.ROOT);
  }

  private static String phone(SplittableRandom random) {
    return String.format(
        Locale.ROOT,
        "+3 (%03d) %03d-%04d",
        random.nextInt(800, 1000),
        random.nextInt(1000),
        random.nextInt(10_000));
  }

  /** {@code floating(1000, 4000, 2, "$0,0.00")}. */
  private static String balance(SplittableRandom random) {
    return String.format(Locale.ROOT, "$%,.2f", random.nextDouble(1000, 4000));
  }

  /** A date since 2014, to the second, as the templates' {@code date()}. */
  private static Instant date(SplittableRandom random) {
    return Instant.ofEpochSecond(random.nextLong(FROM_SECONDS, TO_SECONDS));
  }

  private static String words(SplittableRandom random, int count) {
    StringBuilder s = new StringBuilder();
    for (int w = 0; w < count; w++) {
      s.append(w == 0 ? "" : " ").append(pick(LOREM, random));
    }
    return s.toString();
  }

  /** A lorem paragraph: 3 to 7 sentences of 4 to 12 words. */
  private static String paragraph(SplittableRandom random) {
    StringBuilder p = new StringBuilder();
    int sentences = random.nextInt(3, 8);
    for (int s = 0; s < sentences; s++) {
      String sentence = words(random, random.nextInt(4, 13));
      p.append(s == 0 ? "" : " ")
          .append(Character.toUpperCase(sentence.charAt(0)))
          .append(sentence, 1, sentence.length())
          .append('.');
    }
    return p.toString();
  }
}
