// Schema for performance-playground's TestObject, as the thrift and thrift-compact codecs carry it.
//
// Not compiled: no thrift compiler is published on Maven Central, so
// src/main/java/org/serbench/codec/thrift/ThriftStructs.java is the hand-written equivalent of what
// the compiler would generate from this file (the same field ids, types and protocol calls).
// Instants travel as i64 milliseconds since the epoch.

namespace java org.serbench.thrift

struct NestedObject {
  1: list<i64> instantMillis
}

struct TestObject {
  1: bool booleanValue
  2: i32 intValue
  3: double doubleValue
  4: i64 longValue
  5: string stringValue
  6: list<string> stringArray
  7: i64 instantMillis
  8: NestedObject nestedObject
  9: set<NestedObject> nestedObjects
}
