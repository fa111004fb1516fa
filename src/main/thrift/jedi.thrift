// Schema for jmh-serialization's Younglings, Padawans and Masters, as the thrift and thrift-compact
// codecs carry them.
//
// Not compiled, like test_object.thrift:
// src/main/java/org/serbench/codec/thrift/ThriftJediStructs.java is the hand-written equivalent of
// the compiler's output. Instants travel as i64 milliseconds since the epoch.

namespace java org.serbench.thrift

enum Gender {
  MALE = 0,
  FEMALE = 1
}

struct Task {
  1: i32 id
  2: string description
}

struct Force {
  1: i32 id
  2: string title
  3: i64 startedMillis
  4: list<string> areas
  5: string description
}

struct Youngling {
  1: i32 id
  2: bool active
  3: i32 age
  4: string name
  5: Gender gender
  6: string email
  7: string phone
}

struct Padawan {
  1: i32 id
  2: string balance
  3: i32 age
  4: string sword
  5: string name
  6: Gender gender
  7: string company
  8: string email
  9: string phone
  10: double latitude
  11: double longitude
  12: list<Task> tasks
}

struct Master {
  1: i32 id
  2: string balance
  3: i32 age
  4: string sword
  5: string name
  6: Gender gender
  7: string company
  8: string email
  9: string phone
  10: string address
  11: string about
  12: i64 startedMillis
  13: double latitude
  14: double longitude
  15: list<Task> tasks
  16: list<Force> forces
}

struct Younglings {
  1: list<Youngling> jedi
}

struct Padawans {
  1: list<Padawan> jedi
}

struct Masters {
  1: list<Master> jedi
}
