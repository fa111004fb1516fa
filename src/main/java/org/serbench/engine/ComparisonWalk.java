package org.serbench.engine;

import static org.serbench.engine.ValueComparison.render;
import static org.serbench.engine.ValueComparison.stringWhat;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.serbench.engine.ComparisonStep.Label;
import org.serbench.engine.ValueComparison.Difference;

/**
 * One walk of {@link ValueComparison} over two graphs, on a work stack of its own. A walk that
 * pairs the elements of a set inherits the pairs its outer walk has entered and assumes equal, so
 * that a cycle through a set ends too.
 */
final class ComparisonWalk {
  private static final int NONE = 0;
  private static final int LIST = 1;
  private static final int SET = 2;
  private static final int MAP = 3;
  private static final int OTHER_COLLECTION = 4;

  private final ComparisonWalk outer;
  private final Map<Object, Object> entered = new IdentityHashMap<>();
  private final Deque<ComparisonStep> work = new ArrayDeque<>();

  /**
   * Of each object of a user's mutable class met (not a record, an enum or a JDK class): the step
   * that first met it, and, by its decoded copy, the original it was met with; so that an object
   * the original shares and the copy duplicates, or the reverse, is a difference.
   */
  private final Map<Object, ComparisonStep> firstMet = new IdentityHashMap<>();

  private final Map<Object, Object> originalOf = new IdentityHashMap<>();

  ComparisonWalk(ComparisonWalk outer) {
    this.outer = outer;
  }

  Difference run(Object expected, Object actual) {
    work.push(new ComparisonStep(null, "", expected, actual));
    while (!work.isEmpty()) {
      ComparisonStep step = work.pop();
      Difference found =
          step.recheck()
              ? at(
                  step,
                  render(step.expected()),
                  render(step.actual()),
                  "equals is false though no field differs")
              : compare(step);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private Difference compare(ComparisonStep step) {
    Object e = step.expected();
    Object a = step.actual();
    if (e == a) {
      return null;
    }
    if (e == null || a == null) {
      return at(step, render(e), render(a), "null");
    }
    Class<?> ec = typeOf(e);
    Class<?> ac = typeOf(a);
    int kind = kind(e);
    // A JDK list, set or map may come back as any list, set or map (a library's own, such as
    // Gson's LinkedTreeMap); a collection class of the project's must come back as itself.
    if (kind != kind(a) || ec != ac && (kind == NONE || !ClassShape.isJdk(ec))) {
      return at(step, ec.getTypeName(), ac.getTypeName(), "type");
    }
    if (kind == MAP) {
      return maps(step, (Map<?, ?>) e, (Map<?, ?>) a);
    }
    if (kind != NONE) {
      return collections(step, (Collection<?>) e, (Collection<?>) a, kind == SET);
    }
    if (ec.isArray()) {
      return arrays(step, e, a);
    }
    if (e instanceof Optional<?> eo && a instanceof Optional<?> ao) {
      if (eo.isPresent() != ao.isPresent()) {
        return at(step, render(e), render(a), "presence");
      }
      work.push(new ComparisonStep(step, "get()", eo.orElse(null), ao.orElse(null)));
      return null;
    }
    if (e instanceof AtomicReference<?> er) {
      work.push(new ComparisonStep(step, "get()", er.get(), ((AtomicReference<?>) a).get()));
      return null;
    }
    ClassShape shape = e instanceof Enum || ClassShape.isJdk(ec) ? null : ClassShape.of(ec);
    if (shape == null || shape.all() == null) {
      Object ev = JdkValues.of(e);
      Object av = JdkValues.of(a);
      return Objects.equals(ev, av)
          ? null
          : at(
              step,
              render(e),
              render(a),
              e instanceof String s ? stringWhat(s, (String) a) : "value");
    }
    Difference sharing = sharing(step, e, a);
    if (sharing != null) {
      return sharing;
    }
    if (!enter(e, a)) {
      return null;
    }
    // A class's own equals is believed only as far as its fields agree: an equals that compares
    // an id would let a codec drop every other field. Equal, its persistent fields are walked;
    // unequal, its transient ones too, to name the field it looked at.
    boolean unequal = shape.ownEquals() && !saysEqual(e, a);
    if (unequal) {
      // Under the fields: popped only when none of them differs.
      work.push(new ComparisonStep(step.parent(), step.label(), e, a, true));
    }
    Field[] fields = unequal ? shape.all() : shape.persistent();
    for (int i = fields.length - 1; i >= 0; i--) {
      Field f = fields[i];
      work.push(
          new ComparisonStep(step, f.getName(), ClassShape.read(f, e), ClassShape.read(f, a)));
    }
    return null;
  }

  private Difference collections(
      ComparisonStep step, Collection<?> e, Collection<?> a, boolean set) {
    if (e.size() != a.size()) {
      return at(step, Integer.toString(e.size()), Integer.toString(a.size()), "size");
    }
    if (!enter(e, a)) {
      return null;
    }
    List<Object> es = new ArrayList<>(e);
    List<Object> as = new ArrayList<>(a);
    if (!set) {
      for (int i = es.size() - 1; i >= 0; i--) {
        work.push(new ComparisonStep(step, new Label('[', i, ']'), es.get(i), as.get(i)));
      }
      return null;
    }
    boolean[] used = new boolean[as.size()];
    int[] match = ElementPairing.match(es, as, used, 2, this::equalAlone);
    int lost = -1;
    int lostCount = 0;
    for (int i = 0; i < match.length; i++) {
      if (match[i] < 0 && lostCount++ == 0) {
        lost = i;
      }
    }
    if (lost < 0) {
      return null;
    }
    Label where = new Label('<', lost, '>');
    if (lostCount == 1) {
      // One element has no partner and one is left over: comparing them names the field.
      int left = 0;
      while (used[left]) {
        left++;
      }
      work.push(new ComparisonStep(step, where, es.get(lost), as.get(left)));
      return null;
    }
    return at(
        new ComparisonStep(step, where, null, null),
        render(es.get(lost)),
        "absent",
        "missing element");
  }

  private Difference maps(ComparisonStep step, Map<?, ?> e, Map<?, ?> a) {
    if (e.size() != a.size()) {
      return at(step, Integer.toString(e.size()), Integer.toString(a.size()), "size");
    }
    if (!enter(e, a)) {
      return null;
    }
    List<Map.Entry<?, ?>> ee = new ArrayList<>(e.entrySet());
    List<Map.Entry<?, ?>> ae = new ArrayList<>(a.entrySet());
    List<Object> ek = new ArrayList<>();
    List<Object> ak = new ArrayList<>();
    ee.forEach(entry -> ek.add(entry.getKey()));
    ae.forEach(entry -> ak.add(entry.getKey()));
    int[] match = ElementPairing.match(ek, ak, new boolean[ak.size()], 1, this::equalAlone);
    for (int i = 0; i < match.length; i++) {
      if (match[i] < 0) {
        ComparisonStep missing =
            new ComparisonStep(step, new Label('{', ek.get(i), '}'), null, null);
        String value = render(ee.get(i).getValue());
        return at(missing, value, "absent", "missing key");
      }
    }
    for (int i = match.length - 1; i >= 0; i--) {
      Object value = ee.get(i).getValue();
      Label where = new Label('{', ek.get(i), '}');
      work.push(new ComparisonStep(step, where, value, ae.get(match[i]).getValue()));
    }
    return null;
  }

  private Difference arrays(ComparisonStep step, Object e, Object a) {
    int length = Array.getLength(e);
    if (length != Array.getLength(a)) {
      return at(step, Integer.toString(length), Integer.toString(Array.getLength(a)), "size");
    }
    boolean primitive = e.getClass().getComponentType().isPrimitive();
    if (!primitive && !enter(e, a)) {
      return null;
    }
    for (int i = length - 1; i >= 0; i--) {
      // Array.get boxes a primitive: Double.equals is then the exact comparison wanted.
      work.push(new ComparisonStep(step, new Label('[', i, ']'), Array.get(e, i), Array.get(a, i)));
    }
    return null;
  }

  /**
   * A difference where the copy does not share what the original shares: an object of a user's
   * mutable class met a second time in the original must be the copy met the first time, and a copy
   * met a second time the same original. Not in a walk that pairs a set's elements, which tries
   * pairs that are not the copy's.
   */
  private Difference sharing(ComparisonStep step, Object e, Object a) {
    if (outer != null || e.getClass().isRecord()) {
      return null;
    }
    ComparisonStep first = firstMet.get(e);
    if (first == null) {
      Object original = originalOf.get(a);
      if (original != null && original != e) {
        return at(
            step,
            "an object of its own",
            "the object decoded at " + where(firstMet.get(original)),
            "shared reference");
      }
      firstMet.put(e, step);
      originalOf.put(a, e);
      return null;
    }
    Object copy = entered.get(e);
    if (copy != a && !(copy instanceof Actuals)) {
      return at(
          step,
          "the object at " + where(first),
          "a copy of it (" + render(a) + ")",
          "shared reference");
    }
    return null;
  }

  private static String where(ComparisonStep step) {
    String path = step.path();
    return path.isEmpty() ? "the root" : path;
  }

  /** A user's equals, which may throw on a field a codec left null: that is a difference. */
  private static boolean saysEqual(Object e, Object a) {
    try {
      return e.equals(a);
    } catch (RuntimeException x) {
      return false;
    }
  }

  /** Whether the two compare equal; what the pairing walk entered is forgotten, a cost only. */
  private boolean equalAlone(Object e, Object a) {
    return new ComparisonWalk(this).run(e, a) == null;
  }

  /** Records the pair as entered; false when it was already, here or in an outer walk. */
  private boolean enter(Object e, Object a) {
    for (ComparisonWalk w = this; w != null; w = w.outer) {
      Object before = w.entered.get(e);
      if (before == a || before instanceof Actuals several && several.set.contains(a)) {
        return false;
      }
    }
    Object before = entered.get(e);
    if (before == null) {
      entered.put(e, a);
    } else if (before instanceof Actuals several) {
      several.set.add(a);
    } else {
      // A shared object decoded as several copies: each copy is compared once.
      Actuals several = new Actuals(Collections.newSetFromMap(new IdentityHashMap<>()));
      several.set.add(before);
      several.set.add(a);
      entered.put(e, several);
    }
    return true;
  }

  /** The decoded objects an expected one was compared with, when it was decoded as copies. */
  private record Actuals(Set<Object> set) {}

  private static Difference at(ComparisonStep step, String expected, String actual, String what) {
    return new Difference(step.path(), expected, actual, what);
  }

  /** An enum's constant with a body of its own is of an anonymous class: its enum is the type. */
  static Class<?> typeOf(Object value) {
    return value instanceof Enum<?> constant ? constant.getDeclaringClass() : value.getClass();
  }

  private static int kind(Object value) {
    return value instanceof List
        ? LIST
        : value instanceof Set
            ? SET
            : value instanceof Map ? MAP : value instanceof Collection ? OTHER_COLLECTION : NONE;
  }
}
