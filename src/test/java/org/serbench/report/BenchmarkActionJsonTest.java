package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/** The results as github-action-benchmark's customSmallerIsBetter input. */
class BenchmarkActionJsonTest {

  @Test
  void everyMeasuredCellGivesItsTimesSizeAndAllocationPerObject() throws Exception {
    JsonNode entries =
        new ObjectMapper().readTree(BenchmarkActionJson.render(MarkdownReportTest.results()));
    Map<String, JsonNode> byName = new HashMap<>();
    entries.forEach(e -> byName.put(e.get("name").asText(), e));

    Result fast =
        MarkdownReportTest.results().stream()
            .filter(r -> r.codec().equals("json/fast"))
            .findFirst()
            .orElseThrow();
    JsonNode encode = byName.get("TestObject / json/fast / encode");
    assertThat(encode.get("unit").asText()).isEqualTo("ns/op");
    assertThat(encode.get("value").asDouble()).isPositive();
    assertThat(encode.get("range").asText()).startsWith("± ");
    assertThat(encode.get("extra").asText()).contains("JVM");
    assertThat(byName.get("TestObject / json/fast / decode").get("unit").asText())
        .isEqualTo("ns/op");
    assertThat(byName.get("TestObject / json/fast / size").get("value").asDouble())
        .isEqualTo(Math.round(10.0 * fast.size().bytes() / fast.objects()) / 10.0);
    assertThat(byName).containsKey("TestObject / json/fast / ser alloc");
    assertThat(byName.keySet())
        .as("a codec that measured nothing has no entry")
        .noneMatch(name -> name.contains("binary/refusing"));
  }
}
