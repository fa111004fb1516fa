package org.serbench.codec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The classes a run's data holds, as a codec that registers classes up front (Kryo, Fory, FST) or
 * allows them by name (XStream) must know them. A codec is set up with this context, so that it
 * serves the classic model and a user's own classes alike.
 *
 * <p>For the classic data sets it is {@link #model()}: the model classes found from the declared
 * field types (see {@link ModelClasses}), as every registering codec has registered them since
 * their sizes were first recorded. For a user's data it is {@link #reached}: the concrete classes
 * found in the data's objects themselves, which finds a subclass held in a field typed by its
 * superclass and the collection classes the data really builds.
 */
public abstract class DataClasses {
  private static final DataClasses MODEL = new Model();

  DataClasses() {}

  /** The classic model's classes. */
  public static DataClasses model() {
    return MODEL;
  }

  /**
   * The classes reached in a run's own data.
   *
   * @param byRoot each data set's root class to the concrete classes found in its objects, root
   *     first (see {@link ClassesReached#in})
   */
  public static DataClasses reached(Map<Class<?>, List<Class<?>>> byRoot) {
    return new Reached(byRoot);
  }

  /**
   * The classes that objects of {@code root} hold, root first, in an order that is the same in
   * every JVM: what a codec registers when it binds that root.
   */
  public abstract List<Class<?>> reachableFrom(Class<?> root);

  /**
   * Every class of the run's data that is not the JDK's, sorted by name: what a codec registers
   * once before its first use, so that the ids it gives them never depend on the order of use.
   */
  public abstract List<Class<?>> all();

  /**
   * Whole packages an allow-list admits besides the classes of {@link #all}, in XStream's wildcard
   * syntax ({@code org.serbench.model.**}): the model's, whose probes of the safety page (a
   * gadget's holder) are in no data set. None for a user's data, whose classes are allowed one by
   * one.
   */
  public abstract List<String> allowed();

  /**
   * Whether a class, or an array's element class, is the JDK's: codecs know it without being told,
   * its values compare by {@code equals}, and no walk of a user's objects enters its fields.
   */
  public static boolean isJdk(Class<?> type) {
    while (type.isArray()) {
      type = type.getComponentType();
    }
    String name = type.getName();
    return type.isPrimitive()
        || name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.")
        || name.startsWith("com.sun.");
  }

  private static final class Model extends DataClasses {
    @Override
    public List<Class<?>> reachableFrom(Class<?> root) {
      return ModelClasses.reachableFrom(root);
    }

    @Override
    public List<Class<?>> all() {
      return ModelClasses.allFromRoots();
    }

    @Override
    public List<String> allowed() {
      return List.of("org.serbench.model.**");
    }
  }

  private static final class Reached extends DataClasses {
    private final Map<Class<?>, List<Class<?>>> byRoot;
    private final List<Class<?>> all;

    Reached(Map<Class<?>, List<Class<?>>> byRoot) {
      this.byRoot = new LinkedHashMap<>();
      byRoot.forEach((root, classes) -> this.byRoot.put(root, List.copyOf(classes)));
      Set<Class<?>> own = new TreeSet<>(Comparator.comparing(Class::getName));
      for (List<Class<?>> classes : byRoot.values()) {
        for (Class<?> c : classes) {
          Class<?> element = c;
          while (element.isArray()) {
            element = element.getComponentType();
          }
          if (!isJdk(c)) {
            own.add(element);
          }
        }
      }
      this.all = List.copyOf(own);
    }

    @Override
    public List<Class<?>> reachableFrom(Class<?> root) {
      List<Class<?>> classes = byRoot.get(root);
      if (classes != null) {
        return classes;
      }
      Set<Class<?>> every = new LinkedHashSet<>();
      every.add(root);
      byRoot.values().forEach(every::addAll);
      return new ArrayList<>(every);
    }

    @Override
    public List<Class<?>> all() {
      return all;
    }

    @Override
    public List<String> allowed() {
      return List.of();
    }
  }
}
