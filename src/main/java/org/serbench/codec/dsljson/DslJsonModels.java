package org.serbench.codec.dsljson;

import com.dslplatform.json.CompiledJson;
import java.util.Map;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.model.xson.AllTypes;
import org.serbench.model.xson.CircleA;
import org.serbench.model.xson.Ints255;
import org.serbench.model.xson.LargeObject;
import org.serbench.model.xson.ParentChildArray;
import org.serbench.model.xson.ParentChildList;

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
  /**
   * Model classes the processor refuses, to its first error: a field of one fails the whole build,
   * so they are left out and {@code bind} reports the error instead.
   */
  static final Map<Class<?>, String> REJECTED =
      Map.of(
          AllTypes.class,
          "Property primitiveChar is referencing unknown type: 'char'. Register custom converter,"
              + " mark property as ignored or enable unknown types (and likewise Character,"
              + " Duration, Period, Currency, Locale, EnumMap, EnumSet, SortedMap)");

  public TestObject testObject;
  public MediaContent mediaContent;
  public Younglings younglings;
  public Padawans padawans;
  public Masters masters;
  public Ints255 ints255;
  public ParentChildArray parentChildArray;
  public ParentChildList parentChildList;
  public CircleA circleA;
  public LargeObject largeObject;
}
