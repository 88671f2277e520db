/**
 * The global WADs of the disc (rac2-global-wads; docs/formats/globalwad.md): MPEG, MISC, HUD, BONUS, AUDIO, SPACE,
 * SCENE, GADGET, ARMOR, whose headers open RC2.HDR, and the per-level AUDIOn.WAD. Low layer: {@link RangeLayouts}
 * (the range records every header is made of) and {@link HeaderFields} (each WAD's header as groups of them),
 * {@link MpegLayouts} (the GC subtitle record); high layer: {@link GlobalWads} (the set, one row per WAD, the header
 * slots of all of them, the reader checks), {@link WadFile} (one WAD's header and blocks) and {@link Mpeg} (the FMV
 * table and its subtitles).
 */
package gcscript.globalwad;
