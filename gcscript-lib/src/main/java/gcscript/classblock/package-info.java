/**
 * Building blocks shared by the class-block formats (moby, tie, shrub; rac2-formats-phase2 §1–§3), each written
 * once: the class-block loop over the class entries ({@link gcscript.classblock.ClassBlocks}), the texture-slot
 * look-up through a class entry ({@link gcscript.classblock.TextureSlots}), the position and texture-coordinate
 * decodes ({@link gcscript.classblock.VertexDecodes}: raw × scale / 1024, s, t / 4096) and the strip winding
 * parity ({@link gcscript.classblock.StripWinding}). AD-GIF qwords are read through {@link gcscript.gs.AdQword}.
 * Depends on bytes, layout, gs and classtable only; never on a format area.
 */
package gcscript.classblock;
