package org.serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.model.xson.AllTypes;
import org.serbench.model.xson.Child;
import org.serbench.model.xson.CircleA;
import org.serbench.model.xson.Ints255;
import org.serbench.model.xson.LargeObject;
import org.serbench.model.xson.Parent;
import org.serbench.model.xson.ParentChildArray;
import org.serbench.model.xson.ParentChildList;

/**
 * The classes a model object reaches through its fields, for libraries that register classes up
 * front (Kryo's registration, FST's {@code registerClass}).
 *
 * <p>Found from the declared field types rather than listed by hand, so that a new data set is
 * registered without touching each codec. A field declared as a collection interface is taken to
 * hold the implementations the data sets build ({@code List} an {@code ArrayList}, {@code Set} a
 * {@code HashSet}, {@code Map} a {@code HashMap} or a {@code LinkedHashMap}, the sorted ones a
 * {@code TreeSet} or {@code TreeMap}), and a model class the subclasses of it the data sets put in
 * its place, which no declaration names; an object of another class fails with the library's own
 * "not registered" error, which names the class to add.
 */
public final class ModelClasses {
  private static final Map<Class<?>, List<Class<?>>> IMPLEMENTATIONS =
      Map.of(
          Collection.class, List.of(ArrayList.class),
          List.class, List.of(ArrayList.class),
          Set.class, List.of(HashSet.class),
          SortedSet.class, List.of(TreeSet.class),
          Map.class, List.of(HashMap.class, LinkedHashMap.class),
          SortedMap.class, List.of(TreeMap.class));

  /** The root class of every data set, for a library that must register all before any use. */
  public static final List<Class<?>> ROOTS =
      List.of(
          TestObject.class,
          MediaContent.class,
          Younglings.class,
          Padawans.class,
          Masters.class,
          Ints255.class,
          AllTypes.class,
          ParentChildArray.class,
          ParentChildList.class,
          CircleA.class,
          LargeObject.class);

  private static final Map<Class<?>, List<Class<?>>> SUBCLASSES =
      Map.of(Parent.class, List.of(Child.class));

  private ModelClasses() {}

  /** The model class itself first, then every class reached from it, in a stable order. */
  public static List<Class<?>> reachableFrom(Class<?> model) {
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
      for (Class<?> concrete : IMPLEMENTATIONS.getOrDefault(c, List.of(c))) {
        visitClass(concrete, modelPackage, found);
      }
    }
  }

  private static void visitClass(Class<?> c, String modelPackage, Set<Class<?>> found) {
    if (c.isInterface() || !found.add(c)) {
      return;
    }
    if (c.isArray()) {
      visit(c.getComponentType(), modelPackage, found);
    } else if (c.getPackageName().equals(modelPackage) && !c.isEnum()) {
      visitFields(c, modelPackage, found);
      for (Class<?> subclass : subclassesOf(c)) {
        visitClass(subclass, modelPackage, found);
      }
    }
  }

  /** The subclasses of a model class that the data sets put where it is declared. */
  public static List<Class<?>> subclassesOf(Class<?> model) {
    return SUBCLASSES.getOrDefault(model, List.of());
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

  /**
   * Every model class reached from the roots through fields, and the subclasses the data sets put
   * in their place, without the JDK's, sorted by name: what a codec that registers all classes
   * before its first use registers ({@link DataClasses#all}).
   */
  static List<Class<?>> allFromRoots() {
    Set<Class<?>> all = new TreeSet<>(Comparator.comparing(Class::getName));
    for (Class<?> root : ROOTS) {
      all.addAll(reachableModelClasses(root));
    }
    return List.copyOf(all);
  }

  /** The non-JDK classes reached through fields, by name, so that ids never depend on order. */
  private static Set<Class<?>> reachableModelClasses(Class<?> root) {
    Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
    collect(root, found);
    return found;
  }

  private static void collect(Type type, Set<Class<?>> found) {
    if (type instanceof ParameterizedType p) {
      collect(p.getRawType(), found);
      for (Type argument : p.getActualTypeArguments()) {
        collect(argument, found);
      }
    } else if (type instanceof GenericArrayType a) {
      collect(a.getGenericComponentType(), found);
    } else if (type instanceof Class<?> c) {
      if (c.isArray()) {
        collect(c.getComponentType(), found);
      } else if (!c.isPrimitive() && !c.getName().startsWith("java.") && found.add(c)) {
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
          for (Field field : k.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
              collect(field.getGenericType(), found);
            }
          }
        }
        for (Class<?> subclass : subclassesOf(c)) {
          collect(subclass, found);
        }
      }
    }
  }
}
