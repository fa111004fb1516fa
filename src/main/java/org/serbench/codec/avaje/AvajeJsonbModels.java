package org.serbench.codec.avaje;

import io.avaje.jsonb.Json;
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
 * The model classes avaje-jsonb's annotation processor writes adapters for, imported here ({@link
 * Json.Import}, avaje's way for classes a project does not annotate) so that the model itself
 * carries no annotation. The processor follows their fields to the classes they reach, writes each
 * adapter beside its class (in the model's packages, as DSL-JSON's converters are) and a component
 * that registers them, which {@code Jsonb.builder()} finds through a service loader. The benchmark
 * never instantiates this class.
 */
@Json.Import({
  TestObject.class,
  MediaContent.class,
  Younglings.class,
  Padawans.class,
  Masters.class,
  Ints255.class,
  ParentChildArray.class,
  ParentChildList.class,
  CircleA.class,
  LargeObject.class,
  AllTypes.class
})
final class AvajeJsonbModels {
  private AvajeJsonbModels() {}
}
