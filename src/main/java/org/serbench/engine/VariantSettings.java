package org.serbench.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code serbench.variants} asks for: versions of a library measured side by side in one run.
 *
 * @param families each pom version property, named without its {@code .version}, with its versions
 *     in the order given: the first is the one the others are compared with
 * @param dataSets the data sets measured under each version: TestObject, media.1 and a user's own
 *     data sets, unless {@code serbench.variantDatasets} names others
 * @param maven the command that runs Maven, or null for the project's wrapper, else {@code mvn}
 */
public record VariantSettings(
    Map<String, List<String>> families, List<String> dataSets, String maven) {
  public VariantSettings {
    Map<String, List<String>> copy = new LinkedHashMap<>();
    families.forEach((property, versions) -> copy.put(property, List.copyOf(versions)));
    families = java.util.Collections.unmodifiableMap(copy);
    dataSets = List.copyOf(dataSets);
  }

  /** Whether the run measures any versions side by side. */
  public boolean any() {
    return !families.isEmpty();
  }
}
