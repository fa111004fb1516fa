# Version 2 of the evolution matrix's messages (org.serbench.evolution.Change), as the capnproto
# row carries them; evolution_v1.capnp is version 1. Each struct makes its change to version 1 and
# keeps the other fields' ordinals (the matrix's tag minus one).

@0x9207ebd14b875370;

using Java = import "/java.capnp";
$Java.package("org.serbench.capnp");
$Java.outerClassname("EvolutionV2");

enum Color {
  red @0;
  green @1;
  blue @2;
}

struct AddField {
  id @0 :Int32;
  name @1 :Text;
  email @2 :Text;
}

# email @2 is gone: it was the last ordinal, so the remaining ones stay sequential.
struct RemoveField {
  id @0 :Int32;
  name @1 :Text;
}

# Cap'n Proto's way to remove a field: its ordinal stays taken, under a name that says it is
# out of use (the language has no removal); no reader of version 2 reads it.
struct RemoveMiddleField {
  id @0 :Int32;
  obsoleteName @1 :Text;
  title @2 :Text;
}

struct RenameField {
  id @0 :Int32;
  fullName @1 :Text;
}

# The same fields as version 1, declared in another order: the ordinals, not the order, place
# them.
struct ReorderFields {
  id @0 :Int32;
  email @2 :Text;
  name @1 :Text;
}

struct WidenIntToLong {
  id @0 :Int32;
  count @1 :Int64;
  high @2 :Int64;
  low @3 :Int64;
}

struct NarrowLongToInt {
  id @0 :Int32;
  count @1 :Int32;
  high @2 :Int32;
  low @3 :Int32;
}

struct AddEnumConstant {
  id @0 :Int32;
  color @1 :Color;
}

# count may be null: a union with Void, Cap'n Proto's idiom for an optional scalar (as the bitrate
# of media.capnp), none being null. Version 1's count @1 moves into a new union whose other member
# is new, a compatible change: value, the lowest-numbered member, is the union's default, so a
# version 1 message reads as its count and a message with nothing set as value 0.
struct MakeNullable {
  id @0 :Int32;
  count :union {
    value @1 :Int32;
    none @2 :Void;
  }
}

struct IntToString {
  id @0 :Int32;
  code @1 :Text;
}
