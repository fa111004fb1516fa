package org.serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The classes a model object reaches through its fields, for libraries that register classes up
 * front (Kryo's registration, FST's {@code registerClass}).
 *
 * <p>Found from the declared field types rather than listed by hand, so that a new data set is
 * registered without touching each codec. A field declared as a collection interface is taken to
 * hold the JDK's default implementation ({@code List} an {@code ArrayList}, {@code Set} a {@code
 * HashSet}, {@code Map} a {@code HashMap}); an object of another class fails with the library's own
 * "not registered" error, which names the class to add.
 */
final class ModelClasses {
  private static final Map<Class<?>, Class<?>> IMPLEMENTATIONS =
      Map.of(
          Collection.class, ArrayList.class,
          List.class, ArrayList.class,
          Set.class, HashSet.class,
          Map.class, HashMap.class);

  private ModelClasses() {}

  /** The model class itself first, then every class reached from it, in a stable order. */
  static List<Class<?>> reachableFrom(Class<?> model) {
    Set<Class<?>> found = new LinkedHashSet<>();
    visit(model, model.getPackageName(), found);
    return List.copyOf(found);
  }

  private static void visit(Type type, String modelPackage, Set<Class<?>> found) {
    if (type instanceof ParameterizedType parameterized) {
      visit(parameterized.getRawType(), modelPackage, found);
      for (Type argument : parameterized.getActualTypeArguments()) {
        visit(argument, modelPackage, found);
      }
    } else if (type instanceof WildcardType wildcard) {
      for (Type bound : wildcard.getUpperBounds()) {
        visit(bound, modelPackage, found);
      }
    } else if (type instanceof Class<?> c && !c.isPrimitive() && c != Object.class) {
      Class<?> concrete = IMPLEMENTATIONS.getOrDefault(c, c);
      if (concrete.isInterface() || !found.add(concrete)) {
        return;
      }
      if (concrete.isArray()) {
        visit(concrete.getComponentType(), modelPackage, found);
      } else if (concrete.getPackageName().equals(modelPackage) && !concrete.isEnum()) {
        visitFields(concrete, modelPackage, found);
      }
    }
  }

  private static void visitFields(Class<?> c, String modelPackage, Set<Class<?>> found) {
    for (Class<?> k = c; k != Object.class; k = k.getSuperclass()) {
      for (Field field : k.getDeclaredFields()) {
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)) {
          visit(field.getGenericType(), modelPackage, found);
        }
      }
    }
  }
}
