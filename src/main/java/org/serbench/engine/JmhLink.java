package org.serbench.engine;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a JMH fork does with the JDK's serialization before and between its iterations, done by a
 * measuring JVM of the JMH cross-check ({@code serbench.jmhLink}) so that both sides measure in the
 * same state.
 *
 * <p>A JMH fork talks to its host through an {@code ObjectOutputStream} over a {@code
 * BufferedOutputStream} over a socket, and an {@code ObjectInputStream} over a {@code
 * BufferedInputStream} (JMH 1.37's {@code BinaryLinkClient}). It reads two objects, the reply to
 * its handshake (its options) and its action plan (the benchmark's parameters), and after that only
 * writes: every line of output, every call of its output format and every iteration's results, one
 * frame each, flushed, the stream reset every 100 frames. The host reads them in its own JVM. The
 * JIT therefore profiles {@code java.io}'s serialization with JMH's classes and socket streams
 * before the benchmark's first call, and compiles it for them too: java-built-in's decode of
 * TestObject measured 152.1 and 152.0 us in two clean serbench JVMs, 173.8 and 165.2 in two that
 * had first exchanged JMH's own {@code Options} over such a socket, and JMH 163.6 and 174.7;
 * kryo-registered, which runs none of that code, 29.0 clean and 29.5 after the exchange. A clean
 * JVM is what {@code ./mvnw test} measures; this is for the cross-check only, which then compares
 * the two tools' protocols and not their JVMs' histories.
 *
 * <p>What the fork reads is what JMH's host sends, JMH's own objects: the cross-check writes them
 * to a file (its options and the benchmark's parameters, serialized as JMH's host does), and the
 * host's side here sends that file's bytes as they are. Before commit ddcf9ef the host sent small
 * stand-ins of its own (maps of strings), and java-built-in's decode stayed at 0.86 to 0.93 of
 * JMH's on every page, where JMH's own benchmark in JMH's own JVM ({@code -f 0}), which reads
 * nothing, ran 1.10 times as fast as its fork. That benchmark in its own JVM with JMH's options and
 * parameters read once before it took 1.07 times as long as without (24 pairs run at once on the
 * two CPUs, slower in 16; the VM's noise left that at about ±0.07). The first cross-check with
 * JMH's own objects put java-built-in's decode at 0.9005 ± 0.16 of JMH's: no further from the pages
 * before than their noise.
 *
 * <p>The host's side here runs in this JVM, so it only drains the bytes: until commit 42772d0 it
 * read every frame back with an {@code ObjectInputStream} and echoed it, which profiled this JVM's
 * reading of objects with 2,000 frames a JMH fork never reads, and java-built-in's decode was 1.11
 * to 1.14 times JMH's on every page with it.
 */
final class JmhLink {
  /** JMH's link buffer size. */
  private static final int BUFFER = 64 * 1024;

  /** JMH resets its link's stream every this many frames. */
  private static final int RESET_EACH = 100;

  /** Frames the fork writes: more than a fork of 20 iterations does, so every profile is set. */
  static final int MESSAGES = 2_000;

  private JmhLink() {}

  /**
   * Plays a JMH fork's side of the link against a host in this JVM over a loopback socket: reads
   * its options and its plan, the two objects of {@code replies}, then writes {@link #MESSAGES}
   * frames of JMH's kinds, which the host drains without reading them as objects.
   *
   * @param replies an object stream of the two objects a JMH host sends its fork: its options and
   *     its plan
   * @return the bytes the host drained
   */
  static long exchange(Path replies) throws IOException {
    byte[] sent = Files.readAllBytes(replies);
    AtomicLong drained = new AtomicLong();
    AtomicReference<IOException> failed = new AtomicReference<>();
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket fork = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
        Socket host = server.accept()) {
      Thread hostSide =
          new Thread(
              () -> {
                try {
                  drained.set(host(host, sent));
                } catch (IOException e) {
                  failed.set(e);
                }
              },
              "serbench-jmh-link-host");
      hostSide.setDaemon(true);
      hostSide.start();
      ObjectOutputStream out =
          new ObjectOutputStream(new BufferedOutputStream(fork.getOutputStream(), BUFFER));
      out.flush();
      ObjectInputStream in =
          new ObjectInputStream(new BufferedInputStream(fork.getInputStream(), BUFFER));
      for (Kind request : List.of(Kind.OPTIONS, Kind.PLAN)) {
        out.writeObject(new Frame(request, null, null, null));
        out.flush();
        in.readObject();
      }
      for (int i = 0; i < MESSAGES; i++) {
        if (i % RESET_EACH == RESET_EACH - 1) {
          out.reset();
        }
        out.writeObject(message(i));
        out.flush();
      }
      fork.shutdownOutput();
      hostSide.join(TimeUnit.SECONDS.toMillis(10));
      if (failed.get() != null) {
        throw new IOException("JMH link emulation: the host side failed", failed.get());
      }
      if (hostSide.isAlive()) {
        throw new IllegalStateException("JMH link emulation: the host side did not end in 10 s");
      }
      return drained.get();
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(
          "JMH link emulation: a class of " + replies + " is not on the class path: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("JMH link emulation interrupted", e);
    }
  }

  /**
   * The host's side: sends the fork its options and its plan, bytes serialized by the cross-check
   * as JMH's host does, then drains what the fork sends.
   *
   * @return the bytes drained
   */
  private static long host(Socket host, byte[] replies) throws IOException {
    OutputStream out = host.getOutputStream();
    out.write(replies);
    out.flush();
    host.shutdownOutput(); // a file short of a reply ends the fork's read instead of blocking it
    byte[] buffer = new byte[BUFFER];
    long drained = 0;
    try (var in = host.getInputStream()) {
      // Drained, not read as objects: a JMH host reads these in its own JVM.
      for (int n; (n = in.read(buffer)) >= 0; ) {
        drained += n;
      }
    }
    return drained;
  }

  /** The kinds of JMH's frames a fork writes in turn: a format call, output, results. */
  private static Frame message(int i) {
    return switch (i % 3) {
      case 0 -> new Frame(Kind.FORMAT, options(i), null, null);
      case 1 ->
          new Frame(
              Kind.OUTPUT,
              null,
              ("# Warmup Iteration " + i).getBytes(StandardCharsets.UTF_8),
              null);
      default -> new Frame(Kind.RESULTS, null, null, new double[] {i, i * 1.5, i * 2.25});
    };
  }

  private static Map<String, List<String>> options(int i) {
    Map<String, List<String>> options = new TreeMap<>();
    options.put("include", List.of("CodecBenchmark"));
    options.put("params", new ArrayList<>(List.of("codec=" + i, "dataSet=TestObject")));
    Map<String, List<String>> more = new HashMap<>();
    more.put("jvmArgs", List.of("-Xms2g", "-Xmx2g"));
    options.putAll(more);
    return options;
  }

  private enum Kind {
    OPTIONS,
    PLAN,
    FORMAT,
    OUTPUT,
    RESULTS
  }

  /** One message: a kind and its payload, as JMH's frames are. */
  private static final class Frame implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Kind kind;
    private final Map<String, List<String>> options;
    private final byte[] output;
    private final double[] scores;
    private final TimeUnit unit = TimeUnit.NANOSECONDS;
    private final long sent = System.nanoTime();

    Frame(Kind kind, Map<String, List<String>> options, byte[] output, double[] scores) {
      this.kind = kind;
      this.options = options;
      this.output = output;
      this.scores = scores;
    }
  }
}
