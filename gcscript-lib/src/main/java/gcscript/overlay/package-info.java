/**
 * The level overlay (the "Ratchet executable" at data extent +0x00, format reference phase 2 §9.1): a stream of
 * 16-byte section headers {dest_address, copy_size, section_type, entry_point} each followed by its bytes,
 * ending at the first header whose entry_point differs from the first one's, or at the end of the range.
 * {@link gcscript.overlay.Overlay} walks it, maps file offsets to EE addresses, and finds the 256-entry
 * (cos, sin) normal table by content (§9.2). Depends only on gcscript.bytes and gcscript.table.
 */
package gcscript.overlay;
