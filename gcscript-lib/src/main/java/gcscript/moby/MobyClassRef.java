package gcscript.moby;

/**
 * What the level core knows about one moby class before its block is read (plain values, so this package does
 * not depend on gcscript.core): the class table index, o_class, the block's core_data offset and end (the next
 * section boundary), and the class entry's texture slots up to the first 0xFF (indices into the moby texture table).
 */
public record MobyClassRef(int index, int oClass, int offset, int end, int[] textures) {}
