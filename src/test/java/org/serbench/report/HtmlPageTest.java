package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HtmlPageTest {
  private static final String RESULTS =
      "[{\"benchmark\":\"org.serbench.TestObject.encode\",\"params\":{\"codec\":\"kryo\"},"
          + "\"primaryMetric\":{\"score\":12.5,\"scoreError\":0.5}}]";

  private static String page(String title) {
    return HtmlPage.render(
        title,
        Map.of("commit", "abc123"),
        Map.of("com.esotericsoftware:kryo", "5.6.2"),
        Map.of("kryo", new HtmlPage.CodecInfo("binary", "kryo", "not safe for untrusted input")),
        RESULTS);
  }

  /** The embedded data, as the page's script reads it. */
  private static JsonNode data(String page) throws Exception {
    String start = "<script type=\"application/json\" id=\"serbench-data\">";
    int from = page.indexOf(start) + start.length();
    return new ObjectMapper().readTree(page.substring(from, page.indexOf("</script>", from)));
  }

  @Test
  void inlinesItsScriptStyleAndData() throws Exception {
    String page = page("serbench: commit abc123");
    assertThat(page)
        .doesNotContain("/*SERBENCH-", "__SERBENCH_")
        .contains("function parseEntry(entry)", "Content-Security-Policy")
        .doesNotContain("src=\"http", "href=\"http", "<link rel=\"stylesheet\"");
    JsonNode data = data(page);
    assertThat(data.path("run").path("commit").asText()).isEqualTo("abc123");
    assertThat(data.path("libraries").path("com.esotericsoftware:kryo").asText())
        .isEqualTo("5.6.2");
    assertThat(data.path("codecs").path("kryo").path("safety").asText())
        .isEqualTo("not safe for untrusted input");
    assertThat(data.path("results").get(0).path("primaryMetric").path("score").asDouble())
        .isEqualTo(12.5);
  }

  @Test
  void theImplausibleRowsOfTheRunGoToThePageWithTheirReasonsForItToLeaveOut() throws Exception {
    java.util.List<org.serbench.engine.Result> run =
        java.util.List.of(
            Fixtures.encoder("kryo", "TestObject", 1000, 1000, 9000, 9000),
            Fixtures.encoder("protobuf/activemq+alt", "TestObject", 1000, 40, 0, 9531));
    String page =
        HtmlPage.render(
            MarkdownReportTest.ENVIRONMENT,
            run,
            java.util.List.of(),
            Plausibility.of(run, null),
            JmhJson.render(run));

    JsonNode implausible = data(page).path("implausible").path("TestObject");
    assertThat(implausible.has("kryo")).isFalse();
    assertThat(implausible.path("protobuf/activemq+alt").asText())
        .startsWith("ser allocates 0 B an object for 9,531 B encoded");
    assertThat(page).contains("function implausibleOf(dataSet)");
  }

  @Test
  void dataCannotCloseItsScriptElement() throws Exception {
    String page = page("a </script><script>alert(1)</script> title");
    assertThat(page).doesNotContain("<script>alert(1)").contains("&lt;/script&gt;");
    assertThat(data(page).path("title").asText())
        .isEqualTo("a </script><script>alert(1)</script> title");
  }

  @Test
  void formatsAndFamiliesFollowTheCodecNames() {
    assertThat(HtmlPage.format("json/jackson/databind")).isEqualTo("json");
    assertThat(HtmlPage.format("xml/xstream")).isEqualTo("xml");
    assertThat(HtmlPage.format("kryo")).isEqualTo("binary");
    assertThat(HtmlPage.format("ion/jackson/databind")).isEqualTo("other");
    assertThat(HtmlPage.family("smile/jackson/databind")).isEqualTo("jackson");
    assertThat(HtmlPage.family("json/jackson+afterburner/databind")).isEqualTo("jackson");
    assertThat(HtmlPage.family("kryo-registered")).isEqualTo("kryo");
    assertThat(HtmlPage.family("fory")).isEqualTo("fory");
    assertThat(HtmlPage.family("capnproto")).isEqualTo("capnproto");
    assertThat(HtmlPage.family("thrift")).isEqualTo("thrift");
    assertThat(HtmlPage.family("java-built-in")).isEqualTo("jdk");
  }
}
