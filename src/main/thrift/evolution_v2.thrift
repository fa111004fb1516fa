// Version 2 of the evolution matrix's messages (org.serbench.evolution), as the thrift and
// thrift-compact rows carry them; evolution_v1.thrift is version 1.
//
// Not compiled, like test_object.thrift:
// src/main/java/org/serbench/codec/thrift/ThriftEvolutionStructs.java holds these structs as a
// table, and ThriftEvolution.java makes the protocol calls the compiler's output makes for them.
// Each struct makes its change to version 1 and keeps the other fields' ids; MakeNullable's count
// is optional, so that null (unset) is not written.

namespace java org.serbench.thrift.evolution.v2

enum Color {
  RED = 0,
  GREEN = 1,
  BLUE = 2
}

struct AddField {
  1: i32 id
  2: string name
  3: string email
}

struct RemoveField {
  1: i32 id
  2: string name
}

struct RemoveMiddleField {
  1: i32 id
  3: string title
}

struct RenameField {
  1: i32 id
  2: string fullName
}

// The same fields as version 1, declared in another order: generated code writes them by id.
struct ReorderFields {
  1: i32 id
  3: string email
  2: string name
}

struct WidenIntToLong {
  1: i32 id
  2: i64 count
  3: i64 high
  4: i64 low
}

struct NarrowLongToInt {
  1: i32 id
  2: i32 count
  3: i32 high
  4: i32 low
}

struct AddEnumConstant {
  1: i32 id
  2: Color color
}

struct MakeNullable {
  1: i32 id
  2: optional i32 count
}

struct IntToString {
  1: i32 id
  2: string code
}
