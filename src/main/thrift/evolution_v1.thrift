// Version 1 of the evolution matrix's messages (org.serbench.evolution), as the thrift and
// thrift-compact rows carry them; evolution_v2.thrift is version 2.
//
// Not compiled, like test_object.thrift:
// src/main/java/org/serbench/codec/thrift/ThriftEvolutionStructs.java holds these structs as a
// table, and ThriftEvolution.java makes the protocol calls the compiler's output makes for them.
// Every field has the default requiredness.

namespace java org.serbench.thrift.evolution.v1

enum Color {
  RED = 0,
  GREEN = 1
}

struct AddField {
  1: i32 id
  2: string name
}

struct RemoveField {
  1: i32 id
  2: string name
  3: string email
}

struct RemoveMiddleField {
  1: i32 id
  2: string name
  3: string title
}

struct RenameField {
  1: i32 id
  2: string name
}

struct ReorderFields {
  1: i32 id
  2: string name
  3: string email
}

struct WidenIntToLong {
  1: i32 id
  2: i32 count
  3: i32 high
  4: i32 low
}

struct NarrowLongToInt {
  1: i32 id
  2: i64 count
  3: i64 high
  4: i64 low
}

struct AddEnumConstant {
  1: i32 id
  2: Color color
}

struct MakeNullable {
  1: i32 id
  2: i32 count
}

struct IntToString {
  1: i32 id
  2: i32 code
}
