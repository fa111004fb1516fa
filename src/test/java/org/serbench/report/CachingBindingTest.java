package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.PojoBinding;
import org.serbench.data.DataSets;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Measurement;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;

/**
 * The guard against an encoder that is never timed, end to end: a binding whose "ser" returns the
 * array it cached for each object, as a message that keeps its encoded bytes does, is measured by
 * the engine in this JVM beside an honest one, and the report marks it implausible and ranks it
 * nowhere, however fast it looks.
 */
class CachingBindingTest {
  private static final JsonMapper MAPPER =
      JsonMapper.builder().addModule(new JavaTimeModule()).build();

  private static Result cached;
  private static Result honest;

  /** A Jackson codec; with {@code caching}, each object is encoded once and its bytes kept. */
  private static CodecSpec jackson(String name, boolean caching) {
    return new CodecSpec(
        name,
        caching ? "encodes each object once, then returns its bytes" : "Jackson defaults",
        List.of(),
        () ->
            new Codec() {
              @Override
              public <M> Binding<M, ?> bind(Class<M> type) {
                Map<Object, byte[]> encoded = new IdentityHashMap<>();
                return new PojoBinding<M>(type) {
                  @Override
                  public byte[] serialize(M value) throws Exception {
                    if (!caching) {
                      return MAPPER.writeValueAsBytes(value);
                    }
                    byte[] bytes = encoded.get(value);
                    if (bytes == null) {
                      bytes = MAPPER.writeValueAsBytes(value);
                      encoded.put(value, bytes);
                    }
                    return bytes;
                  }

                  @Override
                  public M deserialize(byte[] bytes) throws Exception {
                    return MAPPER.readValue(bytes, type);
                  }
                };
              }
            });
  }

  @BeforeAll
  static void measureBothInThisJvm() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "20");
    p.setProperty("serbench.batches", "5");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.cpu", "any");
    Settings settings = Settings.from(p);
    cached =
        Measurement.run(
            jackson("json/caching", true), DataSets.TEST_OBJECT, settings, IsolatedRun.IN_PROCESS);
    honest =
        Measurement.run(
            jackson("json/honest", false), DataSets.TEST_OBJECT, settings, IsolatedRun.IN_PROCESS);
  }

  @Test
  void theCachingBindingIsImplausibleForWhatItDidNotAllocate() {
    assertThat(cached.status()).as(cached.message()).isEqualTo(Result.Status.OK);
    assumeTrue(Metric.SER_ALLOC.samples(cached).length > 0, "this JVM counts no allocation");

    List<String> violations = Plausibility.of(List.of(cached, honest), null).violations(cached);

    assertThat(violations)
        .singleElement()
        .asString()
        .matches("ser allocates \\d+ B an object for [\\d,]+ B encoded: the encoder returned.*");
    assertThat(Plausibility.of(List.of(cached, honest), null).violations(honest)).isEmpty();
  }

  @Test
  void theReportKeepsItOutOfAtAGlanceAndTheRankingsWithItsReason() {
    assumeTrue(Metric.SER_ALLOC.samples(cached).length > 0, "this JVM counts no allocation");
    Map<String, String> dataSets = new LinkedHashMap<>();
    dataSets.put("TestObject", "a test object");
    List<Result> run = List.of(cached, honest);

    String index = MarkdownReport.render(MarkdownReportTest.ENVIRONMENT, dataSets, run);
    String glance = index.substring(index.indexOf("## At a glance"), index.indexOf("Left out"));
    String page =
        MarkdownReport.renderPage(
            MarkdownReportTest.ENVIRONMENT,
            "TestObject",
            "a test object",
            run,
            "",
            Plausibility.of(run, null));

    assertThat(glance).contains("`json/honest`").doesNotContain("`json/caching`");
    assertThat(index).contains("- `json/caching`: ser allocates ");
    assertThat(page).contains("- `json/caching`: ser allocates ").contains("| json/caching |");
    String rankings = page.substring(page.indexOf("### Encoding"), page.indexOf("### Size"));
    assertThat(rankings).contains("| json/honest |").doesNotContain("json/caching");
  }
}
