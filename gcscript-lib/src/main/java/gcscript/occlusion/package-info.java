/**
 * The occlusion grid of core_data (rac2-formats-phase2 §5.1): root, z nodes, y nodes and 128-byte visibility
 * masks. The mappings extent (§5.2) is a different structure. Depends on bytes, layout, check, table only.
 */
package gcscript.occlusion;
