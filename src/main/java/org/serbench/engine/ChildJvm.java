package org.serbench.engine;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A JVM this one starts to measure or probe a codec, and the two ends of their bond: the child ends
 * when its parent does, and the parent destroys its children when it shuts down, so a stopped run
 * (a CI cancel, the IDE's stop button, a killed Maven) leaves no process behind.
 *
 * <p>The parent keeps the child's standard input open; the child halts when it reaches its end
 * ({@link #watchParent()}). The only thing the parent ever writes to it is one byte, {@link #go()},
 * for a child that waits for it ({@link #awaitGo()}). The child's output, standard error included,
 * goes line by line to a consumer, and its last lines are kept for the message of a child that
 * died.
 */
public final class ChildJvm implements AutoCloseable {
  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

  /** In the child: released by the parent's first byte. */
  private static final CountDownLatch GO = new CountDownLatch(1);

  static {
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(() -> LIVE.forEach(Process::destroyForcibly), "serbench-child-reaper"));
  }

  private final Process process;
  private final Deque<String> last = new ArrayDeque<>();
  private final int lastLines;
  private final Thread pump;

  private ChildJvm(Process process, Consumer<String> output, int lastLines, String name) {
    this.process = process;
    this.lastLines = lastLines;
    this.pump = new Thread(() -> pump(output), name);
    pump.setDaemon(true);
    pump.start();
  }

  /**
   * Starts {@code command}, a {@code java} command line, with this JVM's class path (through the
   * environment: no command-line length limit to meet).
   *
   * @param output receives each line the child prints
   * @param lastLines how many of its last lines {@link #tail} keeps
   * @param name the name of the thread that reads its output
   */
  public static ChildJvm start(
      List<String> command, Consumer<String> output, int lastLines, String name)
      throws IOException {
    return start(command, classPath(), output, lastLines, name);
  }

  /**
   * As {@link #start(List, Consumer, int, String)}, with {@code classPath} for the child's class
   * path; null for none (a command that is not a JVM of this run, such as Maven).
   */
  public static ChildJvm start(
      List<String> command, String classPath, Consumer<String> output, int lastLines, String name)
      throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    if (classPath == null) {
      builder.environment().remove("CLASSPATH");
    } else {
      builder.environment().put("CLASSPATH", classPath);
    }
    Process process = builder.start();
    LIVE.add(process);
    return new ChildJvm(process, output, lastLines, name);
  }

  /**
   * This JVM's class path, and the entries of the class loaders its tests were loaded by: a
   * launcher that runs tests on a class path of its own (the JUnit Platform Console Launcher's
   * {@code -cp}, as an IDE may) puts the tests' classes in a {@link URLClassLoader} of its own, not
   * on {@code java.class.path}, and a measuring JVM must load them too.
   */
  public static String classPath() {
    Set<String> entries =
        new LinkedHashSet<>(
            Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)));
    for (ClassLoader loader = Thread.currentThread().getContextClassLoader();
        loader != null;
        loader = loader.getParent()) {
      if (loader instanceof URLClassLoader urls) {
        for (URL url : urls.getURLs()) {
          if (url.getProtocol().equals("file")) {
            try {
              entries.add(Path.of(url.toURI()).toString());
            } catch (URISyntaxException | IllegalArgumentException e) {
              // not a path a JVM could take on its class path
            }
          }
        }
      }
    }
    entries.remove("");
    return String.join(File.pathSeparator, entries);
  }

  public Process process() {
    return process;
  }

  /**
   * Tells a child waiting in {@link #awaitGo()} to go on. A child that has already ended is left to
   * its exit code to explain.
   */
  public void go() {
    try {
      OutputStream in = process.getOutputStream();
      in.write('g');
      in.flush();
    } catch (IOException ended) {
      // its input is closed because it ended; whoever waits for it learns that from its exit
    }
  }

  /**
   * Destroys the child if it still runs, closes its input and waits up to ten seconds for the rest
   * of its output.
   */
  @Override
  public void close() throws IOException {
    try {
      if (process.isAlive()) {
        process.destroyForcibly();
      }
      process.getOutputStream().close();
    } catch (IOException brokenPipe) {
      // A child that ended before go() leaves go's byte in JDK 17's buffer of its input, and
      // closing that flushes it into a pipe nobody reads ("Broken pipe", "Stream closed"):
      // the child has gone, nothing is lost.
    } finally {
      LIVE.remove(process);
    }
    try {
      pump.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The child's last lines of output, joined by {@code separator}. */
  public String tail(String separator) {
    synchronized (last) {
      return String.join(separator, last);
    }
  }

  private void pump(Consumer<String> output) {
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = in.readLine()) != null; ) {
        output.accept(line);
        synchronized (last) {
          last.addLast(line);
          if (last.size() > lastLines) {
            last.removeFirst();
          }
        }
      }
    } catch (IOException ignored) {
      // The process ended; its exit code tells the rest.
    }
  }

  /**
   * In the child: halts this JVM when its standard input ends, which means the parent that holds it
   * open has gone; a byte from the parent releases {@link #awaitGo()}.
   */
  public static void watchParent() {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (System.in.read() >= 0) {
                  GO.countDown();
                }
              } catch (IOException ignored) {
                // a broken pipe means the same as its end
              }
              Runtime.getRuntime().halt(3);
            },
            "serbench-parent-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /**
   * In the child, after {@link #watchParent()}: waits until the parent says go ({@link #go()}). The
   * JVM halts instead if the parent goes first.
   */
  public static void awaitGo() throws InterruptedException {
    GO.await();
  }
}
