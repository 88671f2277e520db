package gcscript.ksy;

import java.util.Map;

/**
 * One record as a side read it: the buffer (the file, or {@code FILE:stream} for a decompressed one), its absolute
 * offset there, its record type's Kaitai id and its values by Kaitai attribute id, as decimal text (an f4 as
 * {@code f:} and its raw bits in hex when the parser's value is not integral).
 */
record KsyRecord(String buffer, long offset, String type, Map<String, String> values) {
    /** The key both sides are matched by. */
    String key() { return buffer + "@" + offset + ":" + type; }
}
