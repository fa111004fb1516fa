package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.codec.CodecSpec;
import org.serbench.engine.Variants.Family;
import org.serbench.engine.Variants.Variant;
import org.serbench.registry.CodecRegistry;

/** What serbench.variants decides without Maven: which codecs a family changes, and what loaded. */
class VariantsTest {
  private static final String REPO = "/home/u/.m2/repository/";

  private static Variant kryo(String version) {
    return new Variant(
        "kryo",
        version,
        String.join(
            File.pathSeparator,
            "/project/target/classes",
            REPO + "com/esotericsoftware/kryo/" + version + "/kryo-" + version + ".jar",
            REPO + "com/google/code/gson/gson/2.13.1/gson-2.13.1.jar"));
  }

  private final Family family = new Family("kryo", List.of(kryo("5.5.0"), kryo("5.6.2")));

  @Test
  void aFamilyChangesTheCodecsOfItsArtifactsOnly() {
    assertThat(family.affects(CodecRegistry.byName("kryo"))).isTrue();
    assertThat(family.affects(CodecRegistry.byName("json/gson/databind"))).isFalse();
    assertThat(kryo("5.5.0").versionOf("com.esotericsoftware:kryo")).isEqualTo("5.5.0");
    assertThat(kryo("5.5.0").versionOf("org.example:absent")).isEqualTo("unknown");
    assertThat(kryo("5.5.0").dir(Path.of("run")))
        .isEqualTo(Path.of("run", Variants.DIR, "kryo", "5.5.0"));
  }

  @Test
  void aJvmThatLoadedAnotherVersionStopsTheComparison() {
    CodecSpec spec = CodecRegistry.byName("kryo");
    Result loaded =
        Result.failed(
            spec.name(),
            "media.1",
            Result.Status.FAILED,
            "read",
            "boom",
            "configured",
            Map.of("com.esotericsoftware:kryo", "5.6.2"),
            Settings.from(new Properties()),
            IsolatedRun.FORKED,
            Instant.EPOCH);

    Variants.checkLoaded(spec, kryo("5.6.2"), loaded);
    assertThatThrownBy(() -> Variants.checkLoaded(spec, kryo("5.5.0"), loaded))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(
            "kryo under kryo=5.5.0 loaded com.esotericsoftware:kryo 5.6.2, but its class path has"
                + " 5.5.0");
  }

  @Test
  void theRecordKeepsEachFamilysVersionsInTheirOrder(@TempDir Path run) throws IOException {
    Family jackson =
        new Family(
            "jackson",
            List.of(new Variant("jackson", "2.22.1", ""), new Variant("jackson", "2.17.3", "")));

    Variants.record(run, List.of(family, jackson));

    assertThat(Variants.recorded(run))
        .containsExactly(
            Map.entry("kryo", List.of("5.5.0", "5.6.2")),
            Map.entry("jackson", List.of("2.22.1", "2.17.3")));
    assertThat(Variants.recorded(run.resolve("none"))).isEmpty();
  }

  @Test
  void mavenIsTheSettingElseTheProjectsWrapperElseMvn(@TempDir Path dir) throws IOException {
    assertThat(Variants.mavenCommand("/opt/maven/bin/mvn -s my.xml", dir))
        .containsExactly("/opt/maven/bin/mvn", "-s", "my.xml");
    Path wrapper = Files.createFile(dir.resolve("mvnw"));
    wrapper.toFile().setExecutable(true);
    Path module = Files.createDirectories(dir.resolve("module"));
    assertThat(Variants.mavenCommand(null, module)).containsExactly(wrapper.toString());
  }
}
