# Schema for jmh-serialization's Youngling, Padawan and Master data sets, as the capnproto codec
# carries them: each data set's root is the struct holding its whole list.
#
# Instants travel as Int64 milliseconds since the epoch, never as formatted strings.

@0x85dea964e1ce9bcc;

using Java = import "/java.capnp";
$Java.package("org.serbench.capnp");
$Java.outerClassname("JediSchema");

enum Gender {
  male @0;
  female @1;
}

struct YounglingsStruct {
  jedi @0 :List(YounglingStruct);
}

struct YounglingStruct {
  id @0 :Int32;
  active @1 :Bool;
  age @2 :Int32;
  name @3 :Text;
  gender @4 :Gender;
  email @5 :Text;
  phone @6 :Text;
}

struct PadawansStruct {
  jedi @0 :List(PadawanStruct);
}

struct PadawanStruct {
  id @0 :Int32;
  balance @1 :Text;
  age @2 :Int32;
  sword @3 :Text;
  name @4 :Text;
  gender @5 :Gender;
  company @6 :Text;
  email @7 :Text;
  phone @8 :Text;
  latitude @9 :Float64;
  longitude @10 :Float64;
  tasks @11 :List(TaskStruct);
}

struct MastersStruct {
  jedi @0 :List(MasterStruct);
}

struct MasterStruct {
  id @0 :Int32;
  balance @1 :Text;
  age @2 :Int32;
  sword @3 :Text;
  name @4 :Text;
  gender @5 :Gender;
  company @6 :Text;
  email @7 :Text;
  phone @8 :Text;
  address @9 :Text;
  about @10 :Text;
  startedMillis @11 :Int64;
  latitude @12 :Float64;
  longitude @13 :Float64;
  tasks @14 :List(TaskStruct);
  forces @15 :List(ForceStruct);
}

struct TaskStruct {
  id @0 :Int32;
  description @1 :Text;
}

struct ForceStruct {
  id @0 :Int32;
  title @1 :Text;
  startedMillis @2 :Int64;
  areas @3 :List(Text);
  description @4 :Text;
}
