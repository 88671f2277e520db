package gcscript.gameplay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.level.Level;
import gcscript.level.LevelParts;
import gcscript.level.Slot;
import gcscript.wad.WadLz;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Each gameplay check fails, naming its subject, on a broken stream built from the sample's level 1. */
class GameplayChecksTest {
    static final Level L = Gc.sample().level(1);
    static final byte[] STREAM = WadLz.decompressCapped(L.extentBytes(Slot.GAMEPLAY).orElseThrow(), LevelParts.GAMEPLAY_CAP);
    static final byte[] SLOT3 = L.extentBytes(Slot.OCCLUSION).orElseThrow().toArray();

    static int[] classes(ClassKind k) { return L.core().classEntries(k).stream().mapToInt(ClassEntry::oClass).toArray(); }

    static GameplayContext context(int chunks, byte[] slot3) {
        return new GameplayContext(chunks, () -> classes(ClassKind.MOBY), () -> classes(ClassKind.TIE), () -> classes(ClassKind.SHRUB),
                () -> Optional.of(ByteReader.of(slot3, "slot3")), () -> null);
    }

    static int ptr(int pointerOffset) { return ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN).getInt(pointerOffset); }

    /** The checks of the sample stream after {@code edit}; lenient, so every failure is a row. */
    static Checks broken(Consumer<ByteBuffer> edit, int chunks, byte[] slot3) {
        byte[] b = STREAM.clone();
        edit.accept(ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN));
        GameplayModel m = GameplayReader.read(1, ByteReader.of(b, "LEVEL1.WAD:gameplay"), context(chunks, slot3), Problems.lenient());
        return GameplayChecks.run(m);
    }

    static Checks broken(Consumer<ByteBuffer> edit) { return broken(edit, L.headerRecord().chunkCount(), SLOT3); }

    static void fails(Checks c, String check, String subjectPart) {
        var bad = c.failures().stream().filter(f -> f.check().equals(check)).toList();
        assertFalse(bad.isEmpty(), check + " should fail; failures: " + c.failures());
        assertTrue(bad.stream().anyMatch(f -> f.subject().contains(subjectPart)), check + " subjects " + bad);
    }

    static final int MOBY0 = ptr(0x4c) + 0x10, TIE0 = ptr(0x34) + 0x10, SHRUB0 = ptr(0x40) + 0x10, LIGHT0 = ptr(0x04) + 0x10;

    @Test void theSampleStreamHoldsEveryCheck() {
        Checks c = broken(b -> {});
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void mobySizeClassAndLight() {
        fails(broken(b -> b.putInt(MOBY0, 0x80)), "gameplay.moby_size", "moby_instances[0].size");
        Checks c = broken(b -> b.putInt(MOBY0 + 0x88 + 0x28, 99999));
        fails(c, "gameplay.moby_class_in_core", "moby_instances[1].o_class");
        fails(c, "gameplay.moby_class_listed", "moby_instances[1].o_class");
        fails(broken(b -> b.putInt(MOBY0 + 0x80, 7)), "gameplay.moby_light_exists", "moby_instances[0].light");
    }

    @Test void tieAndShrubClassesAndLights() {
        fails(broken(b -> b.putInt(TIE0, 99999)), "gameplay.tie_class_in_core", "tie_instances[0].o_class");
        fails(broken(b -> b.putInt(SHRUB0 + 0x70, 99999)), "gameplay.shrub_class_in_core", "shrub_instances[1].o_class");
        fails(broken(b -> b.putInt(TIE0, 99999)), "gameplay.tie_class_listed", "tie_instances[0]");
        fails(broken(b -> b.putInt(TIE0 + 0x50, 0xfff7)), "gameplay.tie_light_exists", "tie_instances[0].directional_lights");
        fails(broken(b -> b.putInt(SHRUB0 + 0x60, 0x1ffff)), "gameplay.shrub_light_exists", "shrub_instances[0].dir_lights");
    }

    @Test void lightDirectionAndColour() {
        fails(broken(b -> b.putFloat(LIGHT0 + 0x10, 3f)), "gameplay.light_direction_unit", "directional_lights[0].direction_a");
        fails(broken(b -> b.putFloat(LIGHT0 + 0x24, 5f)), "gameplay.light_colour_range", "directional_lights[0].colour_b_g");
    }

    @Test void planesAndOcclusionAndPads() {
        fails(broken(b -> {}, 0, SLOT3), "gameplay.planes_match_chunks", "level_settings.chunk_planes");
        fails(broken(b -> b.putInt(ptr(0) + 0x5c + 0x20 + 0x0c, 5)), "gameplay.plane_count_same", "chunk_planes[1].plane_count");
        byte[] other = SLOT3.clone();
        other[0x14] ^= 1;
        fails(broken(b -> {}, L.headerRecord().chunkCount(), other), "gameplay.occlusion_equals_slot3", "occlusion_mappings");
        fails(broken(b -> b.putInt(ptr(0x34) + 4, 3)), "gameplay.table_pad_zero", "tie_instances.header.pad_0");
        fails(broken(b -> b.putInt(0x34, ptr(0x34) + 4)), "gameplay.pointer_aligned", "pointers.tie_instances");
    }

    @Test void countsPointersAndGroupsThatOverrunAreReadFailures() {
        fails(broken(b -> b.putInt(ptr(0x34), 100000)), "gameplay.block_readable", "tie_instances");
        fails(broken(b -> b.putInt(0x4c, STREAM.length + 16)), "gameplay.pointer_in_stream", "pointers.moby_instances");
        fails(broken(b -> b.putInt(0x4c, STREAM.length + 16)), "gameplay.block_readable", "moby_instances");
        // a group member past the instances, and a group whose last member lost its end bit
        int g = ptr(0x50);
        int n = ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN).getInt(g);
        int data = (0x10 + 4 * n + 0xf) & ~0xf;
        fails(broken(b -> b.putShort(g + data, (short) (b.getShort(g + data) & 0x8000 | 0x7000))), "gameplay.group_member_exists", "moby_groups");
        int size = ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN).getInt(g + 4);
        fails(broken(b -> b.putShort(g + data + size - 2, (short) (b.getShort(g + data + size - 2) & 0x7fff))), "gameplay.block_readable", "moby_groups");
    }

    static int i32(int at) { return ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN).getInt(at); }

    /** The offset of the ending entry of the fixup list at pointer {@code ptrOff}. */
    static int fixupEnd(int ptrOff) {
        int at = ptr(ptrOff);
        while (i32(at) >= 0) at += 8;
        return at;
    }

    @Test void pvarTableAndDataInvariants() {
        assertTrue(ptr(0x5c) != 0 && ptr(0x60) != 0 && ptr(0x58) != 0 && ptr(0x64) != 0, "the sample's level 1 has pvar blocks");
        assertEquals(0, i32(MOBY0 + 0x68), "moby 0 owns pvar 0");
        fails(broken(b -> b.putInt(MOBY0 + 0x68, -2)), "gameplay.pvar_index_in_table", "moby_instances[0].pvar_index");
        fails(broken(b -> b.putInt(ptr(0x08) + 0x10 + 0x1c, -3)), "gameplay.pvar_index_in_table", "cameras[0].pvar_index");
        fails(broken(b -> b.putInt(ptr(0x0c) + 0x10 + 0x08, -7)), "gameplay.pvar_index_in_table", "sound_instances[0].pvar_index");
        fails(broken(b -> b.putInt(ptr(0x08) + 4, 1)), "gameplay.table_pad_zero", "cameras.header.pad_0");
        fails(broken(b -> b.putInt(ptr(0x0c) + 4, 1)), "gameplay.table_pad_zero", "sound_instances.header.pad_0");
        fails(broken(b -> b.putInt(ptr(0x0c), 100000)), "gameplay.block_readable", "sound_instances");
        for (int shape : new int[] {0x68, 0x6c, 0x70, 0x74}) {
            String name = GameplayLayout.POINTER_NAMES[shape / 4];
            fails(broken(b -> b.putInt(ptr(shape) + 4, 2)), "gameplay.table_pad_zero", name + ".header.pad_0");
            fails(broken(b -> b.putInt(ptr(shape), 100000)), "gameplay.block_readable", name);
        }
        // a pvar_index far past the table makes the table (1 + the largest index) overrun its block
        fails(broken(b -> b.putInt(MOBY0 + 0x68, 100000)), "gameplay.block_readable", "pvar_table");
        fails(broken(b -> b.putInt(ptr(0x5c) + 4, -4)), "gameplay.pvar_entry_valid", "pvar_table[0]");
        fails(broken(b -> b.putInt(ptr(0x5c), -16)), "gameplay.pvar_entry_valid", "pvar_table[0]");
        // an entry whose bytes run past the data block (to the next pointer), and a table without its data block: the
        // pvar blocks are read together (subject pvar_table), the error names the data
        for (Consumer<ByteBuffer> edit : List.<Consumer<ByteBuffer>>of(b -> b.putInt(ptr(0x5c) + 4, 0x100000), b -> b.putInt(0x60, 0))) {
            var bad = broken(edit).failures().stream().filter(f -> f.check().equals("gameplay.block_readable")).toList();
            assertEquals(1, bad.size(), bad.toString());
            assertTrue(bad.get(0).subject().endsWith(".pvar_table") && bad.get(0).found().toString().contains("pvar_data"), bad.toString());
        }
    }

    @Test void fixupListInvariants() {
        for (int list : new int[] {0x58, 0x64}) {
            String name = list == 0x58 ? "moby_link_fixups" : "relative_pvar_pointers";
            int first = ptr(list), end = fixupEnd(list);
            assertTrue(end > first, name + " has entries");
            fails(broken(b -> b.putInt(end + 4, 0)), "gameplay.fixup_end", name + "[");
            fails(broken(b -> b.putInt(first, 100000)), "gameplay.fixup_pvar_in_table", name + "[0].pvar_index");
            int size = i32(ptr(0x5c) + 8 * i32(first) + 4);
            fails(broken(b -> b.putInt(first + 4, size - 3)), "gameplay.fixup_inside_pvar", name + "[0].pointer_offset");
            // no ending entry: the list would run into the next block
            Checks c = broken(b -> {
                for (int at = end; at < ptr(list) + 0x400 && at + 8 <= STREAM.length; at += 8) b.putInt(at, 0).putInt(at + 4, 0);
            });
            fails(c, "gameplay.block_readable", name);
        }
        byte[] b = STREAM.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(fixupEnd(0x58), 0);
        FormatException e = assertThrows(FormatException.class, () -> GameplayReader.read(1, ByteReader.of(b, "LEVEL1.WAD:gameplay"),
                context(3, SLOT3), Problems.strict()));
        assertTrue(e.path().startsWith("level[1].gameplay.moby_link_fixups"), e.path());
    }

    @Test void tieAmbientRgbas() {
        int at = ptr(0x94);
        assertTrue(at != 0, "the sample's level 1 has tie ambient RGBAs");
        fails(broken(b -> b.putShort(at, (short) 9999)), "gameplay.tie_ambient_tie_exists", "tie_ambient_rgbas[0].tie_index");
        fails(broken(b -> b.putShort(at + 2, (short) -2)), "gameplay.block_readable", "tie_ambient_rgbas");
        // no -1 inside the block: every entry index turned into a tie and sizes into 0 runs to the block end
        fails(broken(b -> {
            for (int k = at; k < ptr(0x38); k += 4) b.putShort(k, (short) 0).putShort(k + 2, (short) 0);
        }), "gameplay.block_readable", "tie_ambient_rgbas");
    }

    @Test void sharedData() {
        int h = ptr(0x54), size = i32(h), count = i32(h + 4), entries = (0x10 + size + 15) / 16 * 16 + h;
        assertTrue(size > 0 && count > 0, "the sample's level 1 has shared data and pointers");
        fails(broken(b -> b.putShort(entries, (short) 9999)), "gameplay.shared_pvar_in_table", "shared_data.pointers[0].pvar_index");
        fails(broken(b -> b.putShort(entries + 2, (short) 0x7ffc)), "gameplay.shared_word_inside_pvar", "shared_data.pointers[0].pointer_offset");
        fails(broken(b -> b.putInt(entries + 4, size)), "gameplay.shared_offset_inside_data", "shared_data.pointers[0].shared_data_offset");
        fails(broken(b -> b.putInt(entries + 4, -4)), "gameplay.shared_offset_inside_data", "shared_data.pointers[0].shared_data_offset");
        fails(broken(b -> b.putInt(h, -16)), "gameplay.block_readable", "shared_data");
        fails(broken(b -> b.putInt(h + 4, 100000)), "gameplay.block_readable", "shared_data");
    }

    @Test void strictModeThrowsAPathNamingError() {
        byte[] b = STREAM.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(ptr(0x34), 100000);
        FormatException e = assertThrows(FormatException.class, () -> GameplayReader.read(1, ByteReader.of(b, "LEVEL1.WAD:gameplay"),
                context(3, SLOT3), Problems.strict()));
        assertTrue(e.path().startsWith("level[1].gameplay.tie_instances"), e.path());
        assertEquals(ptr(0x34) + 0x10, e.offset());
        byte[] tiny = new byte[0x9c];
        assertThrows(FormatException.class, () -> GameplayReader.read(1, ByteReader.of(tiny, "x"), GameplayContext.none(), Problems.strict()));
    }
}
