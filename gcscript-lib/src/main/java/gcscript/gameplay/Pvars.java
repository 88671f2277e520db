package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the pvar blocks of a gameplay stream (§7.1): the pvar table (0x5c), the pvar data (0x60) and the two fixup
 * lists, moby link fixups (0x58) and relative pvar pointers (0x64). The table's length is not stored: as Wrench reads
 * it, 1 + the largest pvar_index of the moby, camera and sound instances, and the data's length is max(offset + size) of its entries. Each entry's bytes are owned under
 * {@code pvar_data[i]}, so two instances naming one pvar read the same bytes under one owner.
 */
final class Pvars {
    private Pvars() {}

    /** The largest pvar_index of the moby, camera and sound instances (-1 when none names one). */
    static int maxIndex(GameplayModel m) {
        int max = -1;
        for (GameplayModel.PvarUser u : m.pvarUsers()) max = Math.max(max, u.pvarIndex());
        return max;
    }

    static void read(GameplayModel m, String p) {
        ByteReader tb = GameplayReader.block(m, p, PVAR_TABLE);
        if (tb == null) return;
        RecArray table = PVAR_ENTRY.view(tb, 0, 1L + maxIndex(m), p + ".pvar_table");
        long length = 0;
        for (int i = 0; i < table.count(); i++) {
            if (readable(table, i)) length = Math.max(length, (long) table.i(i, PV_OFFSET) + table.i(i, PV_SIZE));
        }
        ByteReader db = GameplayReader.block(m, p, PVAR_DATA);
        if (db == null && length > 0) {
            throw m.stream.error(p + ".pointers.pvar_data", PVAR_DATA, "a pvar data block for " + Hex.of(length) + " bytes of pvars", "pointer 0");
        }
        byte[][] bytes = new byte[table.count()][];
        if (db != null) {
            db.requireRange(p + ".pvar_data", 0, length);
            ByteReader data = db.slice(p + ".pvar_data", 0, length);
            for (int i = 0; i < table.count(); i++) {
                if (readable(table, i)) bytes[i] = PVAR_BYTE.payload(data, table.i(i, PV_OFFSET), table.i(i, PV_SIZE), p + ".pvar_data[" + i + "]");
            }
            m.pvarData = data;
        }
        m.pvarTable = table;
        m.pvarBytes = bytes;
    }

    /** An entry whose bytes can be read: offset and size not negative (check gameplay.pvar_entry_valid). */
    static boolean readable(RecArray table, int i) { return table.i(i, PV_OFFSET) >= 0 && table.i(i, PV_SIZE) >= 0; }

    /**
     * A fixup list: entries up to the first pvar_index < 0, bounded by the block (a list without its end is an error,
     * never a read of the next block), and the word each entry names, read a second time as a pointer word.
     */
    static GameplayModel.Fixups fixups(GameplayModel m, String p, int ptrOff) {
        ByteReader b = GameplayReader.block(m, p, ptrOff);
        if (b == null) return null;
        String name = POINTER_NAMES[ptrOff / 4], q = p + "." + name;
        List<Rec> entries = new ArrayList<>();
        Rec end = null;
        for (long at = 0; end == null; at += FIXUP.size()) {
            if (at + FIXUP.size() > b.length()) {
                throw b.error(q, at, "an entry with pvar_index < 0 ending the list inside the block", entries.size() + " entries and no end");
            }
            Rec e = FIXUP.read(b, at, q + "[" + entries.size() + "]");
            if (e.i(FX_PVAR_INDEX) < 0) end = e;
            else entries.add(e);
        }
        Integer[] values = new Integer[entries.size()];
        Long[] offsets = new Long[entries.size()];
        for (int k = 0; k < entries.size(); k++) {
            Rec e = entries.get(k);
            int idx = e.i(FX_PVAR_INDEX);
            long off = e.u(FX_OFFSET);
            if (idx >= m.pvarCount() || m.pvarBytes[idx] == null || m.pvarData == null || off + 4 > m.pvarTable.i(idx, PV_SIZE)) continue;
            long at = m.pvarTable.i(idx, PV_OFFSET) + off;
            values[k] = PVAR_WORD.shared(m.pvarData, at, 1, q + "[" + k + "].value").i(0, PV_WORD);
            offsets[k] = m.pvarData.absolute(0) + at;
        }
        return new GameplayModel.Fixups(name, List.copyOf(entries), end, Arrays.asList(values), Arrays.asList(offsets));
    }
}
