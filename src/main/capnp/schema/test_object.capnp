# Schema for performance-playground's TestObject, as the capnproto codec carries it.
#
# Instants travel as Int64 milliseconds since the epoch (the data set's instants have millisecond
# precision), never as formatted strings. The model's Set of nested objects becomes a List.

@0xb7b51ad19b7ea3ba;

using Java = import "/java.capnp";
$Java.package("org.serbench.capnp");
$Java.outerClassname("TestObjectSchema");

struct TestObjectStruct {
  booleanValue @0 :Bool;
  intValue @1 :Int32;
  doubleValue @2 :Float64;
  longValue @3 :Int64;
  stringValue @4 :Text;
  stringArray @5 :List(Text);
  instantMillis @6 :Int64;
  nestedObject @7 :NestedObjectStruct;
  nestedObjects @8 :List(NestedObjectStruct);
}

struct NestedObjectStruct {
  instantMillis @0 :List(Int64);
}
