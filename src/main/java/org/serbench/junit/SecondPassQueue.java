package org.serbench.junit;

import static org.serbench.junit.Verdicts.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.engine.Turn;

/**
 * The codecs whose cells wait for their later JVMs ({@code serbench.spread=run}), in the order they
 * ran, and the run's second pass over them: each codec's next pass of JVMs, then the judgement of
 * the cells it completed, and the time it took against the time it was expected to take.
 */
final class SecondPassQueue {
  /** Judges a cell the second pass completed; an AssertionError fails it. */
  @FunctionalInterface
  interface Judge {
    void judge(Result cell) throws IOException;
  }

  private final Settings settings;
  private final long runStart;
  private final Judge judge;

  /** The codecs whose cells wait for their later JVMs, in the order they ran. */
  private final Map<String, Turn> waiting = Collections.synchronizedMap(new LinkedHashMap<>());

  /** How often cells took another JVM so far, for the estimate of the time left. */
  private final TimeLeft timeLeft = new TimeLeft();

  /** The second pass so far: its time, and the time its codecs had been expected to take. */
  private final AtomicLong secondPassNanos = new AtomicLong();

  private final AtomicLong secondPassExpectedNanos = new AtomicLong();

  /** The second pass's turns so far: of codecs' planned later JVMs, and of JVMs cells added. */
  private final AtomicInteger laterTurns = new AtomicInteger();

  private final AtomicInteger addedTurns = new AtomicInteger();

  SecondPassQueue(Settings settings, long runStart, Judge judge) {
    this.settings = settings;
    this.runStart = runStart;
    this.judge = judge;
  }

  /** Queues a codec whose cells wait for a pass of their JVMs. */
  void add(String codec, Turn turn) {
    waiting.put(codec, turn);
  }

  /** How often cells took another JVM so far, for the estimate of the time left. */
  TimeLeft timeLeft() {
    return timeLeft;
  }

  /** Whether a cell measured so far in its first JVM waits for the run's second pass. */
  boolean waits(String codec, String dataSet) {
    Turn turn = waiting.get(codec);
    return turn != null && turn.waiting().contains(dataSet);
  }

  /**
   * The run's second pass ({@code serbench.spread=run}): one test per codec whose cells wait for
   * their later JVMs, in the order the codecs ran. Each measures them, merges every cell's JVMs,
   * and asserts the cell's outcome, its plausibility and the regression gate, as the codec's own
   * test does for a cell measured whole. A codec some of whose cells get another JVM, as their JVMs
   * disagreed ({@code serbench.extraForks}), comes again after every codec of the pass, with a test
   * for those cells. Empty when nothing waits.
   *
   * <p>The tests are made one at a time as JUnit runs them, so that the codecs a pass adds join the
   * stream.
   */
  Stream<DynamicTest> tests() {
    return Stream.generate(this::nextWaiting)
        .takeWhile(Objects::nonNull)
        .map(
            turn ->
                DynamicTest.dynamicTest(
                    String.format(
                        "%s: %s JVMs of %s",
                        turn.spec().name(),
                        turn.adds() ? "added" : "later",
                        String.join(", ", turn.waiting())),
                    () -> finishTurn(turn)));
  }

  /** Takes the first codec still waiting for a pass of its JVMs, or null when none waits. */
  private Turn nextWaiting() {
    synchronized (waiting) {
      var first = waiting.entrySet().iterator();
      if (!first.hasNext()) {
        return null;
      }
      Turn turn = first.next().getValue();
      first.remove();
      return turn;
    }
  }

  /**
   * Measures a turn's next pass of JVMs ({@link Turn#later}), puts the turn back at the end of the
   * waiting codecs if it has another, and checks every cell completed; failures are thrown.
   */
  private void finishTurn(Turn turn) throws Exception {
    String codec = turn.spec().name();
    boolean adds = turn.adds();
    int k = (adds ? addedTurns : laterTurns).incrementAndGet();
    // This turn has left the waiting codecs: the others of its kind are the rest of its count.
    int of = k + waitingTurns(adds);
    String place =
        String.format(
            Locale.ROOT, adds ? "added JVMs, codec %d of %d so far" : "codec %d of %d", k, of);
    Progress.print(
        "%s: second pass, %s: the %s JVMs of %s",
        codec, place, adds ? "added" : "later", String.join(", ", turn.waiting()));
    List<Result> cells = new ArrayList<>();
    long expected = turn.outlook().nextPassNanos();
    long start = System.nanoTime();
    turn.later(
        line -> Progress.print("  | %s", line),
        cell -> {
          Progress.print("%s: %s", cell.key(), Progress.progress(cell, place, runStart));
          cells.add(cell);
        });
    long elapsed = System.nanoTime() - start;
    secondPassNanos.addAndGet(elapsed);
    secondPassExpectedNanos.addAndGet(expected);
    // Each cell this pass judged: those handed over complete declined another JVM they could have
    // taken; those still waiting took one.
    for (Result cell : cells) {
      if (cell.status() == Result.Status.OK
          && cell.jvms() >= settings.forks(cell.dataSet())
          && cell.jvms() < settings.mostForks(cell.dataSet())) {
        timeLeft.judged(false);
      }
    }
    turn.waiting().forEach(dataSet -> timeLeft.judged(true));
    if (turn.hasNextPass()) {
      waiting.put(codec, turn);
      Progress.print(
          "%s: a JVM more for %s, after every codec of this pass",
          codec, String.join(", ", turn.waiting()));
    }
    // What is left, as expected, scaled by how the second pass has run against its expectation.
    double pace = (double) secondPassNanos.get() / Math.max(1, secondPassExpectedNanos.get());
    Turn.Outlook left = outlook();
    int laterLeft = waitingTurns(false);
    int addedLeft = waitingTurns(true);
    String runElapsed = Progress.clock(System.nanoTime() - runStart);
    if (laterLeft + addedLeft == 0) {
      Progress.print(
          "%s: second pass in %.1f s; run elapsed %s; the second pass is complete",
          codec, elapsed / 1e9, runElapsed);
    } else {
      List<String> what = new ArrayList<>();
      if (laterLeft > 0) {
        what.add("the later JVMs of " + Progress.codecs(laterLeft));
      }
      if (addedLeft > 0) {
        what.add("the added JVMs of " + Progress.codecs(addedLeft));
      }
      Progress.print(
          "%s: second pass in %.1f s; run elapsed %s, about %s left for %s",
          codec,
          elapsed / 1e9,
          runElapsed,
          timeLeft.text((long) (pace * left.nextPassNanos()), (long) (pace * left.mayAddNanos())),
          String.join(" and ", what));
    }
    List<String> failures = new ArrayList<>();
    for (Result cell : cells) {
      try {
        judge.judge(cell);
      } catch (AssertionError e) {
        failures.add(e.getMessage());
      }
    }
    if (!failures.isEmpty()) {
      fail(String.join(System.lineSeparator(), failures));
    }
  }

  /**
   * Runs the second pass of the codecs still waiting when the tests end, as no second-pass test ran
   * them (a run of some test classes only), so that the report has every cell whole.
   *
   * @return each failure's message
   */
  List<String> finishAll() {
    List<String> failures = new ArrayList<>();
    for (Turn turn; (turn = nextWaiting()) != null; ) {
      try {
        finishTurn(turn);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failures.add(turn.spec().name() + ": the second pass was interrupted");
        break;
      } catch (Exception | AssertionError e) {
        failures.add(turn.spec().name() + ": " + e.getMessage());
      }
    }
    return failures;
  }

  /**
   * How many codecs wait for a pass of their planned later JVMs ({@code adds} false), or of JVMs
   * added to cells whose JVMs disagreed.
   */
  int waitingTurns(boolean adds) {
    synchronized (waiting) {
      return (int) waiting.values().stream().filter(turn -> turn.adds() == adds).count();
    }
  }

  /** The time the JVMs still to come of every codec waiting are expected to take. */
  Turn.Outlook outlook() {
    long nextPass = 0;
    long mayAdd = 0;
    synchronized (waiting) {
      for (Turn turn : waiting.values()) {
        Turn.Outlook outlook = turn.outlook();
        nextPass += outlook.nextPassNanos();
        mayAdd += outlook.mayAddNanos();
      }
    }
    return new Turn.Outlook(nextPass, mayAdd);
  }
}
