/**
 * The write side of ISO-9660 (ECMA-119): an image whose files sit at LBAs the caller chooses, as the game's table of
 * contents needs. Written from ECMA-119, not from the reader in {@code gcscript.iso}, so the reader's tests check an
 * independent writer. Used by the synthetic disc generator and by the editor ({@code gcscript.edit}). Depends on the
 * JDK only.
 */
package gcscript.isowrite;
