/**
 * Collision (rac2-formats-phase2 §6): the octree of 4-unit octants with packed vertices, triangle and quad faces,
 * and the hero collision groups. Low layer {@link gcscript.collision.CollisionLayouts}, reader
 * {@link gcscript.collision.CollisionModel} (bounded walks, reader checks), area {@link gcscript.collision.Collision}.
 * Depends on bytes, layout, check, table; never on core or disc.
 */
package gcscript.collision;
