package org.serbench;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.registry.CodecRegistry;

/**
 * Prints, for every registered codec and data set, the SHA-256 of the encodings of the seeded
 * batch: run it before and after a refactoring of a codec and compare the two outputs, which must
 * be equal line for line.
 *
 * <p>Each line is {@code codec data-set digest bytes round-trip}, or the outcome where there is no
 * encoding ({@code unsupported}, or the error's class). Arguments: the codec names to run (all when
 * none). A codec's {@code -D} flags are set as system properties before it starts; run it with the
 * other JVM flags of the codecs (FST's {@code --add-opens}) and a large heap.
 */
public final class EncodingDigests {
  private static final long SEED = 20151023L;
  private static final int OBJECTS = 100;

  private EncodingDigests() {}

  public static void main(String[] args) throws Exception {
    List<String> only = List.of(args);
    for (CodecSpec spec : CodecRegistry.all()) {
      if (!only.isEmpty() && !only.contains(spec.name())) {
        continue;
      }
      for (String flag : spec.jvmArgs()) {
        if (flag.startsWith("-D")) {
          String[] property = flag.substring(2).split("=", 2);
          System.setProperty(property[0], property.length > 1 ? property[1] : "");
        }
      }
      Codec codec = spec.factory().get();
      for (DataSet<?> dataSet : DataSets.all()) {
        System.out.println(spec.name() + " " + dataSet.name() + " " + digest(codec, dataSet));
      }
    }
  }

  private static <M> String digest(Codec codec, DataSet<M> dataSet) {
    try {
      Binding<M, ?> binding = codec.bind(dataSet.type());
      List<M> objects = dataSet.generate(SEED, dataSet.objectsPerBatch(OBJECTS));
      return digest(binding, objects);
    } catch (UnsupportedDataException e) {
      return "unsupported";
    } catch (Throwable e) {
      return "error " + e.getClass().getName();
    }
  }

  private static <M, N> String digest(Binding<M, N> binding, List<M> objects) throws Exception {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    long size = 0;
    int equal = 0;
    for (M object : objects) {
      byte[] bytes = binding.serialize(binding.create(object));
      sha.update(bytes);
      size += bytes.length;
      if (Objects.equals(object, binding.toModel(binding.deserialize(bytes)))) {
        equal++;
      }
    }
    sha.update(String.valueOf(size).getBytes(StandardCharsets.US_ASCII));
    return HexFormat.of().formatHex(sha.digest())
        + " "
        + size
        + " "
        + equal
        + "/"
        + objects.size()
        + " equal";
  }
}
