/**
 * Structural diff: two levels (or discs) compared table by table, row by natural key, column by stored field
 * ({@code disc.diff(other)}, {@code level(n).diff(otherLevel)}). One row per differing stored value, per added or
 * removed row, never per byte: a field edited inside a compressed stream is one row naming the field, and a longer
 * stream moving every later sector is none (container layout is not compared; decompressed contents are).
 * Depends on the table layer only: the levels are walked through their public fluent API.
 */
package gcscript.fielddiff;
