package gcscript.tfrag;

/**
 * One UNPACK of a patch's lists, classified. {@code list} is 0..4 (lists 1–5 of docs/formats/tfrag.md), {@code command} its index
 * in the walked list, {@code kind} one of {@code vu_header, ad_gifs, positions, vertex_info, strips, indices,
 * parent_indices, unk_indices_2, unclassified}, {@code tier} one of {@code common, lod01, lod0} (positions,
 * vertex info, parent arrays) or the LOD of strips/indices ({@code lod0, lod1, lod2}). {@code expectedAddr} is the
 * VU address the VU header gives for that slot (-1 when unclassified).
 * {@code payload} is block-relative; {@code offset} is the absolute offset of the code word.
 */
public record Unpack(int list, int command, long offset, int payload, String format, boolean usn, int addr,
                     int expectedAddr, int elements, int dataBytes, String kind, String tier) {}
