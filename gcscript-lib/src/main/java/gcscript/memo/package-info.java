/**
 * One memo type ({@link gcscript.memo.Memo}) for the parts of a disc that are read on first use and then shared by
 * threads (a level's core, its tfrag checks, a global WAD's models): below every format package, so that each of them
 * uses the same tested code instead of its own double-checked field.
 */
package gcscript.memo;
