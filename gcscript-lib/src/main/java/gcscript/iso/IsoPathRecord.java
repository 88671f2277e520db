package gcscript.iso;

/**
 * One record of a path table (ECMA-119 9.4). {@code number} is the 1-based directory number the table assigns,
 * {@code parent} the number of its parent (the root is its own parent), {@code name} the directory identifier
 * ("" for the root), {@code offset} the absolute byte offset of the record.
 */
public record IsoPathRecord(int number, String name, long lba, int parent, long offset) {}
