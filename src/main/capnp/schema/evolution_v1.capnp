# Version 1 of the evolution matrix's messages (org.serbench.evolution.Change), as the capnproto
# row carries them; evolution_v2.capnp holds version 2 of the same structs. A field's ordinal is
# the matrix's tag minus one.

@0xdb1bcf74ffb4654f;

using Java = import "/java.capnp";
$Java.package("org.serbench.capnp");
$Java.outerClassname("EvolutionV1");

enum Color {
  red @0;
  green @1;
}

struct AddField {
  id @0 :Int32;
  name @1 :Text;
}

struct RemoveField {
  id @0 :Int32;
  name @1 :Text;
  email @2 :Text;
}

struct RemoveMiddleField {
  id @0 :Int32;
  name @1 :Text;
  title @2 :Text;
}

struct RenameField {
  id @0 :Int32;
  name @1 :Text;
}

struct ReorderFields {
  id @0 :Int32;
  name @1 :Text;
  email @2 :Text;
}

struct WidenIntToLong {
  id @0 :Int32;
  count @1 :Int32;
  high @2 :Int32;
  low @3 :Int32;
}

struct NarrowLongToInt {
  id @0 :Int32;
  count @1 :Int64;
  high @2 :Int64;
  low @3 :Int64;
}

struct AddEnumConstant {
  id @0 :Int32;
  color @1 :Color;
}

struct MakeNullable {
  id @0 :Int32;
  count @1 :Int32;
}

struct IntToString {
  id @0 :Int32;
  code @1 :Int32;
}
