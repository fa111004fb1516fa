package org.serbench.scalamodel

import java.time.Instant

/** performance-playground's nested object as Scala code holds it: an immutable case class. */
final case class NestedObjectCase(instants: List[Instant])

/**
 * performance-playground's TestObject as Scala code holds it: an immutable case class of Scala
 * collections, the form jvm-serializers' "scala" rows measured.
 */
final case class TestObjectCase(
    booleanValue: Boolean,
    intValue: Int,
    doubleValue: Double,
    longValue: Long,
    stringValue: String,
    stringArray: List[String],
    instant: Instant,
    nestedObject: NestedObjectCase,
    nestedObjects: Set[NestedObjectCase]
)
