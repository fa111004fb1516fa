package org.serbench.codec.sbinary;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code sbinary} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class SbinaryCodecs {
  public static final CodecSpec SBINARY =
      new CodecSpec(
              "scala/sbinary",
              "sbinary 0.6 (Scala 2.13) called from Java: hand-written Formats of the model (a Java"
                  + " class has no case-class apply/unapply for asProduct) over DefaultProtocol's"
                  + " formats; collections as Int length + elements, nullable fields as Option, enums"
                  + " as Int ordinal; instants as Long millis; Operations.toByteArray/fromByteArray",
              List.of("org.scala-sbt:sbinary_2.13", "org.scala-lang:scala-library"),
              // A lambda, not SbinaryCodec::new: that would link SbinaryCodec, and with it Scala's
              // classes, when the registry loads, and Scala is optional for a project that measures
              // its own classes, where this codec of the model never runs.
              () -> new SbinaryCodec())
          .handWritten();

  private SbinaryCodecs() {}
}
