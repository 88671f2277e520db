package gcscript.claims;

/**
 * Where a claim's expected value came from, shown in the {@code basis} column of {@code disc.claims()}.
 * <ul>
 *   <li>{@link #NOTES}: the catalogue's figure, measured by the design notes on the retail disc. Used on every
 *       disc without a ground-truth manifest (a real disc, or a synthetic one whose manifest is missing).</li>
 *   <li>{@link #MANIFEST}: a figure computed from the synthetic disc's ground-truth manifest.</li>
 *   <li>{@link #RULE}: a structural rule with no figure (every level, every item, {@code true}, or the value the
 *       reference's writer recipe prescribes), evaluated on the disc at hand.</li>
 * </ul>
 */
public enum Basis {
    NOTES, MANIFEST, RULE;

    /** The column value: {@code notes}, {@code manifest}, {@code rule}. */
    public String label() { return name().toLowerCase(java.util.Locale.ROOT); }
}
