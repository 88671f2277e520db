package gcscript.overlay;

/**
 * One section header of the overlay and where its bytes are. {@code headerOffset} and {@code dataOffset} are
 * absolute in the level file; {@code overlayOffset} is the header's offset inside the overlay (the convention
 * of the design notes' offsets).
 */
public record OverlaySection(int index, long headerOffset, int overlayOffset, int destAddress, int copySize,
                             int sectionType, int entryPoint) {
    /** ELF sh_type values a level overlay uses (PROGBITS, NOBITS). */
    public static final int PROGBITS = 1, NOBITS = 8;

    /**
     * The section types of a retail level overlay, in order (§9.1: {@code .lit}, {@code .bss}, {@code .data},
     * {@code lvl.vtbl}, {@code lvl.camvtbl}, {@code lvl.sndvtbl}, {@code .text}; Wrench's donor headers, the only
     * layout from which it recovers the level code's ELF section headers).
     */
    public static final java.util.List<Integer> RETAIL_TYPES = java.util.List.of(PROGBITS, NOBITS, PROGBITS, PROGBITS, PROGBITS, PROGBITS, PROGBITS);

    /** dest_address as the unsigned EE address it is. */
    public long dest() { return Integer.toUnsignedLong(destAddress); }

    /** entry_point as the unsigned EE address it is. */
    public long entry() { return Integer.toUnsignedLong(entryPoint); }

    public long dataOffset() { return headerOffset + Overlay.HEADER_SIZE; }

    public long dataEnd() { return dataOffset() + copySize; }

    /** True when the absolute file offset lies in this section's bytes. */
    public boolean contains(long fileOffset) { return fileOffset >= dataOffset() && fileOffset < dataEnd(); }

    /** The EE address the byte at an absolute file offset is copied to (the caller checks {@link #contains}). */
    public long address(long fileOffset) { return dest() + (fileOffset - dataOffset()); }
}
