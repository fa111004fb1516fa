package org.serbench.safety;

import java.util.ArrayList;
import java.util.List;

/** The three safety matrices, and the cells a codec's turn runs in order. */
public final class Matrices {
  /** Edge values round-tripped and compared exactly. */
  public static final String FIDELITY = "fidelity";

  /** Damaged and malicious bytes given to the decoder. */
  public static final String HOSTILE = "hostile";

  /** A stream naming a class outside the model: does the decoder construct it? */
  public static final String GADGET = "gadget";

  public static final List<String> ALL = List.of(FIDELITY, HOSTILE, GADGET);

  /** The gadget probe's cells: the configuration serbench measures, and the library's safe one. */
  public static final List<String> GADGET_PROBES = List.of("default", "safe");

  /**
   * One cell of a codec's matrices.
   *
   * @param matrix {@link #FIDELITY}, {@link #HOSTILE} or {@link #GADGET}
   * @param probe the probe's name
   */
  public record Cell(String matrix, String probe) {
    @Override
    public String toString() {
      return matrix + "|" + probe;
    }
  }

  private Matrices() {}

  /** The probe names of a matrix: all, or the quick profile's sample. */
  public static List<String> probes(String matrix, boolean all) {
    return switch (matrix) {
      case FIDELITY ->
          all
              ? FidelityProbes.ALL.stream().map(FidelityProbes.Probe::name).toList()
              : FidelityProbes.SAMPLE;
      case HOSTILE -> all ? HostileInputs.NAMES : HostileInputs.SAMPLE;
      case GADGET -> GADGET_PROBES;
      default -> throw new IllegalArgumentException("no matrix " + matrix);
    };
  }

  /** Every cell of a codec's turn, in the order it runs. */
  public static List<Cell> cells(boolean all) {
    List<Cell> cells = new ArrayList<>();
    for (String matrix : ALL) {
      for (String probe : probes(matrix, all)) {
        cells.add(new Cell(matrix, probe));
      }
    }
    return cells;
  }
}
