package org.serbench.engine;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * What a JMH fork does with the JDK's serialization before and between its iterations, done by a
 * measuring JVM of the JMH cross-check ({@code serbench.jmhLink=true}) so that both sides measure
 * in the same state.
 *
 * <p>A JMH fork talks to its host through an {@code ObjectOutputStream} over a {@code
 * BufferedOutputStream} over a socket, and an {@code ObjectInputStream} over a {@code
 * BufferedInputStream} (JMH 1.37's {@code BinaryLinkClient}): it receives its options and action
 * plan as serialized objects and sends every line of output and every iteration's results back the
 * same way. The JIT therefore profiles {@code java.io}'s serialization with JMH's classes and
 * socket streams before the benchmark's first call, and compiles it for them too: java-built-in's
 * decode of TestObject measured 152.1 and 152.0 us in two clean serbench JVMs, 173.8 and 165.2 in
 * two that had first exchanged JMH's own {@code Options} over such a socket, 169.1 and 177.3 after
 * this exchange, and JMH 163.6 and 174.7; kryo-registered, which runs none of that code, 29.0 clean
 * and 29.5 after the exchange. A clean JVM is what {@code ./mvnw test} measures; this is for the
 * cross-check only, which then compares the two tools' protocols and not their JVMs' histories.
 */
final class JmhLink {
  /** JMH's link buffer size. */
  private static final int BUFFER = 64 * 1024;

  /** Messages each way: more than a fork of 20 iterations exchanges, so every profile is set. */
  static final int MESSAGES = 2_000;

  private JmhLink() {}

  /**
   * Sends {@link #MESSAGES} serialized messages of JMH's kinds to a peer in this JVM over a
   * loopback socket and reads each one back, as a fork and its host do.
   */
  static void exchange() throws IOException {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket fork = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
        Socket host = server.accept()) {
      Thread echo =
          new Thread(
              () -> {
                try {
                  echo(host);
                } catch (IOException | ClassNotFoundException e) {
                  throw new IllegalStateException("JMH link emulation: the host side failed", e);
                }
              },
              "serbench-jmh-link-host");
      echo.setDaemon(true);
      echo.start();
      ObjectOutputStream out =
          new ObjectOutputStream(new BufferedOutputStream(fork.getOutputStream(), BUFFER));
      out.flush();
      ObjectInputStream in =
          new ObjectInputStream(new BufferedInputStream(fork.getInputStream(), BUFFER));
      for (int i = 0; i < MESSAGES; i++) {
        out.writeObject(message(i));
        out.flush();
        out.reset();
        Object back = in.readObject();
        if (!(back instanceof Frame)) {
          throw new IllegalStateException("JMH link emulation: the host sent back " + back);
        }
      }
      out.writeObject(null);
      out.flush();
      echo.join(TimeUnit.SECONDS.toMillis(10));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("JMH link emulation: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("JMH link emulation interrupted", e);
    }
  }

  private static void echo(Socket host) throws IOException, ClassNotFoundException {
    ObjectInputStream in =
        new ObjectInputStream(new BufferedInputStream(host.getInputStream(), BUFFER));
    ObjectOutputStream out =
        new ObjectOutputStream(new BufferedOutputStream(host.getOutputStream(), BUFFER));
    out.flush();
    for (Object message; (message = in.readObject()) != null; ) {
      out.writeObject(message);
      out.flush();
      out.reset();
    }
  }

  /** The kinds of JMH's frames in turn: options, a line of output, an iteration's results. */
  private static Frame message(int i) {
    return switch (i % 3) {
      case 0 -> new Frame(Kind.OPTIONS, options(i), null, null);
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
