package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The report's {@code index.html} in a real browser: Debian's Chromium, headless, driven through
 * ChromeDriver. The page is made by {@link HtmlPage#render} from a small results.json
 * (html-fixtures/results.json: eight codecs, three JSON, three binary and two XML, on TestObject
 * and media.1, in the JMH shape {@link JmhJson} writes) and opened as a file. The tests click and
 * choose as a reader would, and read what the page shows: its rows, their order, the filter, the
 * comparison with a second results file (html-fixtures/compare/results.json: the same entries, the
 * times of kryo times 2, json/gson/databind times 0.5, json/dsl-json/databind times 1.25,
 * smile/jackson/databind times 0.8, xml/xstream+c times 1.5, the rest unchanged). Every request the
 * page makes and every console message are recorded, and the last test checks that none went off
 * the machine and none was an error. A screenshot is left in target/html-page-test/index.png.
 *
 * <p>Tagged {@code browser}: the default test run leaves it out, {@code ./mvnw -Pbrowser test} runs
 * it alone. It needs {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} ({@code apt-get
 * install chromium chromium-driver}), or the paths in {@code -Dserbench.chromium} and {@code
 * -Dserbench.chromedriver}; without them it fails, saying so.
 */
@Tag("browser")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class HtmlPageBrowserTest {
  private static final Path OUT = Path.of("target", "html-page-test");
  private static final String FIXTURES = "html-fixtures/";
  private static final Duration WAIT = Duration.ofSeconds(10);
  private static final Dimension VIEWPORT = new Dimension(1400, 1000);
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The codecs of the fixture in the order they first appear, all of them on every data set. */
  private static List<String> codecs;

  private static Path compareFile;
  private static String pageUrl;
  private static ChromeDriver driver;

  /** Every request URL and every console message since the driver started, test by test. */
  private static final Set<String> requests = new LinkedHashSet<>();

  private static final List<LogEntry> console = new ArrayList<>();

  /**
   * Selenium's DevTools support, which the test does not use, warns that it has no version for this
   * Chromium's: kept quiet by holding its logger at SEVERE.
   */
  private static final Logger DEVTOOLS_LOG = Logger.getLogger("org.openqa.selenium.devtools");

  @BeforeAll
  static void renderThePageAndStartTheBrowser() throws IOException, URISyntaxException {
    Path chromium = Path.of(System.getProperty("serbench.chromium", "/usr/bin/chromium"));
    Path chromedriver =
        Path.of(System.getProperty("serbench.chromedriver", "/usr/bin/chromedriver"));
    List<String> missing = new ArrayList<>();
    for (Path program : List.of(chromium, chromedriver)) {
      if (!Files.isExecutable(program)) {
        missing.add(program.toString());
      }
    }
    if (!missing.isEmpty()) {
      fail(
          "The browser test needs Chromium and ChromeDriver, and %s %s missing. Install them"
              + " with `sudo apt-get install chromium chromium-driver` (Debian, Ubuntu), or"
              + " name others with -Dserbench.chromium=PATH and -Dserbench.chromedriver=PATH.",
          String.join(" and ", missing), missing.size() == 1 ? "is" : "are");
    }

    String results = Files.readString(fixture("results.json"), StandardCharsets.UTF_8);
    codecs = codecsOf(results);
    compareFile = fixture("compare/results.json").toAbsolutePath();
    Files.createDirectories(OUT);
    Path page = OUT.resolve(HtmlPage.FILE);
    Files.writeString(
        page,
        HtmlPage.render("serbench: a browser test", run(), libraries(), infos(), results),
        StandardCharsets.UTF_8);
    pageUrl = page.toAbsolutePath().toUri().toString();

    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--window-size=" + VIEWPORT.getWidth() + "," + VIEWPORT.getHeight(),
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        // No traffic of the browser's own: updates, sync, safe browsing, metrics, translation.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-extensions",
        "--disable-sync",
        "--disable-client-side-phishing-detection",
        "--disable-features=Translate,OptimizationHints,MediaRouter",
        "--metrics-recording-only",
        "--no-first-run",
        "--no-default-browser-check",
        "--no-pings",
        "--password-store=basic");
    // Chrome's performance log carries the DevTools Network events: every request of the page.
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(chromedriver.toFile())
            .usingAnyFreePort()
            .withLogFile(OUT.resolve("chromedriver.log").toFile())
            .build();
    DEVTOOLS_LOG.setLevel(Level.SEVERE);
    driver = new ChromeDriver(service, options);
    // The window's size includes what the browser draws around the page: grow it by that much.
    long innerHeight = (Long) driver.executeScript("return window.innerHeight;");
    Dimension window = driver.manage().window().getSize();
    driver
        .manage()
        .window()
        .setSize(
            new Dimension(
                window.getWidth(), window.getHeight() + VIEWPORT.getHeight() - (int) innerHeight));
  }

  @AfterAll
  static void quitTheBrowser() {
    if (driver != null) {
      driver.quit();
    }
  }

  @BeforeEach
  void openThePage() {
    driver.get(pageUrl);
    waitUntil(d -> !rows("results").isEmpty());
  }

  @AfterEach
  void keepTheLogs() throws IOException {
    drainLogs();
  }

  @Test
  @Order(1)
  void showsARowForEveryCodecOfTheFirstDataSet() {
    Select dataSet = new Select(driver.findElement(By.id("dataset")));
    assertThat(dataSet.getOptions())
        .extracting(WebElement::getText)
        .containsExactly("TestObject", "media.1");
    assertThat(dataSet.getFirstSelectedOption().getText()).isEqualTo("TestObject");

    assertThat(rows("results"))
        .extracting(row -> row.getDomAttribute("data-codec"))
        .containsExactlyInAnyOrderElementsOf(codecs);
    assertThat(driver.findElement(By.id("shown-count")).getText())
        .startsWith("Showing " + codecs.size() + " of " + codecs.size() + " codecs on TestObject");
  }

  @Test
  @Order(2)
  void drawsTheChartsAndLeavesAScreenshot() throws IOException {
    for (String chart : List.of("chart-encode", "chart-decode")) {
      assertThat(driver.findElements(By.cssSelector("#" + chart + " g.bar-row")))
          .as("bars of #%s", chart)
          .hasSize(codecs.size());
    }
    assertThat(driver.findElements(By.cssSelector("#chart-scatter circle"))).hasSize(codecs.size());

    Path screenshot = OUT.resolve("index.png");
    Files.write(screenshot, driver.getScreenshotAs(OutputType.BYTES));
    BufferedImage image = ImageIO.read(screenshot.toFile());
    assertThat(image).as("a PNG image in %s", screenshot).isNotNull();
    assertThat(new Dimension(image.getWidth(), image.getHeight())).isEqualTo(VIEWPORT);
  }

  @Test
  @Order(3)
  void sortsByDecodeTimeWhenItsHeaderIsClicked() {
    List<String> byEncode = codecsShown("results");

    header("results", "decode").click();
    List<Double> ascending = numbers("results", "decode");
    assertThat(ascending).hasSize(codecs.size()).isSorted();
    assertThat(header("results", "decode").getDomAttribute("class")).contains("sorted-asc");
    assertThat(codecsShown("results"))
        .as("the fixture's decode order differs from its encode order, the page's first sort")
        .isNotEqualTo(byEncode);

    header("results", "decode").click();
    List<Double> descending = numbers("results", "decode");
    assertThat(descending).isSortedAccordingTo((a, b) -> Double.compare(b, a));
    assertThat(header("results", "decode").getDomAttribute("class")).contains("sorted-desc");
  }

  @Test
  @Order(4)
  void theJsonFormatLeavesOnlyTheJsonCodecs() {
    new Select(driver.findElement(By.id("format"))).selectByValue("json");

    List<String> shown = codecsShown("results");
    assertThat(shown)
        .isNotEmpty()
        .allSatisfy(codec -> assertThat(codec).startsWith("json/"))
        .containsExactlyInAnyOrderElementsOf(
            codecs.stream().filter(c -> c.startsWith("json/")).toList());
    assertThat(driver.findElements(By.cssSelector("#chart-encode g.bar-row")))
        .hasSize(shown.size());
  }

  @Test
  @Order(5)
  void comparesWithALoadedResultsFile() {
    driver.findElement(By.id("compare")).sendKeys(compareFile.toString());
    waitUntil(d -> !rows("comparison").isEmpty());

    assertThat(driver.findElement(By.id("compare-status")).getText())
        .isEqualTo("Loaded results.json: " + codecs.size() * 2 * 5 + " entries.");
    assertThat(codecsShown("comparison")).containsExactlyInAnyOrderElementsOf(codecs);
    // Per codec, one ratio cell a phase: encode's, then decode's.
    assertRatios("kryo", 2.0, "slower");
    assertRatios("json/gson/databind", 0.5, "faster");
    assertRatios("json/dsl-json/databind", 1.25, "slower");
    assertRatios("protobuf", 1.0, "");
    assertThat(driver.findElement(By.id("comparison-summary")).getText())
        .contains("results.json: geometric mean of loaded/this ratios");
  }

  /** Runs every check's clicks again, then reads what the browser logged over all the tests. */
  @Test
  @Order(6)
  void nothingLeavesTheMachineAndTheConsoleHasNoErrors() throws IOException {
    header("results", "decode").click();
    new Select(driver.findElement(By.id("format"))).selectByValue("binary");
    new Select(driver.findElement(By.id("dataset"))).selectByValue("media.1");
    driver.findElement(By.id("compare")).sendKeys(compareFile.toString());
    waitUntil(d -> !rows("comparison").isEmpty());
    drainLogs();

    assertThat(requests).as("the page's own file, which the log must have seen").contains(pageUrl);
    assertThat(requests)
        .as("every request of the page: %s", requests)
        .allSatisfy(url -> assertThat(url).matches("(file|data|about):.*"));
    assertThat(console)
        .as("console errors")
        .noneSatisfy(entry -> assertThat(entry.getLevel()).isEqualTo(Level.SEVERE));
  }

  // ------------------------------------------------------------------ reading the page

  private static void waitUntil(Function<WebDriver, Boolean> condition) {
    new WebDriverWait(driver, WAIT).until(condition);
  }

  private static List<WebElement> rows(String table) {
    return driver.findElements(By.cssSelector("table#" + table + " tbody tr"));
  }

  private static List<String> codecsShown(String table) {
    return rows(table).stream().map(row -> row.getDomAttribute("data-codec")).toList();
  }

  private static WebElement header(String table, String key) {
    return driver.findElement(By.cssSelector("table#" + table + " th[data-sort='" + key + "']"));
  }

  /** The numbers of a column of the results table, top to bottom (its cells' data-value). */
  private static List<Double> numbers(String table, String key) {
    List<WebElement> headers = driver.findElements(By.cssSelector("table#" + table + " thead th"));
    int column = headers.indexOf(header(table, key));
    assertThat(column).as("column %s of #%s", key, table).isNotNegative();
    List<Double> values = new ArrayList<>();
    for (WebElement row : rows(table)) {
      String value = row.findElements(By.tagName("td")).get(column).getDomAttribute("data-value");
      values.add(Double.parseDouble(value));
    }
    return values;
  }

  /** Both ratio cells (encode, decode) of a codec's comparison row: the value, text and verdict. */
  private static void assertRatios(String codec, double ratio, String verdict) {
    WebElement row =
        driver.findElement(By.cssSelector("table#comparison tbody tr[data-codec='" + codec + "']"));
    List<WebElement> cells = row.findElements(By.cssSelector("td.ratio"));
    assertThat(cells).as("ratio cells of %s", codec).hasSize(2);
    for (WebElement cell : cells) {
      assertThat(Double.parseDouble(cell.getDomAttribute("data-value")))
          .as("ratio of %s", codec)
          .isCloseTo(ratio, within(1e-9));
      assertThat(cell.getText()).isEqualTo(String.format(Locale.ROOT, "%.2f", ratio));
      Set<String> classes = Set.of(cell.getDomAttribute("class").split(" "));
      for (String mark : List.of("faster", "slower")) {
        assertThat(classes.contains(mark))
            .as("%s's ratio %s marked %s", codec, ratio, mark)
            .isEqualTo(mark.equals(verdict));
      }
    }
  }

  /** Moves the browser's logs into {@link #requests} and {@link #console}. */
  private static void drainLogs() throws IOException {
    for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
      JsonNode message = JSON.readTree(entry.getMessage()).path("message");
      JsonNode params = message.path("params");
      switch (message.path("method").asText()) {
        case "Network.requestWillBeSent" ->
            requests.add(params.path("request").path("url").asText());
        case "Network.webSocketCreated", "Network.webTransportCreated" ->
            requests.add(params.path("url").asText());
        default -> {}
      }
    }
    console.addAll(driver.manage().logs().get(LogType.BROWSER).getAll());
  }

  // ------------------------------------------------------------------ the page's inputs

  private static Path fixture(String name) throws URISyntaxException {
    var url = HtmlPageBrowserTest.class.getResource(FIXTURES + name);
    assertThat(url).as("test resource %s%s", FIXTURES, name).isNotNull();
    return Path.of(url.toURI());
  }

  private static List<String> codecsOf(String results) throws IOException {
    Set<String> names = new LinkedHashSet<>();
    JSON.readTree(results).forEach(entry -> names.add(entry.path("params").path("codec").asText()));
    return List.copyOf(names);
  }

  private static Map<String, String> run() {
    Map<String, String> run = new LinkedHashMap<>();
    run.put("commit", "0a1b2c3d4e5f");
    run.put("started", "2026-01-05T10:00:00Z");
    run.put("profile", "quick");
    run.put("jvm", "Debian OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1");
    run.put("machine", "a test machine, 2 cores, Linux");
    run.put("flags", "-Xms2g -Xmx2g -XX:+AlwaysPreTouch -XX:+UseG1GC");
    run.put("wallTime", "1 min");
    return run;
  }

  private static Map<String, String> libraries() {
    Map<String, String> libraries = new TreeMap<>();
    libraries.put("com.esotericsoftware:kryo", "5.6.2");
    libraries.put("com.fasterxml.jackson.core:jackson-databind", "2.22.1");
    libraries.put("com.google.code.gson:gson", "2.15.0");
    libraries.put("com.google.protobuf:protobuf-java", "4.36.2");
    libraries.put("com.thoughtworks.xstream:xstream", "1.4.21");
    return libraries;
  }

  /** Each codec's format and family as the report gives them, and a safety verdict. */
  private static Map<String, HtmlPage.CodecInfo> infos() {
    Map<String, HtmlPage.CodecInfo> infos = new TreeMap<>();
    for (String codec : codecs) {
      String safety =
          switch (codec) {
            case "xml/xstream+c" -> SafetyVerdict.NOT_SAFE;
            case "kryo" -> SafetyVerdict.SAFE_CONFIGURED;
            default -> SafetyVerdict.SAFE;
          };
      infos.put(
          codec, new HtmlPage.CodecInfo(HtmlPage.format(codec), HtmlPage.family(codec), safety));
    }
    return infos;
  }
}
