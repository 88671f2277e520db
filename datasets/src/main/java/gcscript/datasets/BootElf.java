package gcscript.datasets;

/**
 * The boot file SYSTEM.CNF names ({@code BOOT2 = cdrom0:\SCUS_972.68;1}): a minimal valid ELF without code, so that
 * tools that identify the game and its region by the boot ELF (Wrench, an emulator's game list) find one. Retail's
 * is the game executable (2,618,684 bytes, entry 0x00131ae8, reference §1.1); this one is only its headers:
 *
 * <ul>
 * <li>ELF header (0x34 bytes): magic 7f 45 4c 46, ELFCLASS32, little-endian, version 1, e_type EXEC, e_machine
 *     MIPS (8), e_version 1, e_entry = the segment's address, e_phoff 0x34, no section headers, e_flags 0x20924001
 *     (the EE flags Wrench's ELF writer stores), e_ehsize 0x34, e_phentsize 0x20, e_phnum 1, e_shentsize 0x28;</li>
 * <li>one PT_LOAD program header (0x20 bytes) mapping the file's own 0x54 bytes at {@link #LOAD_ADDRESS}, R only:
 *     a valid, minimal table whose segment holds no code.</li>
 * </ul>
 */
final class BootElf {
    private BootElf() {}

    static final String PATH = "/SCUS_972.68";
    static final int EHSIZE = 0x34, PHENTSIZE = 0x20, SHENTSIZE = 0x28;
    static final int SIZE = EHSIZE + PHENTSIZE;
    /** Where the PS2 EE loads an executable's first segment (the start of user memory). */
    static final int LOAD_ADDRESS = 0x00100000;
    static final int ET_EXEC = 2, EM_MIPS = 8, PT_LOAD = 1, PF_R = 4;
    static final int EE_FLAGS = 0x20924001;

    static byte[] bytes() {
        LeBuffer b = new LeBuffer(SIZE);
        b.u8(0x7f).u8('E').u8('L').u8('F');
        b.u8(1).u8(1).u8(1).u8(0);      // ELFCLASS32, ELFDATA2LSB, EV_CURRENT, System V ABI
        b.zeros(8);                     // abi version and padding
        b.s16(ET_EXEC).s16(EM_MIPS).s32(1);
        b.s32(LOAD_ADDRESS).s32(EHSIZE).s32(0).s32(EE_FLAGS);
        b.s16(EHSIZE).s16(PHENTSIZE).s16(1).s16(SHENTSIZE).s16(0).s16(0);
        // PT_LOAD: p_offset 0, p_vaddr = p_paddr, p_filesz = p_memsz = the headers, p_flags R, p_align 0x10
        b.s32(PT_LOAD).s32(0).s32(LOAD_ADDRESS).s32(LOAD_ADDRESS).s32(SIZE).s32(SIZE).s32(PF_R).s32(0x10);
        return b.toArray();
    }
}
