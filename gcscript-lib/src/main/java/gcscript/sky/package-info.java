/**
 * The sky (rac2-formats-phase2 §4): header, shells, clusters, vertices, ST, faces and the sky's own textures.
 * Depends on bytes, layout, check, table and texture (CLUT decoding); never on core or disc.
 */
package gcscript.sky;
