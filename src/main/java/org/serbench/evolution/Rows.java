package org.serbench.evolution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;
import org.serbench.registry.CodecRegistry;

/**
 * The rows of the evolution matrix: the schema libraries with a schema per message version, then
 * every registered codec that binds any class, each followed by its library's evolution modes
 * ({@code kryo-compatible} after {@code kryo}). A codec of the model only (hand-written, or a
 * schema of the classic data sets) has no row: it has no code for these messages.
 */
public final class Rows {
  private static final List<EvolutionSpec> ALL = build();

  private Rows() {}

  /** Every row, in the matrix's order. */
  public static List<EvolutionSpec> all() {
    return ALL;
  }

  /** The row of that name; an unknown name is an error that lists the known ones. */
  public static EvolutionSpec byName(String name) {
    return ALL.stream()
        .filter(r -> r.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown row '"
                        + name
                        + "' of the evolution matrix; known rows: "
                        + ALL.stream().map(EvolutionSpec::name).collect(Collectors.joining(", "))));
  }

  /** Each row's configuration line, by its name, in the matrix's order. */
  public static Map<String, String> configurations() {
    Map<String, String> lines = new LinkedHashMap<>();
    ALL.forEach(row -> lines.put(row.name(), row.configuration()));
    return lines;
  }

  /**
   * The registered codec a row belongs to: its own name, or for an evolution mode the codec it
   * modifies ({@code kryo} for {@code kryo-compatible}). {@code -Dserbench.codecs} selects rows by
   * it, so a mode comes with its codec.
   */
  public static String codec(String row) {
    String best = null;
    for (CodecSpec spec : CodecRegistry.all()) {
      String name = spec.name();
      if ((row.equals(name) || row.startsWith(name + "-"))
          && (best == null || name.length() > best.length())) {
        best = name;
      }
    }
    if (best == null) {
      throw new IllegalStateException(
          "the evolution matrix's row " + row + " belongs to no registered codec");
    }
    return best;
  }

  private static List<EvolutionSpec> build() {
    List<EvolutionSpec> rows = new ArrayList<>(CodecRegistry.evolutionSchemas());
    List<CodecSpec> modes = new ArrayList<>(CodecRegistry.evolutionModes());
    for (CodecSpec spec : CodecRegistry.all()) {
      if (!spec.anyClass()) {
        continue;
      }
      rows.add(pojo(spec));
      for (CodecSpec mode : List.copyOf(modes)) {
        if (mode.name().startsWith(spec.name() + "-")) {
          rows.add(pojo(mode));
          modes.remove(mode);
        }
      }
    }
    modes.forEach(mode -> rows.add(pojo(mode)));
    return List.copyOf(rows);
  }

  private static EvolutionSpec pojo(CodecSpec spec) {
    return new EvolutionSpec(
        spec.name(),
        spec.configuration(),
        spec.artifacts(),
        spec.jvmArgs(),
        version -> new PojoMessages(spec, version));
  }
}
