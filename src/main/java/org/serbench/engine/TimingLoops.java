package org.serbench.engine;

import java.util.Arrays;
import java.util.List;
import org.serbench.codec.Binding;
import org.serbench.codec.PojoBinding;

/**
 * The timing loops of one codec on one batch, with the batch's long-lived inputs: the models and
 * their encodings, made once and read by every phase, as a JMH state holds them. The native objects
 * that ser and +same encode are made anew for each pass (see {@link #serialize}). Which loop runs
 * when, and how often, is {@link PhaseSchedule}'s; what the figures become is {@link
 * Measurement}'s.
 */
final class TimingLoops<M, N> {
  private final Binding<M, N> binding;
  private final List<M> models;

  /** The input of ser: the models themselves for a POJO binding, else made for each pass. */
  private final N[] natives;

  /** The input of +same: the first model's native form, once per object of the batch. */
  private final N[] sames;

  private final byte[][] encoded;
  private final Sink sink = new Sink();
  private final Probes probes = new Probes();

  /** Whether each pass of ser and +same needs natives made for it: they are not the models. */
  private final boolean renews;

  /** The last ser's allocation per pass in its timed loops, and its collections. */
  private long serAllocated, serCollections, serCollectionMillis;

  @SuppressWarnings("unchecked")
  TimingLoops(Binding<M, N> binding, List<M> models) {
    this.binding = binding;
    this.models = models;
    this.natives = (N[]) new Object[models.size()];
    this.sames = (N[]) new Object[models.size()];
    this.encoded = new byte[models.size()][];
    this.renews = !(binding instanceof PojoBinding) && !HarnessFloor.isFloor(binding);
    if (!renews) {
      Arrays.fill(sames, binding.create(models.get(0)));
    }
  }

  /** The sink every loop hands its results to. */
  Sink sink() {
    return sink;
  }

  /** The batch's encodings, once {@link #prepareEncoded} made them. */
  byte[][] encoded() {
    return encoded;
  }

  /** Whether ser and +same make natives before each pass: about a pass of create each. */
  boolean renews() {
    return renews;
  }

  /** Whether the create loop converts anything: a POJO binding's create is the identity. */
  boolean timesCreate() {
    return !(binding instanceof PojoBinding);
  }

  /**
   * Converts the batch to the native form, the input of {@link #prepareEncoded}. Timed, as the cold
   * batch's create.
   */
  long prepareNatives() {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      natives[i] = binding.create(models.get(i));
    }
    return System.nanoTime() - start;
  }

  /**
   * Encodes the natives of {@link #prepareNatives} and keeps the bytes: the long-lived input of the
   * decoding phases. Timed, as the cold batch's ser. The natives, once encoded, are dropped.
   */
  long prepareEncoded() throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      encoded[i] = binding.serialize(natives[i]);
    }
    long elapsed = System.nanoTime() - start;
    release(natives);
    return elapsed;
  }

  /*
   * The timing loops. Every one runs over every object of the batch, reads its input from an array
   * of the batch and hands each result to the sink, which makes it escape (JMH's Blackhole):
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

  /*
   * A native object must not carry work from one pass to the next. A message may keep what
   * encoding it cost: ActiveMQ's generated buffers keep their bytes once toUnframedByteArray has
   * run, protobuf-java's messages their size. Encoded pass after pass, the same objects would time
   * the library handing back what it kept (ActiveMQ's "ser" of a 9.8 MB Master took 4 ns and
   * allocated nothing), where a program encodes a message made for the send. So ser and +same make
   * their natives anew before each pass, untimed, and drop them after it, so that they die young as
   * a sent message does and no later phase copies them. The time and the allocation are counted
   * around the timed loop of each pass alone, never around the making; the collections around the
   * whole call, the making included: a collection comes when some allocation fills the young
   * generation, and that is no more the encoding's than the making's. A POJO binding's natives are
   * the models, which hold nothing of the library's, and so are the harness floor's: nothing to
   * make, and the passes are timed together, as every other phase's.
   */

  /** Times encoding every object of the batch ("ser"), each pass on natives made for it. */
  long serialize(int passes) throws Exception {
    long gc = probes.gcCount(), gcMs = probes.gcMillis();
    long elapsed = 0, allocated = 0;
    if (renews) {
      for (int p = 0; p < passes; p++) {
        for (int i = 0; i < natives.length; i++) {
          natives[i] = binding.create(models.get(i));
        }
        long alloc = probes.allocatedBytes();
        long start = System.nanoTime();
        for (int i = 0; i < natives.length; i++) {
          sink.consume(binding.serialize(natives[i]));
        }
        elapsed += System.nanoTime() - start;
        allocated += probes.allocatedBytes() - alloc;
        release(natives);
      }
    } else {
      long alloc = probes.allocatedBytes();
      long start = System.nanoTime();
      for (int p = 0; p < passes; p++) {
        for (int i = 0; i < natives.length; i++) {
          sink.consume(binding.serialize(natives[i]));
        }
      }
      elapsed = System.nanoTime() - start;
      allocated = probes.allocatedBytes() - alloc;
    }
    sink.publish();
    serAllocated = probes.allocationKnown() ? allocated / passes : -1;
    serCollections = probes.gcCount() - gc;
    serCollectionMillis = probes.gcMillis() - gcMs;
    return elapsed / passes;
  }

  /** Bytes the last {@link #serialize} allocated per pass in its timed loops; -1 unknown. */
  long serAllocated() {
    return serAllocated;
  }

  /** Collections during the last {@link #serialize}, its making of natives included. */
  long serCollections() {
    return serCollections;
  }

  /** Milliseconds of the collections during the last {@link #serialize}. */
  long serCollectionMillis() {
    return serCollectionMillis;
  }

  /**
   * Times encoding the batch's first object once per object of the batch ("+same"): for a binding
   * that converts, each call on a native of its own, never encoded before.
   */
  long serializeSame(int passes) throws Exception {
    long elapsed = 0;
    if (renews) {
      M first = models.get(0);
      for (int p = 0; p < passes; p++) {
        for (int i = 0; i < sames.length; i++) {
          sames[i] = binding.create(first);
        }
        long start = System.nanoTime();
        for (int i = 0; i < sames.length; i++) {
          sink.consume(binding.serialize(sames[i]));
        }
        elapsed += System.nanoTime() - start;
        release(sames);
      }
    } else {
      long start = System.nanoTime();
      for (int p = 0; p < passes; p++) {
        for (int i = 0; i < sames.length; i++) {
          sink.consume(binding.serialize(sames[i]));
        }
      }
      elapsed = System.nanoTime() - start;
    }
    sink.publish();
    return elapsed / passes;
  }

  /** Drops the natives a pass was given, unless they are the models. */
  private void release(N[] made) {
    if (renews) {
      Arrays.fill(made, null);
    }
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
