package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The check the build runs before it compiles anything: {@link SettingValues} run from its source
 * file by a fresh {@code java}, as pom.xml's {@code check-serbench-settings-early} runs it. If the
 * file ever uses a class of the project, Java cannot run it alone and these tests fail.
 */
class SettingValuesTest {

  private static final Path SOURCE =
      Path.of("src/main/java/org/serbench/engine/SettingValues.java");

  /** Runs the source file with these system properties: its exit status and its error output. */
  private static Result runFromSource(String... properties) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String property : properties) {
      command.add("-D" + property);
    }
    command.add(SOURCE.toString());
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IOException("java " + SOURCE + " did not end within 60 s");
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(process.exitValue(), output.strip());
  }

  private record Result(int status, String output) {}

  @Test
  void validSettingsPassSilently() throws Exception {
    Result result =
        runFromSource(
            "serbench.batches=5", "serbench.codecs=kryo,json/*", "serbench.profile=quick");

    assertThat(result.output()).isEmpty();
    assertThat(result.status()).isZero();
  }

  @Test
  void aBadValueStopsWithOneLineNamingItAndWhatIsAllowed() throws Exception {
    Result result = runFromSource("serbench.batches=-1");

    assertThat(result.status()).isEqualTo(1);
    assertThat(result.output())
        .isEqualTo(
            "[serbench] -Dserbench.batches=-1 is not allowed: expected measured batches, a whole"
                + " number from 1 to 100000");
  }

  @Test
  void aTypoInThePrefixStopsWithTheMeantName() throws Exception {
    Result result = runFromSource("serbench-batches=5");

    assertThat(result.status()).isEqualTo(1);
    assertThat(result.output())
        .startsWith(
            "[serbench] unknown property -Dserbench-batches: serbench's properties start with")
        .contains("did you mean -Dserbench.batches?")
        .doesNotContain("\n");
  }

  @Test
  void codecNamesAreLeftToTheCompiledCheck() {
    Properties properties = new Properties();
    properties.setProperty("serbench.codecs", "no-such-codec");

    SettingValues.read(properties).checkAll();
    assertThatThrownBy(() -> Settings.from(properties))
        .isInstanceOf(SettingsException.class)
        .hasMessageContaining("'no-such-codec' matches nothing");
  }

  @Test
  void anEmptyPatternIsABadValueEvenBeforeTheRegistryIsKnown() {
    Properties properties = new Properties();
    properties.setProperty("serbench.datasets", "TestObject,,media.1");

    assertThatThrownBy(() -> SettingValues.read(properties).checkAll())
        .hasMessage(
            "-Dserbench.datasets=TestObject,,media.1 is not allowed: expected comma-separated data"
                + " set names or globs");
  }

  @Test
  void theJmhCrossCheckKeepsItsOwnProperties() {
    Properties properties = new Properties();
    properties.setProperty("serbench.jmh.codecs", "protobuf");
    properties.setProperty("user.name", "anyone");

    SettingValues values = SettingValues.read(properties);
    values.checkAll();
    assertThat(values.batches()).isEqualTo(100);
  }
}
