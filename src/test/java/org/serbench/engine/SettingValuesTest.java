package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check the build runs before it compiles anything: the files pom.xml's {@code
 * check-serbench-settings-early} names, compiled alone as it compiles them, and {@link
 * SettingValues} run by a fresh {@code java}. If one of them ever uses another class of the
 * project, they no longer compile alone and these tests fail.
 */
class SettingValuesTest {

  /** The classes compiled alone, once for the class. */
  private static Path classes;

  /** The sources the build's early check compiles, as pom.xml names them. */
  static List<Path> earlyCheckSources() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    int start = pom.indexOf("<id>check-serbench-settings-early</id>");
    int end = pom.indexOf("</execution>", start);
    Matcher include =
        Pattern.compile("<include name=\"([^\"]+)\"/>").matcher(pom.substring(start, end));
    List<Path> sources = new ArrayList<>();
    while (include.find()) {
      sources.add(Path.of("src/main/java", include.group(1)));
    }
    return sources;
  }

  @BeforeAll
  static void compileAlone(@TempDir Path dir) throws IOException {
    List<Path> sources = earlyCheckSources();
    assertThat(sources).as("pom.xml's early check").isNotEmpty();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> arguments =
        new ArrayList<>(
            List.of("-d", dir.toString(), "-classpath", dir.toString(), "-sourcepath", ""));
    sources.forEach(source -> arguments.add(source.toString()));
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = javac.run(null, errors, errors, arguments.toArray(String[]::new));
    assertThat(status)
        .as("javac %s: %s", sources, errors.toString(StandardCharsets.UTF_8))
        .isZero();
    classes = dir;
  }

  /** Runs the compiled check with these system properties: its exit status and its output. */
  private static Result runEarlyCheck(String... properties) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(classes.toString());
    for (String property : properties) {
      command.add("-D" + property);
    }
    command.add(SettingValues.class.getName());
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IOException("the early settings check did not end within 60 s");
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(process.exitValue(), output.strip());
  }

  private record Result(int status, String output) {}

  @Test
  void validSettingsPassSilently() throws Exception {
    Result result =
        runEarlyCheck(
            "serbench.batches=5", "serbench.codecs=kryo,json/*", "serbench.profile=quick");

    assertThat(result.output()).isEmpty();
    assertThat(result.status()).isZero();
  }

  @Test
  void aBadValueStopsWithOneLineNamingItAndWhatIsAllowed() throws Exception {
    Result result = runEarlyCheck("serbench.batches=-1");

    assertThat(result.status()).isEqualTo(1);
    assertThat(result.output())
        .isEqualTo(
            "[serbench] -Dserbench.batches=-1 is not allowed: expected measured batches, a whole"
                + " number from 1 to 100000");
  }

  @Test
  void aTypoInThePrefixStopsWithTheMeantName() throws Exception {
    Result result = runEarlyCheck("serbench-batches=5");

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
