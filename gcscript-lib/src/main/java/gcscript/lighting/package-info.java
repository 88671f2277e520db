/**
 * The tfrag directional lighting pass of the design notes ("The lighting pass itself"), computed twice: in the
 * PS2 float model ({@link gcscript.ps2}) on int words, and in Java float. {@link gcscript.lighting.DirectionalLighting}
 * holds the pure functions on plain arrays; {@link gcscript.lighting.LitLevel} gathers one level's inputs (tfrag
 * light records, the overlay's normal table, the gameplay light bank at pointer 0x04) and runs the pass under a
 * {@link gcscript.lighting.LightSelection} (the two readings of the record's select word);
 * {@link gcscript.lighting.Lighting} is its table area ({@code level(n).lighting()}, {@code levels().lighting()}).
 * Depends on gcscript.ps2, overlay, gameplay (its layout), tfrag, layout and table; nothing below depends on it.
 */
package gcscript.lighting;
