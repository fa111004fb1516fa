package org.serbench.junit;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.opentest4j.TestAbortedException;
import org.serbench.engine.Settings;
import org.serbench.engine.SettingsException;

/**
 * Resolves the {@link Bench} of this JVM. The bench lives in the root store, created once from the
 * system properties and closed when the JVM's tests end, which writes the report. A bad value fails
 * the first test that asks, with its one message and without a stack trace of ours; every later
 * test is skipped, so a typo is reported once, not once per test. What a test throws reaches the
 * console with its control characters escaped ({@link Verdicts#printable}). The extension itself
 * holds no state.
 */
final class SerbenchExtension implements ParameterResolver, TestExecutionExceptionHandler {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(SerbenchExtension.class);

  static Bench bench(ExtensionContext context) {
    ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
    Object bench = store.getOrComputeIfAbsent(Bench.class, k -> create(), Object.class);
    if (bench instanceof BadSettings bad) {
      if (bad.reported.compareAndSet(false, true)) {
        throw bad.problem;
      }
      // Said once, by the first test that asked; every other test is skipped with one line.
      throw new TestAbortedException("not run: the serbench settings are not valid (see above)");
    }
    return (Bench) bench;
  }

  private static Object create() {
    try {
      return new Bench(Settings.fromSystemProperties());
    } catch (SettingsException e) {
      return new BadSettings(e);
    }
  }

  /** Settings that failed validation, kept so that the run reports them once. */
  private record BadSettings(SettingsException problem, AtomicBoolean reported) {
    BadSettings(SettingsException problem) {
      this(problem, new AtomicBoolean());
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == Bench.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return bench(context);
  }

  @Override
  public void handleTestExecutionException(ExtensionContext context, Throwable thrown)
      throws Throwable {
    throw Verdicts.printable(thrown);
  }
}
