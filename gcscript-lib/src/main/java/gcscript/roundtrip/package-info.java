/**
 * The round trip (docs/writing.md): every buffer a level's coverage pass read is rebuilt into a fresh zeroed array,
 * each record a {@link gcscript.layout.Layout} declares re-encoded from the field values read through that
 * declaration, opaque and unexplained bytes carried verbatim, padding left zero; then compared with the original.
 * What differs names the owner and field at its first differing byte. Stream structures (counts, offsets, packet
 * tables) are re-encoded as the stored values they are, not recomputed from a high-level model. Depends on
 * {@code gcscript.bytes}, {@code gcscript.layout}, {@code gcscript.coverage} and {@code gcscript.table}.
 */
package gcscript.roundtrip;
