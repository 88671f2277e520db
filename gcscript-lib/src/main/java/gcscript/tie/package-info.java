/**
 * Tie classes: the instanced static scenery (rac2-formats-phase2 §2). Low layer: {@link gcscript.tie.TieLayouts}
 * (class header 0x80, packet header 0x10, packet body head, strips, dinky and fat vertices, AD-GIF blocks), each
 * one declarative {@link gcscript.layout.Layout}. High layer: {@link gcscript.tie.TieReader} reads every class
 * block of a level into a {@link gcscript.tie.TieModel} (columnar vertices and triangles, no object per vertex)
 * by the GS-packet address walk of §2.5; {@link gcscript.tie.TieChecks} measures the reader checks;
 * {@link gcscript.tie.Ties} is the table area. No public writer exists for ties: every fact is [reader]-tagged,
 * and where the two public readers disagree the raw bytes are kept beside the reading applied.
 */
package gcscript.tie;
