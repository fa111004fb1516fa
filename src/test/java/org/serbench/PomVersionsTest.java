package org.serbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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
