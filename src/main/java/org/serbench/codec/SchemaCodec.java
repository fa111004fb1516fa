package org.serbench.codec;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A codec whose bindings are written per model class (generated messages, hand-written code): a
 * table from model class to the binding's constructor, filled by the subclass's constructor, in
 * place of a chain of {@code if (type == TestObject.class)}.
 *
 * <p>{@link #bind} looks the class up and builds a new binding; a class without one is an {@link
 * UnsupportedDataException} with the codec's own message.
 */
public abstract class SchemaCodec implements Codec {
  private final Map<Class<?>, Supplier<? extends Binding<?, ?>>> bindings = new HashMap<>();

  /** Binds a model class to a new binding from {@code binding} on each {@link #bind}. */
  protected final <M> void register(Class<M> type, Supplier<? extends Binding<M, ?>> binding) {
    if (bindings.putIfAbsent(type, binding) != null) {
      throw new IllegalArgumentException("bound twice: " + type.getName());
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public final <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    Supplier<? extends Binding<?, ?>> binding = bindings.get(type);
    if (binding == null) {
      throw new UnsupportedDataException(unsupported(type));
    }
    return (Binding<M, ?>) binding.get();
  }

  /** The message for a model class this codec has no binding for, as the report shows it. */
  protected abstract String unsupported(Class<?> type);
}
