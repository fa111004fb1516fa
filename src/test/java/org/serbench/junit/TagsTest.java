package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.serbench.codec.CodecSpec;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.CodecFormat;

/**
 * The JUnit tags of the benchmark methods select codecs by format family ({@code -Dgroups=json}).
 *
 * <p>A tag on a whole class selected every codec of the class: {@code -Dgroups=json} ran
 * protostuff's binary codecs beside its JSON one. So the tags sit on each {@code @Benchmark}
 * method, and this test checks them against the codec the method measures. That codec's name is the
 * string literal of {@code bench.measure("name", data)}, which reflection cannot see, so the test
 * reads it from the source file: a hand-kept list of expectations would drift silently.
 *
 * <p>The vocabulary: {@code json}, {@code xml}, {@code text} (another text format: Ion) and {@code
 * binary} say how the bytes look, and every method has at least one of them (Fast Infoset is binary
 * XML: both); {@code schema} adds that the codec needs a schema, written ({@code .proto}, Thrift,
 * Avro, FlatBuffers, Cap'n Proto) or derived from the class (Jackson's Protobuf and Avro,
 * protostuff-runtime).
 */
class TagsTest {

  private static final Path FRAMEWORKS = Path.of("src/test/java/org/serbench/frameworks");
  private static final String PACKAGE = "org.serbench.frameworks";
  private static final Set<String> FORMATS = Set.of("json", "xml", "text", "binary");
  private static final Set<String> VOCABULARY = Set.of("json", "xml", "text", "binary", "schema");

  /** A benchmark method's declaration followed by its first statement, the measure call. */
  private static final Pattern MEASURE =
      Pattern.compile(
          "void\\s+(\\w+)\\s*\\([^)]*\\)[^{]*\\{\\s*bench\\s*\\.\\s*measure\\(\\s*\"([^\"]+)\"");

  /** One {@code @Benchmark} method, the codec it measures and its tags. */
  private record Measured(String method, String codec, Set<String> tags) {}

  private static List<Class<?>> classes;
  private static List<Measured> measured;

  @BeforeAll
  static void readTheFrameworkTests() throws IOException, ClassNotFoundException {
    classes = new ArrayList<>();
    measured = new ArrayList<>();
    List<Path> sources;
    try (Stream<Path> files = Files.list(FRAMEWORKS)) {
      sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
    for (Path source : sources) {
      String simpleName = source.getFileName().toString().replace(".java", "");
      Class<?> type = Class.forName(PACKAGE + "." + simpleName);
      classes.add(type);
      Map<String, String> codecByMethod = new TreeMap<>();
      Matcher m = MEASURE.matcher(Files.readString(source));
      while (m.find()) {
        codecByMethod.put(m.group(1), m.group(2));
      }
      for (Method method : type.getDeclaredMethods()) {
        if (!AnnotationSupport.isAnnotated(method, Benchmark.class)) {
          continue;
        }
        String where = simpleName + "." + method.getName();
        assertThat(codecByMethod)
            .as(
                "%s must begin with bench.measure(\"codec name\", data), so that this test can"
                    + " read which codec it measures",
                where)
            .containsKey(method.getName());
        // The tags JUnit selects by: the method's and its class's.
        Set<String> tags =
            Stream.concat(
                    AnnotationSupport.findRepeatableAnnotations(method, Tag.class).stream(),
                    AnnotationSupport.findRepeatableAnnotations(type, Tag.class).stream())
                .map(Tag::value)
                .collect(Collectors.toSet());
        measured.add(new Measured(where, codecByMethod.get(method.getName()), tags));
      }
    }
    assertThat(measured).as("benchmark methods under %s", FRAMEWORKS).isNotEmpty();
  }

  @Test
  void noFrameworkTestClassCarriesATag() {
    for (Class<?> type : classes) {
      assertThat(AnnotationSupport.findRepeatableAnnotations(type, Tag.class))
          .as("%s: put the tags on each @Benchmark method, by its codec's format", type)
          .isEmpty();
    }
  }

  @Test
  void everyBenchmarkMethodHasAFormatTagFromTheVocabulary() {
    for (Measured m : measured) {
      assertThat(m.tags()).as("tags of %s (%s)", m.method(), m.codec()).isSubsetOf(VOCABULARY);
      assertThat(m.tags())
          .as("%s (%s) needs one of the format tags %s", m.method(), m.codec(), FORMATS)
          .containsAnyElementsOf(FORMATS);
    }
  }

  @Test
  void theJsonTagMarksExactlyTheCodecsNamedJson() {
    assertTagMatchesPrefix("json", "json/");
  }

  @Test
  void theXmlTagMarksExactlyTheCodecsNamedXml() {
    assertTagMatchesPrefix("xml", "xml/");
  }

  @Test
  void theJsonGroupSelectsTheJsonCodecsOnly() {
    // What -Dgroups=json hands to the JUnit Platform: discovery only, nothing runs.
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(DiscoverySelectors.selectPackage(PACKAGE))
            .filters(TagFilter.includeTags("json"))
            .build();
    TestPlan plan = LauncherFactory.create().discover(request);
    Set<String> selected = new TreeSet<>();
    for (TestIdentifier root : plan.getRoots()) {
      for (TestIdentifier test : plan.getDescendants(root)) {
        test.getSource()
            .filter(MethodSource.class::isInstance)
            .map(MethodSource.class::cast)
            .ifPresent(
                source ->
                    selected.add(
                        source.getJavaClass().getSimpleName() + "." + source.getMethodName()));
      }
    }
    Set<String> jsonMethods =
        measured.stream()
            .filter(m -> m.codec().startsWith("json/"))
            .map(Measured::method)
            .collect(Collectors.toCollection(TreeSet::new));
    assertThat(selected).as("methods -Dgroups=json selects").isEqualTo(jsonMethods);
  }

  @Test
  void everyRegisteredCodecIsMeasuredByExactlyOneBenchmarkMethod() {
    List<String> registered = CodecRegistry.all().stream().map(CodecSpec::name).sorted().toList();
    List<String> inTests = measured.stream().map(Measured::codec).sorted().toList();
    assertThat(inTests).as("codecs measured by the framework tests").isEqualTo(registered);
  }

  @Test
  void theReportRanksEachCodecWithinTheFormatsOfItsTags() {
    Set<String> ranked =
        Stream.of(CodecFormat.values()).map(CodecFormat::tag).collect(Collectors.toSet());
    for (Measured m : measured) {
      Set<String> tagged = new TreeSet<>(m.tags());
      tagged.retainAll(ranked);
      assertThat(CodecFormat.formats(m.codec()).stream().map(CodecFormat::tag))
          .as("the formats the report's At a glance ranks %s within (CodecFormat)", m.codec())
          .containsExactlyInAnyOrderElementsOf(tagged);
    }
  }

  private static void assertTagMatchesPrefix(String tag, String prefix) {
    for (Measured m : measured) {
      assertThat(m.tags().contains(tag))
          .as(
              "%s measures %s: a codec named %s... has the tag \"%s\", and no other codec has it",
              m.method(), m.codec(), prefix, tag)
          .isEqualTo(m.codec().startsWith(prefix));
    }
  }
}
