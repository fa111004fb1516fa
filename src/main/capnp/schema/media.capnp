# Schema for jvm-serializers' MediaContent, as the capnproto codec carries it.
#
# A Text field left unset reads back as absent (hasTitle() is false), which carries the model's
# null title and copyright. The nullable bitrate is a union with Void, Cap'n Proto's idiom for an
# optional scalar: its first member, the default, means absent.

@0xd97a776918e456f4;

using Java = import "/java.capnp";
$Java.package("org.serbench.capnp");
$Java.outerClassname("MediaSchema");

struct MediaContentStruct {
  media @0 :MediaStruct;
  images @1 :List(ImageStruct);
}

struct MediaStruct {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  format @4 :Text;
  duration @5 :Int64;
  size @6 :Int64;
  bitrate :union {
    absent @7 :Void;
    value @8 :Int32;
  }
  persons @9 :List(Text);
  player @10 :Player;
  copyright @11 :Text;
}

struct ImageStruct {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  size @4 :Size;
}

enum Player {
  java @0;
  flash @1;
}

enum Size {
  small @0;
  large @1;
}
