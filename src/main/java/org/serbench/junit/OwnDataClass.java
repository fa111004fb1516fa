package org.serbench.junit;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataMethods;
import org.serbench.data.DataSet;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecRegistry;

/**
 * A {@link SerbenchTest} class of a user's as serbench's test engine sees it: its data sets, and
 * one test per codec and data set ({@link Cell}), codec by codec, so that a codec's data sets are
 * measured together. A data method with a wrong signature or a selection that matches no codec is
 * kept as the class's {@link #problem()}, which stops the run before anything is measured.
 */
final class OwnDataClass extends AbstractTestDescriptor {
  static final String SEGMENT = "class";

  private final Class<?> testClass;
  private final Map<String, DataSet<?>> dataSets = new LinkedHashMap<>();
  private String problem;

  private OwnDataClass(UniqueId parent, Class<?> testClass) {
    super(
        parent.append(SEGMENT, testClass.getName()),
        testClass.getSimpleName(),
        ClassSource.from(testClass));
    this.testClass = testClass;
  }

  /** Whether serbench's engine runs the class: a {@link SerbenchTest} with data methods. */
  static boolean isOwnDataClass(Class<?> c) {
    return c.isAnnotationPresent(SerbenchTest.class) && !dataMethods(c).isEmpty();
  }

  /**
   * The class with a test for each selected codec and each data set that {@code dataSet} accepts.
   *
   * @param codecGlobs the globs of {@code serbench.codecs}, or empty for every codec
   */
  static OwnDataClass of(
      UniqueId parent,
      Class<?> testClass,
      Predicate<String> dataSet,
      Predicate<String> cell,
      List<String> codecGlobs) {
    OwnDataClass own = new OwnDataClass(parent, testClass);
    List<String> problems = new ArrayList<>();
    Map<String, Method> methods = new LinkedHashMap<>();
    for (Method method : dataMethods(testClass)) {
      String name = method.getAnnotation(SerbenchData.class).name();
      name = name.isBlank() ? method.getName() : name.strip();
      if (methods.containsKey(name)) {
        problems.add(
            "two data methods name the data set '"
                + name
                + "': "
                + methods.get(name).getName()
                + " and "
                + method.getName()
                + " (rename one with @SerbenchData(name = ...))");
        continue;
      }
      methods.put(name, method);
      try {
        DataSet<?> data = DataMethods.of(name, method);
        if (dataSet.test(name)) {
          own.dataSets.put(name, data);
        }
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    SerbenchTest annotation = testClass.getAnnotation(SerbenchTest.class);
    List<CodecSpec> codecs = codecs(annotation, codecGlobs, problems);
    own.problem =
        problems.isEmpty() ? null : testClass.getName() + ": " + String.join("; ", problems);
    for (CodecSpec codec : codecs) {
      for (DataSet<?> data : own.dataSets.values()) {
        Cell test = new Cell(own, codec.name(), data);
        if (cell.test(test.getUniqueId().getLastSegment().getValue())) {
          own.addChild(test);
        }
      }
    }
    return own;
  }

  /** The codecs that bind arbitrary classes, narrowed by the class's globs and by {@code globs}. */
  private static List<CodecSpec> codecs(
      SerbenchTest annotation, List<String> globs, List<String> problems) {
    List<CodecSpec> any = CodecRegistry.all().stream().filter(CodecSpec::anyClass).toList();
    for (String glob : annotation.include()) {
      if (any.stream().noneMatch(c -> Settings.matches(glob, c.name()))) {
        problems.add(
            "@SerbenchTest(include) '"
                + glob
                + "' matches no codec that binds arbitrary classes; they are: "
                + String.join(", ", any.stream().map(CodecSpec::name).toList()));
      }
    }
    return any.stream()
        .filter(c -> annotation.include().length == 0 || matchesAny(annotation.include(), c))
        .filter(c -> !matchesAny(annotation.exclude(), c))
        .filter(c -> globs.isEmpty() || matchesAny(globs.toArray(String[]::new), c))
        .toList();
  }

  private static boolean matchesAny(String[] globs, CodecSpec codec) {
    return Arrays.stream(globs).anyMatch(g -> Settings.matches(g.strip(), codec.name()));
  }

  /** The class's data methods, its own and its superclasses', in a stable order. */
  static List<Method> dataMethods(Class<?> c) {
    List<Method> methods = new ArrayList<>();
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      Arrays.stream(k.getDeclaredMethods())
          .filter(m -> m.isAnnotationPresent(SerbenchData.class))
          .sorted(Comparator.comparing(Method::getName))
          .forEach(methods::add);
    }
    return methods;
  }

  Class<?> testClass() {
    return testClass;
  }

  /** The data sets, by name, in the class's order. */
  List<DataSet<?>> dataSets() {
    return List.copyOf(dataSets.values());
  }

  /** What is wrong with the class's declarations, or null. */
  String problem() {
    return problem;
  }

  Set<? extends TestDescriptor> cells() {
    return getChildren();
  }

  @Override
  public Type getType() {
    return Type.CONTAINER;
  }

  /**
   * The class's JUnit tags ({@code @Tag}), which its cells carry too, so that {@code -Dgroups} and
   * {@code -DexcludedGroups} select a {@code @SerbenchTest} class as they select any test class.
   */
  @Override
  public Set<TestTag> getTags() {
    return tags(testClass);
  }

  private static Set<TestTag> tags(Class<?> testClass) {
    Set<TestTag> tags = new LinkedHashSet<>();
    for (Tag tag : testClass.getAnnotationsByType(Tag.class)) {
      if (TestTag.isValid(tag.value())) {
        tags.add(TestTag.create(tag.value()));
      }
    }
    return tags;
  }

  /** One codec on one data set: a test named as an IDE shows it, "kryo · orders". */
  static final class Cell extends AbstractTestDescriptor {
    static final String SEGMENT = "cell";

    private final Class<?> testClass;
    private final String codec;
    private final DataSet<?> dataSet;

    Cell(OwnDataClass parent, String codec, DataSet<?> dataSet) {
      super(
          parent.getUniqueId().append(SEGMENT, codec + " · " + dataSet.name()),
          codec + " · " + dataSet.name(),
          methodSource(parent.testClass, dataSet).orElse(null));
      this.testClass = parent.testClass;
      this.codec = codec;
      this.dataSet = dataSet;
    }

    private static Optional<MethodSource> methodSource(Class<?> testClass, DataSet<?> dataSet) {
      String name = dataSet.method().substring(dataSet.method().lastIndexOf('#') + 1);
      return dataMethods(testClass).stream()
          .filter(m -> m.getName().equals(name))
          .findFirst()
          .map(MethodSource::from);
    }

    String codec() {
      return codec;
    }

    DataSet<?> dataSet() {
      return dataSet;
    }

    @Override
    public Type getType() {
      return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
      return tags(testClass);
    }
  }
}
