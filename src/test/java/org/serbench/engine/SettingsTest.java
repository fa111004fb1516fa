package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

  private static Settings settings(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return Settings.from(p);
  }

  @Test
  void defaultsFollowPerformancePlayground() {
    Settings s = settings();

    assertThat(s.profile()).isEqualTo("full");
    assertThat(s.objects()).isEqualTo(1000);
    assertThat(s.batches()).isEqualTo(100);
    assertThat(s.warmup()).isPositive();
    assertThat(s.seed()).isEqualTo(Settings.DEFAULT_SEED);
    assertThat(s.fork()).isTrue();
    assertThat(s.codecs()).contains("json/jackson/databind", "protobuf");
    assertThat(s.dataSets()).startsWith("TestObject", "media.1").contains("Master", "large");
    assertThat(s.scaling()).containsExactly(10_000, 100_000);
  }

  @Test
  void quickProfileShrinksTheBatchesButKeepsExplicitValues() {
    Settings s = settings("serbench.profile", "quick", "serbench.batches", "7");

    assertThat(s.objects()).isLessThan(1000);
    assertThat(s.batches()).isEqualTo(7);
  }

  @Test
  void onlyTheFullProfileTouchesTheHeapAtStartAndNoUntimedJvmDoes() {
    assertThat(settings().jvmArgs())
        .containsExactly("-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch", "-XX:+UseG1GC");
    assertThat(settings().untimedJvmArgs()).containsExactly("-Xms2g", "-Xmx2g", "-XX:+UseG1GC");
    assertThat(settings("serbench.profile", "quick").jvmArgs())
        .containsExactly("-Xms2g", "-Xmx2g", "-XX:+UseG1GC");
    Settings given =
        settings("serbench.profile", "quick", "serbench.jvmArgs", "-Xmx1g -XX:+AlwaysPreTouch");
    assertThat(given.jvmArgs()).containsExactly("-Xmx1g", "-XX:+AlwaysPreTouch");
    assertThat(given.untimedJvmArgs()).containsExactly("-Xmx1g");
  }

  @Test
  void globsSelectCodecsInRegistryOrder() {
    Settings s = settings("serbench.codecs", "protobuf, json/jackson+*");

    assertThat(s.codecs())
        .containsExactly(
            "json/jackson+afterburner/databind", "json/jackson+blackbird/databind", "protobuf");
    assertThat(s.selectsCodec("protobuf")).isTrue();
  }

  @Test
  void tagsSelectTheCodecsThatCarryOneOfThem() {
    Settings json = settings("serbench.tags", "json");
    assertThat(json.codecs()).isNotEmpty().allMatch(c -> c.startsWith("json/"));
    assertThat(json.codecs())
        .isEqualTo(
            org.serbench.registry.CodecRegistry.all().stream()
                .map(org.serbench.codec.CodecSpec::name)
                .filter(c -> c.startsWith("json/"))
                .toList());
    assertThat(settings("serbench.tags", "xml,schema").codecs())
        .contains("xml/xstream+c", "protobuf", "protostuff-runtime")
        .doesNotContain("kryo", "json/jackson/databind");
    assertThat(settings("serbench.codecs", "kryo*,protobuf", "serbench.tags", "schema").codecs())
        .containsExactly("protobuf");
  }

  @Test
  void anUnknownTagOrTagsThatLeaveNoCodecStopTheRun() {
    assertThatThrownBy(() -> settings("serbench.tags", "json,yaml"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.tags=json,yaml: 'yaml' is not a tag; a codec's tags: binary, json, schema,"
                + " text, xml");
    assertThatThrownBy(() -> settings("serbench.codecs", "kryo", "serbench.tags", "json"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.tags=json: no codec selected has one of these tags; selected: kryo");
  }

  @Test
  void theBaselineIsComparedReplacedOrAddedTo() {
    assertThat(settings().updatesBaseline()).isFalse();
    assertThat(settings("serbench.updateBaseline", "true").updatesBaseline()).isTrue();
    assertThat(settings("serbench.updateBaseline", "true").addsToBaseline()).isFalse();
    Settings add = settings("serbench.updateBaseline", "add");
    assertThat(add.updatesBaseline()).isTrue();
    assertThat(add.addsToBaseline()).isTrue();
    assertThatThrownBy(() -> settings("serbench.updateBaseline", "append"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.updateBaseline=append is not allowed: expected false, true (this run's"
                + " results replace the baseline) or add (they join the runs the baseline keeps)");
  }

  @Test
  void aNegativeBatchCountStopsTheRunNamingPropertyValueAndRange() {
    assertThatThrownBy(() -> settings("serbench.batches", "-1"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.batches=-1 is not allowed: expected measured batches, a whole number from 1"
                + " to 100000");
  }

  @Test
  void aNonNumberIsRejected() {
    assertThatThrownBy(() -> settings("serbench.seed", "abc"))
        .hasMessageContaining("-Dserbench.seed=abc is not allowed");
    assertThatThrownBy(() -> settings("serbench.objects", "1e3"))
        .hasMessageContaining("-Dserbench.objects=1e3 is not allowed");
  }

  @Test
  void anUnknownCodecNameListsTheKnownOnes() {
    assertThatThrownBy(() -> settings("serbench.codecs", "json/jackson/databind,jsn/*"))
        .isInstanceOf(SettingsException.class)
        .hasMessageContaining("'jsn/*' matches nothing")
        .hasMessageContaining("known names: json/jackson/databind,");
  }

  @Test
  void anUnknownDataSetIsRejected() {
    assertThatThrownBy(() -> settings("serbench.datasets", "Nope"))
        .hasMessageContaining(
            "-Dserbench.datasets=Nope: 'Nope' matches nothing; known names: TestObject");
  }

  @Test
  void aMisspelledPropertyIsRejectedRatherThanIgnored() {
    assertThatThrownBy(() -> settings("serbench.batch", "5"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith(
            "unknown property -Dserbench.batch; serbench knows: serbench.profile,");
  }

  @Test
  void theCpuIsFastestByDefaultWhereAThreadCanBePinnedAndReachesTheMeasuringJvm() {
    String resolved = FastestCpu.pinFailure() == null ? "fastest" : "any";
    assertThat(settings().forkedProperties()).contains("-Dserbench.cpu=" + resolved);
    assertThat(settings("serbench.cpu", "auto").forkedProperties())
        .contains("-Dserbench.cpu=" + resolved);
    assertThat(settings("serbench.cpu", "auto").onFastestCpu())
        .isEqualTo(resolved.equals("fastest"));
    assertThat(settings("serbench.cpu", "any").onFastestCpu()).isFalse();
    assertThat(settings("serbench.cpu", "any").forkedProperties()).contains("-Dserbench.cpu=any");
    assertThat(settings("serbench.cpu", "fastest").onFastestCpu()).isTrue();
    assertThat(settings("serbench.cpu", "fastest").forkedProperties())
        .contains("-Dserbench.cpu=fastest");
    assertThatThrownBy(() -> settings("serbench.cpu", "0"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.cpu=0 is not allowed: expected auto (fastest where a thread can be"
                + " pinned, any elsewhere), any (the measuring thread runs where the scheduler"
                + " puts it) or fastest (kept on the CPU that runs a probe fastest, chosen again"
                + " every 3 s)");
  }

  @Test
  void thePhaseOrderIsInterleavedOrBlocksAndReachesTheMeasuringJvm() {
    assertThat(settings("serbench.phaseOrder", "blocks").phasesInBlocks()).isTrue();
    assertThat(settings("serbench.phaseOrder", "interleaved").phasesInBlocks()).isFalse();
    assertThat(settings("serbench.phaseOrder", "blocks").forkedProperties())
        .contains("-Dserbench.phaseOrder=blocks");
    assertThatThrownBy(() -> settings("serbench.phaseOrder", "block"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.phaseOrder=block is not allowed: expected interleaved (every measured"
                + " batch runs every phase in turn) or blocks (each phase runs all its batches in a"
                + " row)");
  }

  @Test
  void theSpreadIsRunByDefaultAndOnlyWhereEveryCellHasFreshJvms() {
    assertThat(settings("serbench.profile", "full").spreadsOverRun()).isTrue();
    assertThat(settings("serbench.spread", "run").spreadsOverRun()).isTrue();
    assertThat(settings("serbench.spread", "codec").spreadsOverRun()).isFalse();
    // The quick profile measures a codec's data sets in one JVM: there is no later JVM to spread.
    assertThat(settings("serbench.profile", "quick", "serbench.spread", "run").spreadsOverRun())
        .isFalse();
    assertThatThrownBy(() -> settings("serbench.spread", "runs"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.spread=runs is not allowed: expected codec (a cell's later JVMs run in its"
                + " codec's turn, after its other data sets) or run (in a second pass over every"
                + " codec, after all the first JVMs)");
  }

  @Test
  void anUnknownProfileIsRejected() {
    assertThatThrownBy(() -> settings("serbench.profile", "fast"))
        .hasMessage("-Dserbench.profile=fast is not allowed: expected full, quick or check");
  }

  @Test
  void timeLimitsAcceptZeroForNoneAndRejectNegatives() {
    assertThat(settings("serbench.measureSeconds", "0").measureSeconds()).isZero();
    assertThatThrownBy(() -> settings("serbench.warmupSeconds", "-3"))
        .hasMessageContaining("-Dserbench.warmupSeconds=-3 is not allowed");
  }

  @Test
  void resultsOfOneRunShareADirectoryNamedByItsStart() {
    Settings s =
        settings("serbench.runStarted", "2026-01-31T12:34:56Z", "serbench.resultsDir", "/tmp/r");

    assertThat(s.runStarted()).isEqualTo(Instant.parse("2026-01-31T12:34:56Z"));
    assertThat(s.runResultsDir().toString()).endsWith("20260131T123456Z");
  }

  /**
   * Every setting a measuring JVM reads, and how it reads it: the settings {@link SettingNames}
   * must declare travelling.
   */
  private static final Map<String, Function<Settings, Object>> READ_BY_THE_MEASURING_JVM =
      new LinkedHashMap<>();

  static {
    Map<String, Function<Settings, Object>> read = READ_BY_THE_MEASURING_JVM;
    read.put("profile", Settings::profile);
    read.put("objects", Settings::objects);
    read.put("batches", Settings::batches);
    read.put("warmup", Settings::warmup);
    read.put("warmupSeconds", Settings::warmupSeconds);
    read.put("measureSeconds", Settings::measureSeconds);
    read.put("testObjectSeconds", Settings::testObjectSeconds);
    read.put("phaseMillis", Settings::phaseMillis);
    read.put("phaseOrder", Settings::phaseOrder);
    read.put("cpu", Settings::cpu);
    read.put("forks", Settings::forks);
    read.put("forkDatasets", Settings::forkDataSets);
    read.put("isolation", Settings::isolation);
    read.put("scaling", Settings::scaling);
    read.put("scalingSeconds", Settings::scalingSeconds);
    read.put("seed", Settings::seed);
    read.put("jmhLink", Settings::jmhLink);
    read.put("runStarted", Settings::runStarted);
  }

  /** The properties a measuring JVM is started with, read as its JVM reads {@code -Dkey=value}. */
  private static Properties handedOver(Settings s) {
    Properties forked = new Properties();
    for (String arg : s.forkedProperties()) {
      assertThat(arg).startsWith("-D" + Settings.PREFIX);
      String[] kv = arg.substring(2).split("=", 2);
      assertThat(forked.setProperty(kv[0], kv[1])).as("%s given twice", kv[0]).isNull();
    }
    return forked;
  }

  @Test
  void everySettingTheMeasuringJvmReadsIsDeclaredTravelling() {
    assertThat(SettingNames.travelling())
        .containsExactlyInAnyOrderElementsOf(READ_BY_THE_MEASURING_JVM.keySet());
  }

  @Test
  void everyTravellingSettingReachesTheMeasuringJvmWithItsValue(@TempDir Path dir)
      throws IOException {
    Path replies = Files.write(dir.resolve("replies.bin"), new byte[] {1});
    String otherCpu = settings().cpu().equals(Settings.CPU_FASTEST) ? "any" : "fastest";
    Map<String, String> given = new LinkedHashMap<>();
    given.put("profile", "quick");
    given.put("objects", "12");
    given.put("batches", "7");
    given.put("warmup", "3");
    given.put("warmupSeconds", "0.25");
    given.put("measureSeconds", "1.5");
    given.put("testObjectSeconds", "2.5");
    given.put("phaseMillis", "4");
    given.put("phaseOrder", Settings.PHASES_INTERLEAVED);
    given.put("cpu", otherCpu);
    given.put("forks", "3");
    given.put("forkDatasets", "media.2,Mast*");
    given.put("isolation", "codec");
    given.put("scaling", "10,20");
    given.put("scalingSeconds", "7.5");
    given.put("seed", "99");
    given.put("jmhLink", replies.toString());
    given.put("runStarted", "2026-01-31T12:34:56Z");
    assertThat(given.keySet()).containsExactlyElementsOf(READ_BY_THE_MEASURING_JVM.keySet());
    Properties p = new Properties();
    given.forEach((name, value) -> p.setProperty(Settings.PREFIX + name, value));
    Settings defaults = settings();
    Settings parent = Settings.from(p);

    Settings child = Settings.forked(handedOver(parent));

    READ_BY_THE_MEASURING_JVM.forEach(
        (name, read) -> {
          assertThat(read.apply(parent))
              .as("%s is not its default", name)
              .isNotEqualTo(read.apply(defaults));
          assertThat(read.apply(child)).as(name).isEqualTo(read.apply(parent));
        });
    assertThat(child.forks("Master")).isEqualTo(3);
    assertThat(child.forks("media.1")).isEqualTo(1);
  }

  @Test
  void aUsersOwnDataSetMeasuredInForksIsOneInTheMeasuringJvmToo() {
    Properties p = new Properties();
    p.setProperty("serbench.forkDatasets", "TestObject,orders");
    Settings parent = Settings.from(p, List.of("orders", "customers"));

    Settings child = Settings.forked(handedOver(parent));

    assertThat(child.forkDataSets()).containsExactly("TestObject", "orders");
    assertThat(child.forks("orders")).isEqualTo(parent.forks("orders")).isGreaterThan(1);
  }

  @Test
  void aClassThatPlansItsOwnJvmsGetsThemInTheFullProfileOnly() {
    List<String> own = List.of("orders", "customers");
    Settings full = Settings.from(new Properties(), own, List.of(), java.util.Map.of("orders", 4));
    Properties quick = new Properties();
    quick.setProperty("serbench.profile", "quick");

    assertThat(full.forks("orders")).isEqualTo(4);
    assertThat(full.forks("customers")).as("the gate's two").isEqualTo(2);
    assertThat(full.mostForks("orders")).isEqualTo(4 + full.extraForks());
    assertThat(Settings.from(quick, own, List.of(), java.util.Map.of("orders", 4)).forks("orders"))
        .isEqualTo(1);
  }

  @Test
  void theJmhLinkIsOffUnlessAskedForAndReachesTheMeasuringJvms(@TempDir Path dir)
      throws IOException {
    assertThat(settings().jmhLink()).isEmpty();
    assertThat(settings("serbench.jmhLink", "false").jmhLink()).isEmpty();
    assertThat(settings().forkedProperties()).contains("-Dserbench.jmhLink=false");

    Path replies = Files.write(dir.resolve("replies.bin"), new byte[] {1});
    Settings on = settings("serbench.jmhLink", replies.toString());
    assertThat(on.jmhLink()).contains(replies.toAbsolutePath());
    assertThat(on.forkedProperties()).contains("-Dserbench.jmhLink=" + replies.toAbsolutePath());
    for (String wrong : List.of("true", dir.resolve("missing.bin").toString(), dir.toString())) {
      assertThatThrownBy(() -> settings("serbench.jmhLink", wrong))
          .as(wrong)
          .isInstanceOf(SettingsException.class)
          .hasMessageContaining("serbench.jmhLink=" + wrong)
          .hasMessageContaining("false, or a readable file");
    }
  }

  @Test
  void withoutJdksTheRunMeasuresOnTheJdkOfTheTests() {
    Settings s = settings();

    assertThat(s.jdks()).isEmpty();
    assertThat(s.javaHomes())
        .containsExactly(java.nio.file.Path.of(System.getProperty("java.home")));
    assertThat(s.jdkDataSets()).containsExactly("TestObject", "media.1");
  }

  @Test
  void eachJdkAfterTheFirstWritesItsResultsInASubdirectory() {
    String home = System.getProperty("java.home");
    Settings s = settings("serbench.jdks", home + "," + home, "serbench.jdkDatasets", "media.*");

    assertThat(s.javaHomes()).hasSize(2);
    assertThat(s.runResultsDir(0)).isEqualTo(s.runResultsDir());
    assertThat(s.runResultsDir(1)).isEqualTo(s.runResultsDir().resolve("jdk-2"));
    assertThat(s.jdkDataSets()).containsExactly("media.1", "media.2", "media.3", "media.4");
  }

  @Test
  void variantsNameAPropertyAndItsVersionsInOrder() {
    Settings s =
        settings("serbench.variants", "kryo=5.5.0,5.6.2; jackson = 2.17.3,2.22.1-SNAPSHOT");

    assertThat(s.variants().families())
        .containsExactly(
            Map.entry("kryo", List.of("5.5.0", "5.6.2")),
            Map.entry("jackson", List.of("2.17.3", "2.22.1-SNAPSHOT")));
    assertThat(s.variants().dataSets()).containsExactly("TestObject", "media.1");
    assertThat(settings().variants().any()).isFalse();
  }

  @Test
  void aBadVariantStopsTheRunNamingIt() {
    for (String bad :
        List.of("kryo", "kryo=5.5.0", "kryo=5.5.0,5.5.0", "kryo.version=1,2", "kryo=1,", "=1,2")) {
      assertThatThrownBy(() -> settings("serbench.variants", bad))
          .as(bad)
          .isInstanceOf(SettingsException.class)
          .hasMessageStartingWith("-Dserbench.variants=" + bad + ": '")
          .hasMessageContaining("expected a pom version property without its .version");
    }
    assertThatThrownBy(() -> settings("serbench.variants", "kryo=1,2", "serbench.fork", "false"))
        .hasMessageContaining("variants needs forked JVMs");
  }

  @Test
  void testObjectAndMedia1AreMeasuredInSeveralJvmsByDefault() {
    Settings s = settings();

    assertThat(s.forks("TestObject")).isEqualTo(2);
    assertThat(s.forks("media.1")).isEqualTo(2);
    assertThat(s.forks("media.2")).isEqualTo(1);
    assertThat(s.forks("Master")).isEqualTo(1);
  }

  @Test
  void forkDatasetsChoosesWhichDataSetsHaveSeveralJvms() {
    Settings s = settings("serbench.forks", "3", "serbench.forkDatasets", "media.*");

    assertThat(s.forks("TestObject")).isEqualTo(1);
    assertThat(s.forks("media.1")).isEqualTo(3);
    assertThat(s.forks("media.4")).isEqualTo(3);
    assertThat(settings("serbench.profile", "quick").forks("TestObject")).isEqualTo(1);
  }

  @Test
  void aProjectsOwnDataSetIsMeasuredInTwoJvmsWhileTheGateComparesItsTimes() {
    assertThat(settings().forks("orders")).isEqualTo(2);
    assertThat(settings("serbench.gate", "false").forks("orders")).isEqualTo(1);
    assertThat(settings("serbench.profile", "quick").forks("orders")).as("no gate").isEqualTo(1);
  }

  @Test
  void aCellIsMeasuredToTenPercentOnTheLeadingDataSetsAndFifteenElsewhereByDefault() {
    Settings s = settings();

    assertThat(s.target("TestObject")).isEqualTo(0.10);
    assertThat(s.target("media.1")).isEqualTo(0.10);
    assertThat(s.target("media.2")).isEqualTo(0.15);
    assertThat(s.extraForks()).isEqualTo(4);
    assertThat(s.mostForks("media.1")).isEqualTo(6);
    assertThat(s.mostForks("media.2")).as("planned in one JVM").isEqualTo(5);
    assertThat(s.cellSeconds()).isEqualTo(60);
    Settings quick = settings("serbench.profile", "quick");
    assertThat(quick.target("TestObject")).isEqualTo(0.30);
    assertThat(quick.target("media.2")).isEqualTo(0.30);
    assertThat(quick.mostForks("media.2")).as("judged, but adding no JVM").isEqualTo(1);
  }

  @Test
  void aCellTakesItsPlannedJvmsThenStopsOnceItsIntervalIsWithinItsTarget() {
    Settings s = settings();
    Result one = ForksTest.steady(1, 1000);
    Result two = ForksTest.steady(2, 1010);

    assertThat(s.stop("media.1", List.of(one), one, 0.02, 0))
        .as("before its planned JVMs")
        .isNull();
    Result both = Forks.merge(List.of(one, two));
    assertThat(s.stop("media.1", List.of(one, two), both, 0.02, 0))
        .isEqualTo(new Result.Stop(0.10, Result.Stop.MET));
    assertThat(s.stop("media.2", List.of(one), one, 0.02, 0))
        .as("planned in one: met in it")
        .isEqualTo(new Result.Stop(0.15, Result.Stop.MET));
    assertThat(s.stop("media.2", List.of(one), one, 0.10, 0))
        .as("one JVM, 10% between JVMs: ±19.8%, wider than ±15%")
        .isNull();
  }

  @Test
  void aCellWhoseJvmsDisagreeTakesMoreUntilACap() {
    Settings s = settings("serbench.extraForks", "1", "serbench.cellSeconds", "30");
    Result fast = ForksTest.steady(1, 1000);
    Result slow = ForksTest.steady(2, 1500);
    List<Result> two = List.of(fast, slow);

    assertThat(s.stop("media.2", two, Forks.merge(two), 0.02, 0))
        .as("planned in one, one added: the JVM cap")
        .isEqualTo(new Result.Stop(0.15, Result.Stop.JVM_CAP));
    assertThat(s.stop("media.1", two, Forks.merge(two), 0.02, 29_000_000_000L)).isNull();
    assertThat(s.stop("media.1", two, Forks.merge(two), 0.02, 30_000_000_000L))
        .isEqualTo(new Result.Stop(0.10, Result.Stop.TIME_CAP));
    assertThat(settings("serbench.precision", "0").stop("media.2", List.of(fast), fast, 0, 0))
        .as("precision 0: to a cap")
        .isNull();
  }

  @Test
  void aFailedCellTakesNoMoreJvmsAndNoRuleJudgesIt() {
    Result failed = ForksTest.failed("read: boom");

    assertThat(settings().stop("media.1", List.of(failed), failed, 0.02, 0))
        .isEqualTo(Result.Stop.NONE);
  }

  @Test
  void aCellMeasuresAPlannedJvmsShareOfBatchesMoreForEachJvmAdded() {
    Settings s = settings("serbench.extraForks", "2", "serbench.batches", "101");

    assertThat(s.maxBatches("media.1", 1)).isEqualTo(101);
    assertThat(s.maxBatches("media.1", 2)).isEqualTo(101);
    assertThat(s.maxBatches("media.1", 3)).isEqualTo(151);
    assertThat(s.maxBatches("media.1", 4)).isEqualTo(201);
    assertThat(s.maxBatches("media.2", 1)).as("planned in one JVM").isEqualTo(101);
  }

  @Test
  void extraForksAndForkAgreementOutsideTheirRangesStopTheRun() {
    assertThatThrownBy(() -> settings("serbench.extraForks", "-1"))
        .isInstanceOf(SettingsException.class)
        .hasMessage(
            "-Dserbench.extraForks=-1 is not allowed: expected the JVMs a cell may add to its"
                + " planned ones while the 95% interval of its encode or decode is wider than its"
                + " target (serbench.precision), a whole number from 0 (none) to 20");
    assertThatThrownBy(() -> settings("serbench.precision", "-0.1"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.precision=-0.1 is not allowed: expected the target");
    assertThatThrownBy(() -> settings("serbench.cellSeconds", "a minute"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.cellSeconds=a minute is not allowed");
    assertThatThrownBy(() -> settings("serbench.forkAgreement", "10%"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.forkAgreement=10% is not allowed: expected how far");
    assertThatThrownBy(() -> settings("serbench.forkAgreement", "-0.1"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.forkAgreement=-0.1 is not allowed");
  }

  @Test
  void anUnknownForkDataSetStopsTheRunNamingTheKnownOnes() {
    assertThatThrownBy(() -> settings("serbench.forkDatasets", "TestObject,media.9"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith(
            "-Dserbench.forkDatasets=TestObject,media.9: 'media.9' matches nothing; known names:"
                + " TestObject");
  }

  @Test
  void aJdkHomeWithoutJavaStopsTheRunNamingIt() {
    assertThatThrownBy(() -> settings("serbench.jdks", "/no/such/jdk"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.jdks=/no/such/jdk: '/no/such/jdk' is not a JDK home")
        .hasMessageContaining("expected comma-separated JDK home directories");
  }

  @Test
  void aTypoInThePrefixIsNotIgnored() {
    assertThatThrownBy(() -> settings("serbench-batches", "5"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith(
            "unknown property -Dserbench-batches: serbench's properties start with 'serbench.'"
                + " (did you mean -Dserbench.batches?)");
    assertThatThrownBy(() -> settings("Serbench.codecs", "kryo"))
        .hasMessageContaining("did you mean -Dserbench.codecs?");
    assertThatThrownBy(() -> settings("serbench_nonsense", "1"))
        .hasMessageStartingWith("unknown property -Dserbench_nonsense: serbench's properties")
        .hasMessageNotContaining("did you mean");
  }

  @Test
  void jdksWithoutForkedJvmsStopTheRun() {
    assertThatThrownBy(
            () ->
                settings(
                    "serbench.jdks", System.getProperty("java.home"), "serbench.fork", "false"))
        .isInstanceOf(SettingsException.class)
        .hasMessageStartingWith("-Dserbench.jdks needs forked JVMs");
  }
}
