package org.serbench.engine;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/** What a result records of the JVM that measured it and of the libraries on its class path. */
public final class Jvm {
  private Jvm() {}

  /**
   * The JVM's vendor, name and version, such as "Eclipse Adoptium OpenJDK 64-Bit Server VM 25+36".
   */
  public static String description() {
    return System.getProperty("java.vm.vendor")
        + " "
        + System.getProperty("java.vm.name")
        + " "
        + System.getProperty("java.runtime.version");
  }

  /** The JVM's flags, less serbench's own properties, which the report shows on their own. */
  static List<String> flags() {
    return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> !a.startsWith("-D" + Settings.PREFIX))
        .toList();
  }

  /**
   * Versions of Maven artifacts: from their {@code pom.properties}, else from the Maven repository
   * path of their jar on the class path ({@code group/artifact/VERSION/artifact-VERSION.jar});
   * "unknown" where neither tells.
   */
  static Map<String, String> versions(List<String> artifacts) {
    Map<String, String> versions = new LinkedHashMap<>();
    for (String artifact : artifacts) {
      String[] ga = artifact.split(":");
      String resource = "/META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties";
      String version = "unknown";
      try (InputStream in = Jvm.class.getResourceAsStream(resource)) {
        if (in != null) {
          Properties p = new Properties();
          p.load(in);
          version = p.getProperty("version", version);
        }
      } catch (IOException e) {
        version = "unreadable: " + e.getMessage();
      }
      if (version.equals("unknown")) {
        version = fromClassPath(System.getProperty("java.class.path"), ga[0], ga[1]);
      }
      versions.put(artifact, version);
    }
    return versions;
  }

  /**
   * The version of an artifact on {@code classPath}, from the Maven repository path of its jar;
   * "unknown" when no entry is one.
   */
  static String fromClassPath(String classPath, String group, String artifact) {
    String dir = "/" + group.replace('.', '/') + "/" + artifact + "/";
    for (String entry : classPath.split(File.pathSeparator)) {
      String path = entry.replace(File.separatorChar, '/');
      int at = path.lastIndexOf(dir);
      if (at >= 0) {
        String rest = path.substring(at + dir.length());
        int slash = rest.indexOf('/');
        if (slash > 0 && rest.substring(slash + 1).startsWith(artifact + "-")) {
          return rest.substring(0, slash);
        }
      }
    }
    return "unknown";
  }
}
