package gcscript.sound;

import static gcscript.sound.SoundLayout.*;

import gcscript.bytes.Hex;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import java.util.HashSet;
import java.util.Set;

/** The reader checks of §10, one row per check and subject. */
final class SoundChecks {
    private SoundChecks() {}

    static final long SBLK = 0x6b6c4253L;   // "SBlk" little-endian

    static Checks run(SoundBankModel m) {
        Checks c = new Checks();
        c.declare("sound.slot_at_sector_1", "the level bank (slot 1) starts at sector 1");
        c.declare("sound.file_type", "989snd file type 1 or 3");
        c.declare("sound.chunk_count", "2 chunks: metadata and sample data");
        c.declare("sound.metadata_at_0x18", "chunk 0 starts at 0x18");
        c.declare("sound.slot_padding", "the slot is less than a sector longer than the last chunk's end");
        c.declare("sound.sblk_magic", "\"SBlk\" version 1");
        c.declare("sound.first_sound", "first_sound == 0x3c");
        c.declare("sound.first_grain", "first_grain == first_sound + 12 x num_sounds");
        c.declare("sound.metadata_size", "chunk 0 size == first_grain + 0x28 x num_grains");
        c.declare("sound.vag_data_size", "vag_data_size == chunk 1 size");
        c.declare("sound.sfx_grains_inside", "each SFX's grains lie inside the grain array");
        c.declare("sound.tone_offset", "a tone's sample_offset is 16-aligned and below vag_data_size");
        c.declare("sound.sample_end_frame", "each sample reaches an END frame before the end of the sample data");
        c.declare("sound.num_vags", "distinct tone offsets == num_vags");
        if (!m.present()) return c;
        String p = m.path;
        if (m.bank.equals("sound_bank") && m.sectorOffset >= 0) {
            c.equal("sound.slot_at_sector_1", p, m.slot.absolute(0), 1, m.sectorOffset);
        }
        long type = m.file.u(FILE_TYPE);
        c.expect("sound.file_type", m.file.pathOf(FILE_TYPE), m.file.offsetOf(FILE_TYPE), type == 1 || type == 3, "1 or 3", type);
        c.equal("sound.chunk_count", m.file.pathOf(CHUNK_COUNT), m.file.offsetOf(CHUNK_COUNT), 2, m.file.u(CHUNK_COUNT));
        Rec c0 = m.chunks.get(0);
        c.equal("sound.metadata_at_0x18", c0.pathOf(CHUNK_OFFSET), c0.offsetOf(CHUNK_OFFSET), 0x18, c0.u(CHUNK_OFFSET));
        long end = 0;
        for (Rec ch : m.chunks) end = Math.max(end, ch.u(CHUNK_OFFSET) + ch.u(CHUNK_SIZE));
        long slack = m.slot.length() - end;
        c.expect("sound.slot_padding", p, m.slot.absolute(0), slack >= 0 && slack < 2048, "[0, 2048) bytes past the last chunk", slack);

        Rec h = m.sblk;
        c.expect("sound.sblk_magic", h.pathOf(DATA_ID), h.offsetOf(DATA_ID), h.u(DATA_ID) == SBLK && h.u(VERSION) == 1,
                "SBlk, version 1", Hex.of(h.u(DATA_ID)) + ", version " + h.u(VERSION));
        c.equal("sound.first_sound", h.pathOf(FIRST_SOUND), h.offsetOf(FIRST_SOUND), 0x3c, h.u(FIRST_SOUND));
        c.equal("sound.first_grain", h.pathOf(FIRST_GRAIN), h.offsetOf(FIRST_GRAIN), h.u(FIRST_SOUND) + (long) SFX.size() * h.i(NUM_SOUNDS), h.u(FIRST_GRAIN));
        c.equal("sound.metadata_size", c0.pathOf(CHUNK_SIZE), c0.offsetOf(CHUNK_SIZE), h.u(FIRST_GRAIN) + (long) GRAIN.size() * h.i(NUM_GRAINS), c0.u(CHUNK_SIZE));
        if (m.chunks.size() >= 2) {
            c.equal("sound.vag_data_size", h.pathOf(VAG_DATA_SIZE), h.offsetOf(VAG_DATA_SIZE), m.chunks.get(1).u(CHUNK_SIZE), h.u(VAG_DATA_SIZE));
        }
        long grainBytes = (long) GRAIN.size() * m.grainCount();
        for (int i = 0; i < m.soundCount(); i++) {
            long first = m.sounds.get(i, SFX_FIRST_GRAIN), n = m.sounds.get(i, SFX_NUM_GRAINS);
            c.expect("sound.sfx_grains_inside", m.sounds.path(i) + ".first_grain", m.sounds.offset(i) + SFX_FIRST_GRAIN.offset(),
                    n >= 0 && first % GRAIN.size() == 0 && first + GRAIN.size() * n <= grainBytes, "0x28-aligned, grains within " + grainBytes + " bytes",
                    first + " + 0x28 x " + n);
        }
        long vagSize = h.u(VAG_DATA_SIZE);
        Set<Long> offsets = new HashSet<>();
        for (int g = 0; g < m.grainCount(); g++) {
            if (!isTone(m.grains.get(g, G_TYPE))) continue;
            long off = m.grains.get(g, G_SAMPLE_OFFSET);
            offsets.add(off);
            c.expect("sound.tone_offset", m.grains.path(g) + ".sample_offset", m.grains.offset(g) + G_SAMPLE_OFFSET.offset(),
                    off % 16 == 0 && off < vagSize, "16-aligned, < " + vagSize, off);
        }
        for (SoundBankModel.Sample s : m.samples) {
            c.expect("sound.sample_end_frame", p + ".sample[" + s.index() + "]", m.data == null ? -1 : m.data.absolute(0) + s.sampleOffset(),
                    s.error() == null, "an END frame", s.error() == null ? s.span().frames() + " frames" : s.error().actual());
        }
        c.equal("sound.num_vags", h.pathOf(NUM_VAGS), h.offsetOf(NUM_VAGS), h.i(NUM_VAGS), offsets.size());
        return c;
    }
}
