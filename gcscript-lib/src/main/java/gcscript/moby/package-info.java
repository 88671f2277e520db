/**
 * Moby class blocks (rac2-formats-phase2 §1). Low layer: {@link gcscript.moby.MobyLayouts}, one declarative layout per
 * stored record (class header, packet entry, vertex-table header, vertex record, texture primitive, skeleton,
 * common_trans, gif_usage). High layer: {@code MobyReader} (pipelined IDs, skinning state machine, FIFO index walk
 * with secret indices, textures through the class's slots) into columnar {@link gcscript.moby.MobyClass}es of a
 * per-level {@link gcscript.moby.MobyModel}; {@link gcscript.moby.Mobies} is the area (tables per level and for the
 * whole disc), {@link gcscript.moby.MobyMesh} the geometry as plain arrays. Depends on bytes, layout, check, table and
 * vif only: the level core passes the class entries in as {@link gcscript.moby.MobyClassRef}s.
 */
package gcscript.moby;
