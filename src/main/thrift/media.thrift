// Schema for jvm-serializers' MediaContent, as the thrift and thrift-compact codecs carry it.
//
// Not compiled, like test_object.thrift:
// src/main/java/org/serbench/codec/thrift/ThriftMediaStructs.java is the hand-written equivalent of
// the compiler's output. A nullable field is optional, so that an unset field (null) survives the
// round trip.

namespace java org.serbench.thrift

enum Player {
  JAVA = 0,
  FLASH = 1
}

enum Size {
  SMALL = 0,
  LARGE = 1
}

struct Image {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: Size size
}

struct Media {
  1: string uri
  2: optional string title
  3: i32 width
  4: i32 height
  5: string format
  6: i64 duration
  7: i64 size
  8: optional i32 bitrate
  9: list<string> persons
  10: Player player
  11: optional string copyright
}

struct MediaContent {
  1: Media media
  2: list<Image> images
}
