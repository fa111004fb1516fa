package org.serbench.safety.gadget;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.serbench.codec.Binding;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.model.gadget.Holder;
import org.serbench.model.xson.Parent;
import org.serbench.model.xson.ParentChildList;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.Differences;
import org.serbench.safety.Keywords;
import org.serbench.safety.SafetyOutcome;

/**
 * The gadget probe: bytes written by the library itself that name a class from outside the model
 * ({@link GadgetProbe}), decoded by the configuration serbench measures ({@code default}) and by
 * the library's documented safe configuration ({@code safe}).
 *
 * <p>The probe sits in two slots, since libraries guard them differently: an element of {@code
 * ParentChildList}'s {@code List<Parent>}, where the probe is a subtype of the declared class (a
 * reader that checks only that lets it through), and the {@code Object} field of {@link Holder},
 * where any class fits (protostuff's runtime schema, for one, names classes only there). A cell is
 * {@code instantiated} when the probe's code ran or an instance of it came back in either slot,
 * {@code refused} when neither did and at least one slot was tried, {@code not applicable} when no
 * slot could be: the codec binds neither class (a schema codec: its bytes name no classes), or the
 * library cannot write the probe.
 *
 * <p>A refusal counts only if it is the probe that was refused: the same bytes with a model value
 * in the probe's place (a plain {@code Parent}, a {@code String}) must decode with the same reader
 * to the value written, or the slot is not applicable to that reader. A registering reader that
 * does not know {@code Holder} at all has told nothing about the probe. A failure on the probe that
 * is an error of the reader's own state ({@code IllegalStateException}, {@code
 * NullPointerException}...) is no refusal either: it is an {@code internal error}. And a reader
 * that decodes bytes which hold no class name (Jackson without polymorphic typing, Gson) refused
 * nothing: its bytes name no class in this configuration, and the slot is not applicable.
 *
 * <p>The bytes come from the codec's own writer, or from the family's {@link ClassNamingWriter}
 * where the codec's writer cannot name the probe (registration required) or names no class unless
 * asked (fastjson). Both cells decode the same bytes. It runs in the codec's own JVM, since some
 * libraries keep global state; each cell's reader is a fresh instance of the library, never the one
 * that wrote.
 */
public final class Gadgets {
  /** The outcome: the probe's code ran, or an instance of it came back. */
  public static final String INSTANTIATED = "instantiated";

  /** The outcome: the reader threw, or decoded something other than the probe. */
  public static final String REFUSED = "refused";

  /** The outcome: the probe could not be put to the reader. */
  public static final String NOT_APPLICABLE = "not applicable";

  /**
   * The outcome: the reader failed on the probe with an error of its own state where the control
   * decodes; neither built nor refused.
   */
  public static final String INTERNAL_ERROR = Keywords.INTERNAL_ERROR;

  /** Why a codec whose bytes hold no class name is not applicable, as the verdict says it. */
  public static final String NAMES_NO_CLASS = "its bytes name no class in this configuration";

  private static final int MESSAGE_LIMIT = 300;

  private Gadgets() {}

  /** The gadget matrix's two cells of a codec: {@code default} and {@code safe}. */
  public static List<SafetyOutcome> probe(CodecSpec spec) {
    Optional<ClassNamingWriter> namingWriter = CodecRegistry.classNamingWriter(spec.name());
    List<Written> streams = new ArrayList<>();
    for (Slot slot : Slot.values()) {
      streams.add(write(slot, spec.factory(), namingWriter));
    }
    SafetyOutcome byDefault = decode("default", spec.factory(), streams);
    Optional<SafeConfiguration> safe = CodecRegistry.safeConfiguration(spec.name());
    SafetyOutcome safely;
    if (safe.isPresent() && safe.get().codecFactory().isPresent()) {
      safely = decode("safe", safe.get().codecFactory().get(), streams);
    } else if (safe.isPresent()) {
      safely = new SafetyOutcome("safe", NOT_APPLICABLE, safe.get().description());
    } else {
      safely = new SafetyOutcome("safe", NOT_APPLICABLE, noSafeConfiguration(byDefault));
    }
    return List.of(byDefault, safely);
  }

  /** Why a codec whose family names no safe configuration has none. */
  private static String noSafeConfiguration(SafetyOutcome byDefault) {
    return switch (byDefault.outcome()) {
      case NOT_APPLICABLE -> byDefault.detail();
      case REFUSED -> "no safe configuration beyond the default, which already refuses";
      case INTERNAL_ERROR ->
          "no safe configuration beyond the default, whose reader failed on the probe with an"
              + " internal error";
      default -> "serbench knows no documented safe configuration of this library";
    };
  }

  /** Where the probe goes: a model class with a polymorphic slot, and what to put there. */
  private enum Slot {
    LIST("List<Parent> element", ParentChildList.class, "a plain Parent") {
      @Override
      Object holding(Object value) {
        ParentChildList list = new ParentChildList();
        list.setMembers(new ArrayList<>(List.of((Parent) value)));
        return list;
      }

      @Override
      Object control() {
        Parent parent = new Parent();
        parent.setId(14);
        parent.setName("control");
        return parent;
      }

      @Override
      Optional<Object> content(Object decoded) {
        List<Parent> members = ((ParentChildList) decoded).getMembers();
        return members == null || members.isEmpty()
            ? Optional.empty()
            : Optional.ofNullable(members.get(0));
      }
    },
    OBJECT("Object field", Holder.class, "a String") {
      @Override
      Object holding(Object value) {
        Holder holder = new Holder();
        holder.setValue(value);
        return holder;
      }

      @Override
      Object control() {
        return "control";
      }

      @Override
      Optional<Object> content(Object decoded) {
        return Optional.ofNullable(((Holder) decoded).getValue());
      }
    };

    final String label;
    final Class<?> type;
    final String controlLabel;

    Slot(String label, Class<?> type, String controlLabel) {
      this.label = label;
      this.type = type;
      this.controlLabel = controlLabel;
    }

    /** The model object with this value in the slot. */
    abstract Object holding(Object value);

    /** A model value for the slot, which any reader of the holder must accept. */
    abstract Object control();

    /** What a decoded holder has in the slot. */
    abstract Optional<Object> content(Object decoded);
  }

  /**
   * The bytes of one slot: the probe and the control, from the same writer; or why there are none.
   */
  private record Written(
      Slot slot, byte[] probe, byte[] control, String writer, String problem, boolean unbound) {}

  private static Written write(
      Slot slot, Supplier<Codec> own, Optional<ClassNamingWriter> namingWriter) {
    List<String> problems = new ArrayList<>();
    if (namingWriter.isPresent()) {
      Written written =
          writeWith(slot, namingWriter.get().factory(), namingWriter.get().description());
      if (written.problem() == null) {
        return written;
      }
      problems.add(written.problem());
    }
    Written written = writeWith(slot, own, null);
    if (written.problem() == null) {
      return written;
    }
    problems.add(written.problem());
    return new Written(slot, null, null, null, String.join("; ", problems), written.unbound());
  }

  private static Written writeWith(Slot slot, Supplier<Codec> factory, String writer) {
    try {
      Binding<?, ?> binding = factory.get().bind(slot.type);
      byte[] probe = encode(binding, slot.holding(GadgetProbe.create()));
      byte[] control = encode(binding, slot.holding(slot.control()));
      return new Written(slot, probe, control, writer, null, false);
    } catch (UnsupportedDataException e) {
      return new Written(slot, null, null, writer, e.getMessage(), true);
    } catch (Throwable e) {
      rethrowIfFatal(e);
      return new Written(
          slot,
          null,
          null,
          writer,
          (writer == null ? "the library" : writer) + " cannot write the probe: " + describe(e),
          false);
    } finally {
      GadgetProbe.reset();
    }
  }

  /**
   * One slot's outcome with a reader.
   *
   * @param unbound the codec binds no holder: it has code only for its own types
   * @param namesNoClass the bytes this codec wrote hold no class name for the reader to judge
   */
  private record Result(
      Slot slot, String outcome, String detail, boolean unbound, boolean namesNoClass) {
    Result(Slot slot, String outcome, String detail) {
      this(slot, outcome, detail, false, false);
    }

    Result(Slot slot, String outcome, String detail, boolean unbound) {
      this(slot, outcome, detail, unbound, false);
    }
  }

  private static SafetyOutcome decode(
      String probe, Supplier<Codec> factory, List<Written> streams) {
    List<Result> results = new ArrayList<>();
    for (Written written : streams) {
      results.add(decode(factory, written));
    }
    return combine(probe, results);
  }

  /**
   * Decodes the control and then the probe, each with a fresh instance of the library: a reader
   * keeps state between messages (Kryo with registration required keeps the class names it read),
   * and the probe's outcome must not depend on what was read before it.
   */
  private static Result decode(Supplier<Codec> factory, Written written) {
    Slot slot = written.slot();
    if (written.problem() != null) {
      return new Result(slot, NOT_APPLICABLE, written.problem(), written.unbound());
    }
    Binding<?, ?> control;
    Binding<?, ?> binding;
    try {
      control = factory.get().bind(slot.type);
      binding = factory.get().bind(slot.type);
    } catch (UnsupportedDataException e) {
      return new Result(slot, NOT_APPLICABLE, e.getMessage(), true);
    } catch (Throwable e) {
      rethrowIfFatal(e);
      return new Result(slot, NOT_APPLICABLE, "the reader cannot start: " + describe(e));
    }
    Object controlDecoded;
    try {
      controlDecoded = decodeModel(control, written.control());
    } catch (Throwable e) {
      rethrowIfFatal(e);
      return new Result(
          slot,
          NOT_APPLICABLE,
          "the reader refuses these bytes even with "
              + slot.controlLabel
              + " in the probe's place: "
              + describe(e));
    }
    Optional<String> controlDiffers =
        Differences.first(slot.control(), slot.content(controlDecoded).orElse(null));
    if (controlDiffers.isPresent()) {
      return new Result(
          slot,
          NOT_APPLICABLE,
          "the reader does not give back "
              + slot.controlLabel
              + " written in the probe's place, so a failure on the probe says nothing: "
              + controlDiffers.get());
    }
    GadgetProbe.reset();
    Object decoded = null;
    Throwable failure = null;
    try {
      decoded = decodeModel(binding, written.probe());
    } catch (Throwable e) {
      rethrowIfFatal(e);
      failure = e;
    }
    List<String> ran = GadgetProbe.ran();
    GadgetProbe.reset();
    Optional<Object> content = decoded == null ? Optional.empty() : slot.content(decoded);
    String by = written.writer() == null ? "" : " (bytes by " + written.writer() + ")";
    if (!ran.isEmpty() || content.filter(GadgetProbe.class::isInstance).isPresent()) {
      String how =
          ran.isEmpty()
              ? "an instance came back, none of its code ran"
              : String.join(", ", ran) + " ran";
      String then = failure == null ? "" : ", then " + describe(failure);
      return new Result(slot, INSTANTIATED, "GadgetProbe built: " + how + then + by);
    }
    if (failure != null) {
      Optional<Throwable> internal = internal(failure);
      if (internal.isPresent()) {
        return new Result(
            slot,
            INTERNAL_ERROR,
            "not a refusal: the reader failed with "
                + internal.get().getClass().getName()
                + ", an error of its own state, where the control decodes: "
                + describe(failure)
                + by);
      }
      return new Result(slot, REFUSED, describe(failure) + by);
    }
    String as =
        content
            .map(c -> "decoded as " + c.getClass().getName() + ", not as the probe")
            .orElse("decoded with the slot empty");
    if (!names(written.probe())) {
      return new Result(
          slot, NOT_APPLICABLE, as + ", the bytes hold no class name" + by, false, true);
    }
    return new Result(slot, REFUSED, as + by);
  }

  /**
   * Whether the bytes hold the probe's class name, as they are or inflated from a deflate stream
   * that starts within their first 64 bytes (hessian-deflate's, behind Hessian's envelope): a
   * stream that does not cannot name the class (an id could only name a class the reader
   * registered, which the probe is not).
   */
  private static boolean names(byte[] bytes) {
    if (holdsName(bytes)) {
      return true;
    }
    for (int at = 0; at < Math.min(64, bytes.length); at++) {
      byte[] rest = Arrays.copyOfRange(bytes, at, bytes.length);
      if (holdsName(inflated(rest, false)) || holdsName(inflated(rest, true))) {
        return true;
      }
    }
    return false;
  }

  private static boolean holdsName(byte[] bytes) {
    String name = GadgetProbe.class.getSimpleName();
    return new String(bytes, StandardCharsets.ISO_8859_1).contains(name)
        || new String(bytes, StandardCharsets.UTF_16BE).contains(name)
        || new String(bytes, StandardCharsets.UTF_16LE).contains(name);
  }

  /** The bytes inflated as a zlib (or raw deflate) stream, or none where they are not one. */
  private static byte[] inflated(byte[] bytes, boolean raw) {
    Inflater inflater = new Inflater(raw);
    try {
      inflater.setInput(bytes);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      byte[] buffer = new byte[4096];
      while (!inflater.finished() && out.size() < 1 << 20) {
        int n = inflater.inflate(buffer);
        if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
          break;
        }
        out.write(buffer, 0, n);
      }
      return out.toByteArray();
    } catch (DataFormatException e) {
      return new byte[0];
    } finally {
      inflater.end();
    }
  }

  /**
   * The error of the library's own state in a failure's causes, if any: an {@link
   * IllegalStateException}, {@link NullPointerException}, {@link ClassCastException} or {@link
   * IndexOutOfBoundsException} says the reader broke on the bytes, not that it judged the class.
   */
  private static Optional<Throwable> internal(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof IllegalStateException
          || t instanceof NullPointerException
          || t instanceof ClassCastException
          || t instanceof IndexOutOfBoundsException) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /** The worst slot decides: instantiated, then an internal error, refused, not applicable. */
  private static SafetyOutcome combine(String probe, List<Result> results) {
    for (String outcome : List.of(INSTANTIATED, INTERNAL_ERROR, REFUSED)) {
      if (results.stream().anyMatch(r -> r.outcome().equals(outcome))) {
        String detail =
            results.stream()
                .map(r -> r.slot().label + ": " + labelled(r, outcome))
                .collect(Collectors.joining("; "));
        return new SafetyOutcome(probe, outcome, detail);
      }
    }
    if (results.stream().allMatch(Result::unbound)) {
      // A codec with no binding for either holder has code only for its schema's or its
      // hand-written types: nothing in its bytes names a class.
      return new SafetyOutcome(
          probe, NOT_APPLICABLE, "the format names no classes: " + results.get(0).detail());
    }
    List<String> reasons = results.stream().map(Result::detail).distinct().toList();
    String detail =
        reasons.size() == 1
            ? reasons.get(0)
            : results.stream()
                .map(r -> r.slot().label + ": " + r.detail())
                .collect(Collectors.joining("; "));
    if (results.stream().anyMatch(Result::namesNoClass) && !detail.startsWith(NAMES_NO_CLASS)) {
      detail = NAMES_NO_CLASS + " (" + detail + ")";
    }
    return new SafetyOutcome(probe, NOT_APPLICABLE, detail);
  }

  /** A slot's detail, with its own outcome named where it differs from the cell's. */
  private static String labelled(Result result, String cellOutcome) {
    return result.outcome().equals(cellOutcome)
        ? result.detail()
        : result.outcome() + ", " + result.detail();
  }

  @SuppressWarnings("unchecked")
  private static <M, N> byte[] encode(Binding<M, N> binding, Object model) throws Exception {
    return binding.serialize(binding.create((M) model));
  }

  private static <M, N> M decodeModel(Binding<M, N> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.deserialize(bytes));
  }

  /** Out of memory and the like end the probe; a stack overflow is the library's answer. */
  private static void rethrowIfFatal(Throwable e) {
    if (e instanceof VirtualMachineError && !(e instanceof StackOverflowError)) {
      throw (VirtualMachineError) e;
    }
  }

  /**
   * The library's exception class and message, and its cause's where the message does not already
   * hold it, on one line, without identity hash codes ({@code Info@1b6d3586}), which differ from
   * one JVM to the next.
   */
  static String describe(Throwable e) {
    Function<Throwable, String> one =
        t -> t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    String text = one.apply(e);
    Throwable cause = e.getCause();
    if (cause != null
        && cause != e
        && (e.getMessage() == null
            || cause.getMessage() == null
            || !e.getMessage().contains(cause.getMessage()))) {
      text += " (caused by " + one.apply(cause) + ")";
    }
    text = text.replaceAll("@[0-9a-f]{5,8}\\b", "").replaceAll("\\s+", " ").strip();
    return text.length() > MESSAGE_LIMIT ? text.substring(0, MESSAGE_LIMIT) + " ..." : text;
  }
}
