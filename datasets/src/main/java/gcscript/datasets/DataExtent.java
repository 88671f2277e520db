package gcscript.datasets;

import java.util.Map;

/** A written data extent (§2): its bytes, the header's ByteRanges by item name, and ground truth. */
record DataExtent(byte[] bytes, Map<String, ByteRange> items, CoreParts core, Map<String, String> truth) {}
