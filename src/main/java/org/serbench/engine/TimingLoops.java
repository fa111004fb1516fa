package org.serbench.engine;

import java.util.List;
import org.serbench.codec.Binding;
import org.serbench.codec.PojoBinding;

/**
 * The timing loops of one codec on one batch, with the batch's long-lived inputs: the models, their
 * native forms and their encodings, made once and read by every phase, as a JMH state holds them.
 * Which loop runs when, and how often, is {@link PhaseSchedule}'s; what the figures become is
 * {@link Measurement}'s.
 */
final class TimingLoops<M, N> {
  private final Binding<M, N> binding;
  private final List<M> models;
  private final N[] natives;
  private final byte[][] encoded;
  private final Sink sink = new Sink();

  @SuppressWarnings("unchecked")
  TimingLoops(Binding<M, N> binding, List<M> models) {
    this.binding = binding;
    this.models = models;
    this.natives = (N[]) new Object[models.size()];
    this.encoded = new byte[models.size()][];
  }

  /** The sink every loop hands its results to. */
  Sink sink() {
    return sink;
  }

  /** The batch's encodings, once {@link #prepareEncoded} made them. */
  byte[][] encoded() {
    return encoded;
  }

  /** Whether the create loop converts anything: a POJO binding's create is the identity. */
  boolean timesCreate() {
    return !(binding instanceof PojoBinding);
  }

  /**
   * Converts the batch to the native form and keeps it: the long-lived input of ser and +same.
   * Timed, as the cold batch's create.
   */
  long prepareNatives() {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      natives[i] = binding.create(models.get(i));
    }
    return System.nanoTime() - start;
  }

  /** Encodes the batch and keeps the bytes: the long-lived input of the decoding phases. */
  long prepareEncoded() throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      encoded[i] = binding.serialize(natives[i]);
    }
    return System.nanoTime() - start;
  }

  /*
   * The timing loops. Every one runs over every object of the batch, reads its input from the
   * long-lived arrays and hands each result to the sink, which makes it escape (JMH's Blackhole):
   * nothing they produce outlives the loop, so no phase pays for another's survivors, and no
   * result can be optimised away. They are six loops rather than one loop with the step passed in:
   * a step passed as a lambda would make the call site see six classes, and the megamorphic call
   * would keep the step out of the timed loop's inlining.
   *
   * <p>Each loop passes over the batch {@code passes} times and returns the time of one pass (see
   * {@link Passes}): a batch of one 10 MB Master takes a lazy decoder a microsecond, and timed
   * alone, that one call paid for whatever ran before it.
   */

  /**
   * Times converting the batch to the native form ("create"); 0 for a POJO binding, whose create is
   * the identity: there is no conversion to time, and timing the empty loop would report the
   * harness's own cost as the library's (JMH times that identity at 0.2 ns; a loop run only a
   * thousand times a batch is not compiled by C2 before a slow codec's warm-up ends, and cost
   * 60-100 ns an object).
   */
  long create(int passes) {
    if (binding instanceof PojoBinding) {
      return 0;
    }
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consumeObject(binding.create(models.get(i)));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times encoding every object of the batch ("ser"). */
  long serialize(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consume(binding.serialize(natives[i]));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times encoding the batch's first object once per object of the batch ("+same"). */
  long serializeSame(int passes) throws Exception {
    N same = natives[0];
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consume(binding.serialize(same));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times decoding every object of the batch, nothing read (jvm-serializers' "deser"). */
  long decode(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        sink.consumeObject(binding.deserialize(encoded[i]));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /**
   * Times decoding every object and reading its top-level fields ("+shal"). The decoded object is
   * consumed too, as in "deser" and as JMH's decode benchmark does: a lazy decoder's wrapper that
   * only the reads used could otherwise be scalar-replaced here and not in "deser", and decoding
   * alone would measure slower than decoding and reading (capnproto and flatbuffers on the Jedi
   * data sets, by 32-258%).
   */
  long decodeShallow(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        N value = binding.deserialize(encoded[i]);
        binding.readShallow(value, sink);
        sink.consumeObject(value);
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times decoding every object and reading every field ("+deep"); the object is consumed too. */
  long decodeDeep(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        N value = binding.deserialize(encoded[i]);
        binding.readDeep(value, sink);
        sink.consumeObject(value);
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /**
   * Decodes every object again and compares it with its original (not timed); {@code sample} adds
   * the field-by-field comparison of a sample. A user's data ({@code own}) is compared value by
   * value rather than by the model's equals.
   */
  void check(String codec, String dataSet, boolean own, boolean sample) throws Exception {
    if (HarnessFloor.isFloor(binding)) {
      return;
    }
    for (int i = 0; i < encoded.length; i++) {
      M back = binding.toModel(binding.deserialize(encoded[i]));
      if (own) {
        RoundTripCheck.assertSameValues(codec, dataSet, i, models.get(i), back);
      } else {
        RoundTripCheck.assertSame(codec, dataSet, i, models.get(i), back, sample);
      }
    }
  }
}
