/**
 * Kaitai Struct descriptions written from the declarations: {@link gcscript.layout.ksy.KsyType} turns a
 * {@link gcscript.layout.Layout} into a Kaitai type (every field by its declared name, type, offset and doc; bit fields as
 * Kaitai bit integers; decoded values as {@code value} instances), {@link gcscript.layout.ksy.KsyFile} holds one .ksy file
 * while a format package composes it (how records are found: positions and counts as expressions over declared fields).
 * Depends only on {@code gcscript.layout}; no Tablesaw.
 */
package gcscript.layout.ksy;
