package org.serbench.junit;

import java.lang.annotation.Annotation;
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
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataMethods;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecMethods;
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
  private final List<CodecSpec> ownCodecs = new ArrayList<>();
  private String problem;
  private int forks;

  /** The fewest and the most JVMs a class may plan for its cells ({@link SerbenchTest#forks()}). */
  static final int MIN_FORKS = 2;

  static final int MAX_FORKS = 20;

  private OwnDataClass(UniqueId parent, Class<?> testClass) {
    super(
        parent.append(SEGMENT, testClass.getName()),
        Optional.ofNullable(testClass.getAnnotation(DisplayName.class))
            .map(DisplayName::value)
            .filter(name -> !name.isBlank())
            .orElse(testClass.getSimpleName()),
        ClassSource.from(testClass));
    this.testClass = testClass;
  }

  /**
   * Why Jupiter's {@code @Disabled} on the class or on a data method skips what it marks, or null.
   */
  static String disabled(java.lang.reflect.AnnotatedElement element) {
    Disabled disabled = element.getAnnotation(Disabled.class);
    if (disabled == null) {
      return null;
    }
    return disabled.value().isBlank() ? "@Disabled" : disabled.value();
  }

  /**
   * Whether serbench's engine runs the class: a {@link SerbenchTest} with data or codec methods, or
   * with no test of Jupiter's either (the classic suite's classes hold test factories), which is
   * then told that it measures nothing.
   */
  static boolean isOwnDataClass(Class<?> c) {
    return c.isAnnotationPresent(SerbenchTest.class)
        && (!dataMethods(c).isEmpty()
            || !annotated(c, SerbenchCodec.class).isEmpty()
            || !hasJupiterTests(c));
  }

  /**
   * Whether any method of the class is a test of Jupiter's ({@code @Test}, {@code @TestFactory}).
   */
  private static boolean hasJupiterTests(Class<?> c) {
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      for (Method m : k.getDeclaredMethods()) {
        if (AnnotationSupport.isAnnotated(m, Testable.class)) {
          return true;
        }
      }
    }
    return false;
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
    int classObjects = testClass.getAnnotation(SerbenchTest.class).objects();
    for (Method method : dataMethods(testClass)) {
      SerbenchData declared = method.getAnnotation(SerbenchData.class);
      String name = declared.name();
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
      String nameProblem = dataSetNameProblem(name);
      if (nameProblem != null) {
        problems.add(method.getName() + ": " + nameProblem);
        continue;
      }
      try {
        DataSet<?> data =
            DataMethods.of(
                name, method, declared.objects() != 0 ? declared.objects() : classObjects);
        if (dataSet.test(name)) {
          own.dataSets.put(name, data);
        }
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    if (methods.isEmpty()) {
      problems.add(
          "declares no @SerbenchData method, so nothing would be measured; add one: "
              + DataMethods.ALLOWED);
    }
    own.ownCodecs.addAll(codecMethods(testClass, problems));
    SerbenchTest annotation = testClass.getAnnotation(SerbenchTest.class);
    own.forks = annotation.forks();
    if (own.forks != 0 && (own.forks < MIN_FORKS || own.forks > MAX_FORKS)) {
      problems.add(
          "@SerbenchTest(forks = "
              + own.forks
              + "); allowed: "
              + MIN_FORKS
              + " to "
              + MAX_FORKS
              + " JVMs a cell (a gated time needs two), or 0 for the run's");
    }
    List<CodecSpec> codecs = codecs(annotation, own.ownCodecs, codecGlobs, problems);
    own.problem =
        problems.isEmpty() ? null : testClass.getName() + ": " + String.join("; ", problems);
    for (CodecSpec codec : codecs) {
      for (DataSet<?> data : own.dataSets.values()) {
        Cell test = new Cell(own, codec, data);
        if (cell.test(test.getUniqueId().getLastSegment().getValue())) {
          own.addChild(test);
        }
      }
    }
    if (own.problem == null && codecs.isEmpty()) {
      own.addChild(
          new Notice(
              own,
              "no codec measures "
                  + testClass.getSimpleName()
                  + ": its @SerbenchTest include and exclude, and -Dserbench.codecs="
                  + String.join(",", codecGlobs)
                  + ", leave none of its codecs (those that bind any class, and its own)"));
    }
    return own;
  }

  /**
   * What is wrong with a data set's name, or null: a character that a reference, an outcome key or
   * a selection reserves, or the name of one of the suite's data sets, whose results it would
   * share.
   */
  private static String dataSetNameProblem(String name) {
    for (char c : "=|,*?;".toCharArray()) {
      if (name.indexOf(c) >= 0) {
        return "the data set name '"
            + name
            + "' holds '"
            + c
            + "'; a name may not hold any of =|,*?; (rename it with @SerbenchData(name = ...))";
      }
    }
    if (DataSets.isSuites(name)) {
      return "the data set name '"
          + name
          + "' is one of serbench's own data sets; rename it with @SerbenchData(name = ...)";
    }
    return null;
  }

  /** The class's own codecs ({@link SerbenchCodec} methods, its superclasses' too), by name. */
  private static List<CodecSpec> codecMethods(Class<?> testClass, List<String> problems) {
    Map<String, CodecSpec> codecs = new LinkedHashMap<>();
    for (Method method : annotated(testClass, SerbenchCodec.class)) {
      SerbenchCodec annotation = method.getAnnotation(SerbenchCodec.class);
      String name = annotation.name().isBlank() ? method.getName() : annotation.name().strip();
      if (codecs.containsKey(name)) {
        problems.add(
            "two codec methods name the codec '"
                + name
                + "': "
                + codecs.get(name).method()
                + " and "
                + method.getName()
                + " (rename one with @SerbenchCodec(name = ...))");
        continue;
      }
      try {
        codecs.put(name, CodecMethods.of(name, annotation.configuration(), method));
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    return List.copyOf(codecs.values());
  }

  /**
   * The codecs that bind arbitrary classes and the class's own, narrowed by the class's globs and
   * by {@code globs}.
   */
  private static List<CodecSpec> codecs(
      SerbenchTest annotation, List<CodecSpec> own, List<String> globs, List<String> problems) {
    List<CodecSpec> any = new ArrayList<>(own);
    CodecRegistry.all().stream().filter(CodecSpec::anyClass).forEach(any::add);
    for (String attribute : List.of("include", "exclude")) {
      String[] given = attribute.equals("include") ? annotation.include() : annotation.exclude();
      for (String glob : given) {
        if (any.stream().noneMatch(c -> Settings.matches(glob.strip(), c.name()))) {
          problems.add(
              "@SerbenchTest("
                  + attribute
                  + ") '"
                  + glob
                  + "' matches no codec that binds arbitrary classes nor any of the class's own;"
                  + " they are: "
                  + String.join(", ", any.stream().map(CodecSpec::name).toList()));
        }
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
    return annotated(c, SerbenchData.class);
  }

  /** The class's methods with an annotation, its own and its superclasses', in a stable order. */
  private static List<Method> annotated(Class<?> c, Class<? extends Annotation> annotation) {
    List<Method> methods = new ArrayList<>();
    for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
      Arrays.stream(k.getDeclaredMethods())
          .filter(m -> m.isAnnotationPresent(annotation))
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

  /** The class's own codecs ({@link SerbenchCodec} methods). */
  List<CodecSpec> ownCodecs() {
    return List.copyOf(ownCodecs);
  }

  /**
   * The JVMs the class plans for each of its cells ({@link SerbenchTest#forks()}); 0: the run's.
   */
  int forks() {
    return forks;
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

  /**
   * A test that says why a class measures nothing in this run (its codecs all deselected), shown
   * skipped with the reason rather than leaving the class without a word.
   */
  static final class Notice extends AbstractTestDescriptor {
    static final String SEGMENT = "notice";

    private final String reason;

    Notice(OwnDataClass parent, String reason) {
      super(
          parent.getUniqueId().append(SEGMENT, "nothing to measure"),
          "nothing to measure",
          ClassSource.from(parent.testClass));
      this.reason = reason;
    }

    String reason() {
      return reason;
    }

    @Override
    public Type getType() {
      return Type.TEST;
    }
  }

  /** One codec on one data set: a test named as an IDE shows it, "kryo · orders". */
  static final class Cell extends AbstractTestDescriptor {
    static final String SEGMENT = "cell";

    private final Class<?> testClass;
    private final CodecSpec codec;
    private final DataSet<?> dataSet;

    Cell(OwnDataClass parent, CodecSpec codec, DataSet<?> dataSet) {
      super(
          parent.getUniqueId().append(SEGMENT, codec.name() + " · " + dataSet.name()),
          codec.name() + " · " + dataSet.name(),
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

    /** Why the data set's method is {@code @Disabled}, or null. */
    String disabled() {
      return methodSource(testClass, dataSet)
          .map(source -> OwnDataClass.disabled(source.getJavaMethod()))
          .orElse(null);
    }

    CodecSpec codec() {
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
