package org.serbench.codec;

import com.dslplatform.json.CompiledJson;
import org.serbench.model.TestObject;

/**
 * The model classes DSL-JSON's annotation processor writes converters for, listed here so that the
 * model itself carries no annotation.
 *
 * <p>The processor generates a converter for every class a {@link CompiledJson} class references
 * (its default "implicit" annotation usage), named {@code _TestObject_DslJsonConverter} in the
 * class's package, where DSL-JSON looks for it at run time. The benchmark never instantiates this
 * class: only its field types matter.
 */
@CompiledJson
final class DslJsonModels {
  public TestObject testObject;
}
