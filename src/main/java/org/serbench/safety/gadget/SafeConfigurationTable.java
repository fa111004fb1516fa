package org.serbench.safety.gadget;

import java.util.Optional;
import java.util.function.Predicate;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;
import org.serbench.registry.CodecRegistry;

/**
 * The gadget matrix's legend as a Markdown table: per codec, what its {@code safe} column decodes
 * with (or why nothing), where the library documents it, and which writer wrote the probe's bytes
 * when not the codec's own. Built from the registry, so it never disagrees with what ran.
 */
public final class SafeConfigurationTable {
  private SafeConfigurationTable() {}

  /**
   * One row per codec whose family states a safe configuration or a class-naming writer, in report
   * order; a codec not listed writes its own bytes and has no safe configuration to offer, and its
   * {@code safe} cell says why.
   */
  public static String markdown() {
    return markdown(codec -> true);
  }

  /**
   * The table for the codecs {@code include} accepts, in registry order; empty when none of them
   * has a safe configuration or a class-naming writer.
   */
  public static String markdown(Predicate<String> include) {
    StringBuilder table =
        new StringBuilder(
            "| Codec | Safe configuration (the `safe` column) | Documented in | Probe bytes"
                + " written by |\n| :--- | :--- | :--- | :--- |\n");
    boolean any = false;
    for (CodecSpec spec : CodecRegistry.all()) {
      if (!include.test(spec.name())) {
        continue;
      }
      Optional<SafeConfiguration> safe = CodecRegistry.safeConfiguration(spec.name());
      Optional<ClassNamingWriter> writer = CodecRegistry.classNamingWriter(spec.name());
      if (safe.isEmpty() && writer.isEmpty()) {
        continue;
      }
      table
          .append("| `")
          .append(spec.name())
          .append("` | ")
          .append(
              cell(
                  safe.map(SafeConfiguration::description)
                      .orElse("none beyond the codec's own (see its `safe` cell)")))
          .append(" | ")
          .append(cell(safe.map(SafeConfiguration::documentation).orElse("")))
          .append(" | ")
          .append(cell(writer.map(ClassNamingWriter::description).orElse("the codec itself")))
          .append(" |\n");
      any = true;
    }
    return any ? table.toString() : "";
  }

  /**
   * A codec's documented safe configuration in one line, where its library documents one that the
   * gadget probe's {@code safe} column decoded with; empty where the library documents none, or the
   * codec's own configuration already is it.
   */
  public static Optional<String> configuration(String codec) {
    return CodecRegistry.safeConfiguration(codec)
        .filter(c -> c.codecFactory().isPresent())
        .map(SafeConfiguration::description);
  }

  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
