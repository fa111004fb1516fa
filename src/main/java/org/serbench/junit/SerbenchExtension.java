package org.serbench.junit;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.serbench.engine.Settings;

/**
 * Resolves the {@link Bench} of this JVM. The bench lives in the root store, created once from the
 * system properties (a bad value fails here, before anything runs) and closed when the JVM's tests
 * end, which writes the report. The extension itself holds no state.
 */
final class SerbenchExtension implements ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(SerbenchExtension.class);

  static Bench bench(ExtensionContext context) {
    return context
        .getRoot()
        .getStore(NAMESPACE)
        .computeIfAbsent(Bench.class, k -> new Bench(Settings.fromSystemProperties()), Bench.class);
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == Bench.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return bench(context);
  }
}
