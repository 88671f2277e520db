/**
 * Declarative record descriptions: a {@link gcscript.layout.Layout} lists a record type's
 * {@link gcscript.layout.Field}s once (name, offset, type, unit, doc); readers ({@link gcscript.layout.Rec},
 * {@link gcscript.layout.RecArray}), table columns ({@code gcscript.table.TableBuilder#fields}), error paths and check
 * offsets all come from it. Depends only on {@code gcscript.bytes}.
 */
package gcscript.layout;
