package org.serbench.codec;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * A root class of the Jedi data sets, whose one field is the list {@code jedi}: how to make one and
 * reach its list, for a binding that handles the three roots with one piece of code and the items
 * with their own.
 *
 * @param type the root class
 * @param itemType the class of the list's items
 * @param create makes an empty root
 * @param jedi the root's list
 * @param setJedi sets the root's list
 * @param <L> the root class
 * @param <T> the class of the list's items
 */
public record JediRoot<L, T>(
    Class<L> type,
    Class<T> itemType,
    Supplier<L> create,
    Function<L, List<T>> jedi,
    BiConsumer<L, List<T>> setJedi) {

  public static final JediRoot<Younglings, Youngling> YOUNGLINGS =
      new JediRoot<>(
          Younglings.class,
          Youngling.class,
          Younglings::new,
          Younglings::getJedi,
          Younglings::setJedi);

  public static final JediRoot<Padawans, Padawan> PADAWANS =
      new JediRoot<>(
          Padawans.class, Padawan.class, Padawans::new, Padawans::getJedi, Padawans::setJedi);

  public static final JediRoot<Masters, Master> MASTERS =
      new JediRoot<>(Masters.class, Master.class, Masters::new, Masters::getJedi, Masters::setJedi);

  /** A new root holding {@code jedi}. */
  public L of(List<T> jedi) {
    L root = create.get();
    setJedi.accept(root, jedi);
    return root;
  }
}
