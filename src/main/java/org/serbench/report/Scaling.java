package org.serbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * How cost grows with work: TestObject batches of growing size (seed 002's fixtures), and the Jedi
 * lists from Youngling to Master (jmh-serialization).
 */
final class Scaling {
  private static final String TEST_OBJECT = "TestObject";
  private static final List<String> JEDI = List.of("Youngling", "Padawan", "Master");

  private Scaling() {}

  static void render(StringBuilder out, List<Result> results) {
    List<Result> testObjects =
        results.stream()
            .filter(r -> r.dataSet().equals(TEST_OBJECT) && r.status() == Result.Status.OK)
            .sorted(Comparator.comparingDouble(Scaling::warmPerObject))
            .toList();
    TreeSet<Integer> sizes = new TreeSet<>();
    testObjects.forEach(r -> r.scaling().forEach(p -> sizes.add(p.objects())));
    if (!testObjects.isEmpty()) {
      out.append("## Scaling\n\n");
      out.append(
          "ser + decode (deser with the deep read) in ns per TestObject. The measured batch is the warm"
              + " average of the TestObject page; each larger batch holds that many different"
              + " objects and is round-tripped up to three times right after the measured batches"
              + " (median shown, first run checked object by object). A size runs only if the"
              + " measured batches say it fits the time budget (-Dserbench.scalingSeconds) and the"
              + " heap (-Dserbench.jvmArgs); otherwise the cell says what it would need.\n\n");
      List<String> header = new ArrayList<>();
      header.add("Codec");
      header.add(Format.integer(testObjects.get(0).objects()) + " (measured)");
      sizes.forEach(n -> header.add(Format.integer(n)));
      Table t = new Table(header.toArray(String[]::new));
      for (Result r : testObjects) {
        List<String> cells = new ArrayList<>();
        cells.add(r.codec());
        cells.add(Format.integer(warmPerObject(r)));
        for (int n : sizes) {
          cells.add(
              r.scaling().stream()
                  .filter(p -> p.objects() == n)
                  .findFirst()
                  .map(Scaling::cell)
                  .orElse("-"));
        }
        t.row(cells.toArray(String[]::new));
      }
      t.appendTo(out);
    }

    Map<String, Result[]> jedi = new TreeMap<>();
    for (Result r : results) {
      int i = JEDI.indexOf(r.dataSet());
      if (i >= 0 && r.status() == Result.Status.OK) {
        jedi.computeIfAbsent(r.codec(), k -> new Result[JEDI.size()])[i] = r;
      }
    }
    if (jedi.isEmpty()) {
      return;
    }
    out.append("### Youngling, Padawan, Master\n\n");
    out.append(
        "ser + decode (deser with the deep read) of one list: 25 Younglings (about 3.5 KB of compact"
            + " JSON), 500 Padawans (360 KB), 50 Masters (10 MB); and the same per encoded byte,"
            + " which stays flat when cost grows with the data alone.\n\n");
    Table t =
        new Table(
            "Codec",
            "Youngling (µs/op)",
            "Padawan (µs/op)",
            "Master (µs/op)",
            "Youngling (ns/byte)",
            "Padawan (ns/byte)",
            "Master (ns/byte)");
    List<Map.Entry<String, Result[]>> rows = new ArrayList<>(jedi.entrySet());
    rows.sort(
        Comparator.comparingDouble(
            e -> e.getValue()[2] == null ? Double.MAX_VALUE : warmPerObject(e.getValue()[2])));
    for (Map.Entry<String, Result[]> e : rows) {
      Result[] of = e.getValue();
      String[] cells = new String[7];
      cells[0] = e.getKey();
      for (int i = 0; i < 3; i++) {
        Result r = of[i];
        cells[1 + i] = r == null ? "-" : Format.decimals(warmPerObject(r) / 1000, 1);
        cells[4 + i] =
            r == null
                ? "-"
                : Format.decimals(warmPerObject(r) / ((double) r.size().bytes() / r.objects()), 2);
      }
      t.row(cells);
    }
    t.appendTo(out);
  }

  private static String cell(Result.ScalePoint p) {
    if (!p.notRun().isEmpty()) {
      return p.notRun();
    }
    long[] trip = new long[p.serNs().length];
    for (int i = 0; i < trip.length; i++) {
      trip[i] = p.serNs()[i] + p.deserNs()[i];
    }
    Arrays.sort(trip);
    return Format.integer(Summary.of(trip).median() / p.objects())
        + (trip.length == 1 ? " (1 run)" : " (" + trip.length + " runs)");
  }

  /** Warm ser + deser with the deep read, ns per object. */
  static double warmPerObject(Result r) {
    return (Summary.of(r.samples().serNs()).mean() + Summary.of(r.samples().deserNs()).mean())
        / r.objects();
  }
}
