package org.serbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.serbench.registry.CodecRegistry;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Every library's version is a property of pom.xml, so that {@code -Dkryo.version=5.5.0} measures
 * another release and {@code -Djackson.version} moves the whole Jackson family: a version written
 * into a dependency would silently stay where it is. The dependencies of a profile (Selenium in
 * {@code browser}) follow the same rule.
 */
class PomVersionsTest {
  private static final Pattern PROPERTY = Pattern.compile("\\$\\{([\\w.-]+)}");

  /**
   * groupId:artifactId to the version as written, for every dependency of the project and of its
   * profiles.
   */
  private static final Map<String, String> VERSIONS = new LinkedHashMap<>();

  private static Element properties;

  @BeforeAll
  static void readThePom() throws Exception {
    Document pom =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(Path.of("pom.xml").toFile());
    Element project = pom.getDocumentElement();
    properties = child(project, "properties");
    List<Element> dependencies = new ArrayList<>(dependencies(project));
    Element profiles = child(project, "profiles");
    if (profiles != null) {
      for (Element profile : children(profiles, "profile")) {
        dependencies.addAll(dependencies(profile));
      }
    }
    for (Element dependency : dependencies) {
      VERSIONS.put(
          text(dependency, "groupId") + ":" + text(dependency, "artifactId"),
          text(dependency, "version"));
    }
    assertThat(VERSIONS).as("the project's dependencies").isNotEmpty();
  }

  @Test
  void everyDependencyTakesItsVersionFromADeclaredProperty() {
    List<String> problems = new ArrayList<>();
    VERSIONS.forEach(
        (artifact, version) -> {
          Matcher m = PROPERTY.matcher(version);
          if (!m.matches()) {
            problems.add(artifact + " has the version " + version + ", not a ${property}");
          } else if (child(properties, m.group(1)) == null) {
            problems.add(artifact + " uses ${" + m.group(1) + "}, which <properties> lacks");
          }
        });
    assertThat(problems).isEmpty();
  }

  /**
   * A measured library's version property is where a reader looks for it: in docs/versions.md's
   * table with its default, and in the README's list of the properties (by its name without {@code
   * .version}). A library added to the registry without them would be one a reader cannot find how
   * to move.
   */
  @Test
  void everyMeasuredLibrarysVersionPropertyIsDocumented() throws IOException {
    String table = Files.readString(Path.of("docs/versions.md"));
    String readme = Files.readString(Path.of("README.md"));
    Set<String> artifacts = new TreeSet<>();
    CodecRegistry.all().forEach(codec -> artifacts.addAll(codec.artifacts()));
    Set<String> missing = new TreeSet<>();
    for (String artifact : artifacts) {
      Matcher m = PROPERTY.matcher(VERSIONS.getOrDefault(artifact, ""));
      if (!m.matches() || child(properties, m.group(1)) == null) {
        continue; // a library that comes with another (jackson-core), or the test above's failure
      }
      String property = m.group(1);
      String row = "| `" + property + "` | " + text(properties, property) + " |";
      if (!table.contains(row)) {
        missing.add("docs/versions.md has no row " + row + " (" + artifact + ")");
      }
      String name = property.replaceFirst("\\.version$", "");
      if (!readme.contains("`" + name + "`")) {
        missing.add(
            "README.md's list of version properties lacks `" + name + "` (" + artifact + ")");
      }
    }
    assertThat(missing).isEmpty();
  }

  /** The dependency elements of a project or a profile, none where it declares none. */
  private static List<Element> dependencies(Element projectOrProfile) {
    Element dependencies = child(projectOrProfile, "dependencies");
    return dependencies == null ? List.of() : children(dependencies, "dependency");
  }

  private static Element child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i) instanceof Element e && e.getTagName().equals(name)) {
        found.add(e);
      }
    }
    return found;
  }

  private static String text(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? "(none)" : e.getTextContent().strip();
  }
}
