/**
 * Declarative record descriptions: a {@link gcscript.layout.Layout} lists a record type's
 * {@link gcscript.layout.Field}s once (name, offset, type, unit, doc); readers ({@link gcscript.layout.Rec},
 * {@link gcscript.layout.RecArray}), table columns ({@code gcscript.table.TableBuilder#fields}), error paths and check
 * offsets all come from it. Writing is the inverse of reading through the same declarations:
 * {@link gcscript.layout.Field#encode} writes one value (range-checked, bit fields leaving their word's other bits
 * alone) and {@link gcscript.layout.Layout#write} a whole record from {@link gcscript.layout.Rec#values()}.
 * Depends only on {@code gcscript.bytes}.
 */
package gcscript.layout;
