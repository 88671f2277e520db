/**
 * Shrub classes: small foliage (rac2-formats-phase2 §3). Low layer: {@link gcscript.shrub.ShrubLayouts} (class
 * header 0x40, packet entries, packet header, GIF tags, texture primitives, vertex parts 1 and 2, normals,
 * billboard), each one declarative {@link gcscript.layout.Layout}. High layer: {@link gcscript.shrub.ShrubReader}
 * reads each packet's exact VIF words (three UNPACKs) and walks the GS-packet addresses with the padding stop of
 * §3.3 into a {@link gcscript.shrub.ShrubModel}; {@link gcscript.shrub.ShrubChecks} measures the reader checks;
 * {@link gcscript.shrub.Shrubs} is the table area.
 */
package gcscript.shrub;
