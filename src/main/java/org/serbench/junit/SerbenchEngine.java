package org.serbench.junit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.Filter;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassNameFilter;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.discovery.MethodSelector;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.opentest4j.TestAbortedException;
import org.serbench.data.DataSet;
import org.serbench.engine.Settings;
import org.serbench.engine.SettingsException;

/**
 * The test engine that runs a user's {@link SerbenchTest} classes: each class's {@link
 * SerbenchData} data sets, measured by every codec that binds arbitrary classes, one test per codec
 * and data set. A JUnit Platform engine rather than a Jupiter extension, because Jupiter makes
 * tests only of methods, and a user's class declares data, not tests.
 *
 * <p>Its settings are the {@code serbench.*} system properties and, where those do not set one, the
 * JUnit configuration parameters of the same names ({@code junit-platform.properties}). A wrong
 * data method, or a setting that is not valid, stops the run before anything is measured, with one
 * message that names it and says what is allowed. The report is written when the run's tests end.
 */
public final class SerbenchEngine implements TestEngine {
  public static final String ID = "serbench";

  @Override
  public String getId() {
    return ID;
  }

  @Override
  public Optional<String> getGroupId() {
    return Optional.of("org.serbench");
  }

  @Override
  public Optional<String> getArtifactId() {
    return Optional.of("serbench");
  }

  @Override
  public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
    EngineDescriptor engine = new EngineDescriptor(uniqueId, "serbench");
    Map<Class<?>, Wanted> wanted = new LinkedHashMap<>();
    Predicate<String> names =
        Filter.composeFilters(request.getFiltersByType(ClassNameFilter.class)).toPredicate();
    Predicate<Class<?>> own = OwnDataClass::isOwnDataClass;
    for (ClassSelector s : request.getSelectorsByType(ClassSelector.class)) {
      add(wanted, s.getJavaClass(), Wanted.ALL);
    }
    for (MethodSelector s : request.getSelectorsByType(MethodSelector.class)) {
      SerbenchData data = s.getJavaMethod().getAnnotation(SerbenchData.class);
      if (data != null) {
        String name = data.name().isBlank() ? s.getJavaMethod().getName() : data.name().strip();
        add(wanted, s.getJavaClass(), new Wanted(Set.of(name), null));
      }
    }
    for (PackageSelector s : request.getSelectorsByType(PackageSelector.class)) {
      ReflectionSupport.findAllClassesInPackage(s.getPackageName(), own, names)
          .forEach(c -> add(wanted, c, Wanted.ALL));
    }
    for (ClasspathRootSelector s : request.getSelectorsByType(ClasspathRootSelector.class)) {
      ReflectionSupport.findAllClassesInClasspathRoot(s.getClasspathRoot(), own, names)
          .forEach(c -> add(wanted, c, Wanted.ALL));
    }
    for (UniqueIdSelector s : request.getSelectorsByType(UniqueIdSelector.class)) {
      byUniqueId(s.getUniqueId(), uniqueId, wanted);
    }
    List<String> codecGlobs = codecGlobs(request.getConfigurationParameters());
    wanted.forEach(
        (c, w) -> {
          if (OwnDataClass.isOwnDataClass(c)) {
            engine.addChild(
                OwnDataClass.of(engine.getUniqueId(), c, w::dataSet, w::cell, codecGlobs));
          }
        });
    return engine;
  }

  /** What a selector asks of a class: all of it, some data sets or some cells. */
  private record Wanted(Set<String> dataSets, Set<String> cells) {
    static final Wanted ALL = new Wanted(null, null);

    boolean dataSet(String name) {
      return dataSets == null || dataSets.contains(name);
    }

    boolean cell(String name) {
      return cells == null || cells.contains(name);
    }

    Wanted and(Wanted other) {
      return new Wanted(union(dataSets, other.dataSets), union(cells, other.cells));
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
      if (a == null || b == null) {
        return null;
      }
      Set<String> both = new java.util.HashSet<>(a);
      both.addAll(b);
      return both;
    }
  }

  private static void add(Map<Class<?>, Wanted> wanted, Class<?> c, Wanted w) {
    wanted.merge(c, w, Wanted::and);
  }

  private static void byUniqueId(UniqueId id, UniqueId engine, Map<Class<?>, Wanted> wanted) {
    if (!id.hasPrefix(engine)) {
      return;
    }
    String className = null;
    String cell = null;
    for (UniqueId.Segment segment : id.getSegments()) {
      if (segment.getType().equals(OwnDataClass.SEGMENT)) {
        className = segment.getValue();
      } else if (segment.getType().equals(OwnDataClass.Cell.SEGMENT)) {
        cell = segment.getValue();
      }
    }
    if (className != null) {
      Optional<Class<?>> c = ReflectionSupport.tryToLoadClass(className).toOptional();
      if (c.isPresent()) {
        add(wanted, c.get(), cell == null ? Wanted.ALL : new Wanted(null, Set.of(cell)));
      }
    }
  }

  /** The globs of {@code serbench.codecs}, from a system property or a configuration parameter. */
  private static List<String> codecGlobs(ConfigurationParameters parameters) {
    String value = parameters.get(Settings.PREFIX + "codecs").orElse("");
    List<String> globs = new ArrayList<>();
    for (String glob : value.split(",")) {
      if (!glob.isBlank()) {
        globs.add(glob.strip());
      }
    }
    return globs;
  }

  @Override
  public void execute(ExecutionRequest request) {
    TestDescriptor root = request.getRootTestDescriptor();
    EngineExecutionListener listener = request.getEngineExecutionListener();
    listener.executionStarted(root);
    List<OwnDataClass> classes =
        root.getChildren().stream()
            .filter(OwnDataClass.class::isInstance)
            .map(OwnDataClass.class::cast)
            .toList();
    String stop = firstProblem(classes);
    Bench bench = null;
    if (stop == null) {
      try {
        bench = new Bench(settings(request.getConfigurationParameters(), classes));
      } catch (SettingsException e) {
        stop = e.getMessage();
      }
    }
    if (stop != null) {
      stopAll(classes, stop, listener);
      listener.executionFinished(root, TestExecutionResult.successful());
      return;
    }
    bench.planCodecs(
        (int)
            classes.stream()
                .flatMap(c -> c.cells().stream())
                .filter(OwnDataClass.Cell.class::isInstance)
                .map(cell -> ((OwnDataClass.Cell) cell).codec().name())
                .distinct()
                .count());
    TestExecutionResult result = TestExecutionResult.successful();
    try {
      for (OwnDataClass c : classes) {
        run(c, bench, listener);
      }
    } finally {
      try {
        bench.close();
      } catch (RuntimeException | AssertionError e) {
        result = TestExecutionResult.failed(e);
      }
    }
    listener.executionFinished(root, result);
  }

  /**
   * The message of the first class whose declarations are wrong, or null; then of two classes that
   * give one name to two data sets or two codecs, which would share one result, outcome and
   * baseline.
   */
  private static String firstProblem(List<OwnDataClass> classes) {
    String problem =
        classes.stream().map(OwnDataClass::problem).filter(p -> p != null).findFirst().orElse(null);
    if (problem != null) {
      return problem;
    }
    Map<String, String> dataSets = new LinkedHashMap<>();
    Map<String, String> codecs = new LinkedHashMap<>();
    for (OwnDataClass c : classes) {
      for (DataSet<?> d : c.dataSets()) {
        String other = dataSets.putIfAbsent(d.name(), d.method());
        if (other != null) {
          return "two data methods of the run name the data set '"
              + d.name()
              + "': "
              + other
              + " and "
              + d.method()
              + "; a data set's results, outcomes and baseline are kept by its name, so rename one"
              + " with @SerbenchData(name = ...)";
        }
      }
      for (var codec : c.ownCodecs()) {
        String other = codecs.putIfAbsent(codec.name(), codec.method());
        if (other != null && !other.equals(codec.method())) {
          return "two codec methods of the run name the codec '"
              + codec.name()
              + "': "
              + other
              + " and "
              + codec.method()
              + "; rename one with @SerbenchCodec(name = ...)";
        }
      }
    }
    return null;
  }

  /** Fails the first class with the message that stops the run; the others are not run. */
  private static void stopAll(
      List<OwnDataClass> classes, String message, EngineExecutionListener listener) {
    boolean said = false;
    for (OwnDataClass c : classes) {
      if (!said) {
        listener.executionStarted(c);
        listener.executionFinished(
            c, TestExecutionResult.failed(new IllegalArgumentException(message)));
        said = true;
      } else {
        listener.executionSkipped(c, "not run: " + org.serbench.engine.Result.firstLine(message));
      }
    }
  }

  /** The settings: system properties first, then the JUnit configuration parameters. */
  private static Settings settings(ConfigurationParameters parameters, List<OwnDataClass> classes) {
    // JUnit looks a parameter up among the launcher's own, then the system properties, then
    // junit-platform.properties; the system properties are all kept too, so that a misspelt
    // -Dserbench property still stops the run.
    Properties properties = new Properties();
    properties.putAll(System.getProperties());
    for (String name : Settings.names()) {
      parameters
          .get(Settings.PREFIX + name)
          .ifPresent(v -> properties.setProperty(Settings.PREFIX + name, v));
    }
    List<String> dataSets = new ArrayList<>();
    List<String> codecs = new ArrayList<>();
    java.util.Map<String, Integer> forks = new java.util.HashMap<>();
    for (OwnDataClass c : classes) {
      c.dataSets().forEach(d -> dataSets.add(d.name()));
      if (c.forks() > 0) {
        c.dataSets().forEach(d -> forks.put(d.name(), c.forks()));
      }
      c.ownCodecs().stream()
          .map(org.serbench.codec.CodecSpec::name)
          .filter(n -> !codecs.contains(n))
          .forEach(codecs::add);
    }
    return Settings.from(properties, dataSets, codecs, forks);
  }

  private static void run(OwnDataClass c, Bench bench, EngineExecutionListener listener) {
    String disabled = OwnDataClass.disabled(c.testClass());
    if (disabled != null) {
      listener.executionSkipped(c, disabled);
      return;
    }
    listener.executionStarted(c);
    List<DataSet<?>> dataSets = c.dataSets();
    try {
      bench.checkRepeatable(dataSets);
    } catch (IllegalArgumentException | DataSet.DataMethodException | java.io.IOException e) {
      listener.executionFinished(c, TestExecutionResult.failed(Verdicts.printable(e)));
      return;
    }
    for (TestDescriptor descriptor : c.cells()) {
      if (descriptor instanceof OwnDataClass.Notice notice) {
        listener.executionSkipped(notice, notice.reason());
        continue;
      }
      OwnDataClass.Cell cell = (OwnDataClass.Cell) descriptor;
      if (cell.disabled() != null) {
        listener.executionSkipped(cell, cell.disabled());
        continue;
      }
      listener.executionStarted(cell);
      TestExecutionResult result;
      try {
        bench.measureOwn(cell.codec(), cell.dataSet(), dataSets);
        result = TestExecutionResult.successful();
      } catch (TestAbortedException e) {
        result = TestExecutionResult.aborted(Verdicts.printable(e));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        result = TestExecutionResult.failed(e);
      } catch (Exception | AssertionError e) {
        result = TestExecutionResult.failed(Verdicts.printable(e));
      }
      listener.executionFinished(cell, result);
    }
    listener.executionFinished(c, TestExecutionResult.successful());
  }
}
