/**
 * Format-agnostic analysis of bytes, for working out what an undocumented structure is. Every tool takes a
 * {@link gcscript.analysis.Region} (bytes plus the file they came from and their absolute start), reports absolute
 * offsets, and returns a fresh Tablesaw table; given a {@code Map<Integer, Region>} of levels (or a list of
 * regions) the same call stacks the per-region tables under a leading {@code level} (or {@code region}) column.
 *
 * <ul>
 *   <li>{@link gcscript.analysis.Bytes}: histogram, chunked entropy, strings.</li>
 *   <li>{@link gcscript.analysis.HexDump}: dumps with absolute offsets.</li>
 *   <li>{@link gcscript.analysis.ByteStats}: the N-way diff of same-typed records, optionally grouped first.</li>
 *   <li>{@link gcscript.analysis.Diff}: byte runs and side-by-side dumps of two regions; field diffs of two tables.</li>
 *   <li>{@link gcscript.analysis.Find}: wildcard, numeric, float-range and ASCII search.</li>
 *   <li>{@link gcscript.analysis.Fit}: stride fitting, table chaining, decode rate against a random control.</li>
 * </ul>
 *
 * <pre>{@code
 * Region core = Region.of(reader);
 * Bytes.entropy(core, 0);                                   // ImHex's default block size
 * Find.in(Map.of("core", core)).aligned(4).f32(2000f, 2400f);
 * ByteStats.by(spans, s -> s.length());                     // which positions vary within each group
 * Fit.strides(classTable, 7, new int[] {0x20, 0x30}, e -> e.u32("o_class", 4) < 1000);
 * }</pre>
 */
package gcscript.analysis;
