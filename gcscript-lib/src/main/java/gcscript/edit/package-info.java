/**
 * Edits written back to a new image (docs/writing.md, "Edits"): {@code disc.edit()} gives an {@link gcscript.edit.Editor}
 * whose setter addresses a table cell by the chain the diff names, a key and a column, and writes the value through
 * the column's {@link gcscript.layout.Field} declaration (or the inverse a {@link gcscript.layout.Scaled} declares)
 * into a copy of the buffer that holds it. {@link gcscript.edit.LevelWriter} puts the edited buffers back into a level
 * file (streams re-compressed, extents and ranges moved when a stream grows, their declarations rewritten).
 * Depends on the level, layout, coverage, fielddiff and wad packages; never on {@code gcscript.disc}, which depends on
 * this one ({@code Disc.edit()}) and writes the image.
 */
package gcscript.edit;
