package org.serbench.registry;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecKind;
import org.serbench.codec.CodecSpec;

/**
 * A project's own codec from a static method of its test class that returns a {@link Codec}.
 *
 * <p>The method runs in every measuring JVM, which finds it by the codec's reference ({@link
 * #reference}: {@code name=class#method}, then the configuration line), as a user's data method is
 * found: the codec is made where it measures, inside the cold-start timer.
 */
public final class CodecMethods {
  /** What a codec method may look like, for the message of one that does not. */
  public static final String ALLOWED =
      "static Codec name() (org.serbench.codec.Codec, e.g. Codecs.jackson(mapper))";

  /** The characters a codec's name may not hold: a reference's, an outcome key's, a glob's. */
  private static final String RESERVED = "=|,*?;";

  private static final String CONFIGURATION = ";";

  private CodecMethods() {}

  /**
   * The codec a method makes.
   *
   * @param name the codec's name
   * @param configuration the line the report prints on its configuration; empty to name the method
   * @throws IllegalArgumentException naming the method and {@link #ALLOWED} when its signature is
   *     not that, or the name and what is allowed when the name is not valid
   */
  public static CodecSpec of(String name, String configuration, Method method) {
    String problem = problem(method);
    if (problem != null) {
      throw new IllegalArgumentException(
          "codec method "
              + method.getDeclaringClass().getSimpleName()
              + "."
              + method.getName()
              + " "
              + problem
              + "; allowed: "
              + ALLOWED);
    }
    String nameProblem = nameProblem(name);
    if (nameProblem != null) {
      throw new IllegalArgumentException(
          "codec method "
              + method.getDeclaringClass().getSimpleName()
              + "."
              + method.getName()
              + ": "
              + nameProblem);
    }
    method.setAccessible(true);
    String where = method.getDeclaringClass().getName() + "#" + method.getName();
    String line =
        configuration.isBlank()
            ? "the project's own codec, made by "
                + method.getDeclaringClass().getSimpleName()
                + "."
                + method.getName()
                + "()"
            : configuration.strip();
    return new CodecSpec(
        name,
        line,
        List.of(),
        List.of(),
        classes -> make(method, where),
        true,
        CodecKind.DATABINDING,
        where,
        false);
  }

  /**
   * What is wrong with a codec's name, or null: blank, one of serbench's codecs, or holding a
   * character a reference, an outcome key or a glob reserves.
   */
  public static String nameProblem(String name) {
    if (name.isBlank()) {
      return "a codec's name may not be blank";
    }
    for (char c : RESERVED.toCharArray()) {
      if (name.indexOf(c) >= 0) {
        return "the codec name '"
            + name
            + "' holds '"
            + c
            + "'; a name may not hold any of "
            + RESERVED;
      }
    }
    if (CodecRegistry.all().stream().anyMatch(c -> c.name().equals(name))) {
      return "the codec name '"
          + name
          + "' is serbench's own codec's; name yours otherwise with @SerbenchCodec(name = ...)";
    }
    return null;
  }

  /**
   * How a measuring JVM finds a codec: a serbench codec by its name, a project's own by {@code
   * name=class#method}, then its configuration line (encoded), so that the JVM's result states it.
   */
  public static String reference(CodecSpec spec) {
    if (!spec.own()) {
      return spec.name();
    }
    return spec.name()
        + "="
        + spec.method()
        + CONFIGURATION
        + URLEncoder.encode(spec.configuration(), StandardCharsets.UTF_8);
  }

  /** The codec a {@link #reference} names, in a measuring JVM. */
  static CodecSpec resolve(String reference) {
    int equals = reference.indexOf('=');
    if (equals < 0) {
      return CodecRegistry.byName(reference);
    }
    String name = reference.substring(0, equals);
    String rest = reference.substring(equals + 1);
    int semicolon = rest.indexOf(CONFIGURATION);
    String where = semicolon < 0 ? rest : rest.substring(0, semicolon);
    String configuration =
        semicolon < 0
            ? ""
            : URLDecoder.decode(rest.substring(semicolon + 1), StandardCharsets.UTF_8);
    int hash = where.lastIndexOf('#');
    if (hash < 0) {
      throw new IllegalArgumentException("not a codec method: '" + where + "' (class#method)");
    }
    Class<?> owner;
    try {
      owner =
          Class.forName(
              where.substring(0, hash), false, Thread.currentThread().getContextClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(
          "the class of codec " + name + " is not on the measuring JVM's class path: " + e, e);
    }
    for (Method m : owner.getDeclaredMethods()) {
      if (m.getName().equals(where.substring(hash + 1)) && problem(m) == null) {
        return of(name, configuration, m);
      }
    }
    throw new IllegalArgumentException("no codec method " + where + " (" + ALLOWED + ")");
  }

  private static String problem(Method method) {
    if (!Modifier.isStatic(method.getModifiers())) {
      return "is not static";
    }
    if (method.getParameterCount() != 0) {
      return "takes parameters";
    }
    if (!Codec.class.isAssignableFrom(method.getReturnType())) {
      return "returns " + method.getReturnType().getSimpleName() + ", not a Codec";
    }
    return null;
  }

  /** Calls the method; what it throws is the project's own error, named as such. */
  private static Codec make(Method method, String where) {
    Object codec;
    try {
      codec = method.invoke(null);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw new IllegalStateException(
          "the project's codec method " + where + " threw " + cause, cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call the codec method " + where + ": " + e, e);
    }
    if (codec == null) {
      throw new IllegalStateException("the project's codec method " + where + " returned null");
    }
    return (Codec) codec;
  }
}
