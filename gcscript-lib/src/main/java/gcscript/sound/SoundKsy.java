package gcscript.sound;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.sound.SoundLayout.*;

import gcscript.layout.Field;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_sound_bank.ksy}: a level or chunk sound bank (docs/formats/sound.md) as Kaitai Struct: the file header,
 * the chunk table, the metadata chunk (SBlk header, sounds, grains) and, for every tone grain, its sample's ADPCM
 * frames in the sample data chunk up to the END frame, as {@link SoundBankModel} reads them. Records come from
 * {@link SoundLayout} and {@link AdpcmLayout}.
 */
public final class SoundKsy {
    private SoundKsy() {}

    public static final String ID = "gc_sound_bank";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando sound bank (a level's or chunk's sound bank extent)",
                "A sound bank: a file header, a chunk table (offsets from the bank start), chunk 0 the metadata (SBlk),"
                        + " chunk 1 the ADPCM sample data. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/sound.md.");
        k.seq().add(k.attr("header", FILE));
        k.seq().add(k.attrs("chunks", CHUNK, "header." + id(CHUNK_COUNT)));
        Map<String, Object> in = k.instances();
        Map<String, Object> meta = KsyFile.bytes("chunks[0]." + id(CHUNK_OFFSET), "chunks[0]." + id(CHUNK_SIZE), null, "chunk 0: the metadata");
        meta.put("type", "sound_meta");
        in.put("meta", meta);
        Map<String, Object> data = KsyFile.bytes("chunks[1]." + id(CHUNK_OFFSET), "chunks[1]." + id(CHUNK_SIZE), null, "chunk 1: the sample data");
        data.put("type", "sound_data");
        in.put("data", KsyFile.when(data, "header." + id(CHUNK_COUNT) + " >= 2"));
        String g = "meta.grains[_index].";
        in.put("samples", KsyFile.when(KsyFile.typed("0", "sound_sample(" + g + id(G_TYPE) + ", " + g + id(G_SAMPLE_OFFSET) + ")",
                "meta.sblk." + id(NUM_GRAINS), "each grain's sample (tone grains only; grains may share one)"),
                "header." + id(CHUNK_COUNT) + " >= 2"));
        KsyFile.Composed m = k.type("sound_meta", "The metadata chunk: the SBlk header, the sounds and the grains at its offsets.");
        m.seq().add(k.attr("sblk", SBLK));
        m.instances().put("sounds", k.at("sblk." + id(FIRST_SOUND), SFX, "sblk." + id(NUM_SOUNDS), null));
        m.instances().put("grains", k.at("sblk." + id(FIRST_GRAIN), GRAIN, "sblk." + id(NUM_GRAINS), null));
        k.type("sound_data", "The sample data chunk: ADPCM frames, read by the grains' samples.");
        KsyFile.Composed s = k.type("sound_sample", "A grain's sample: ADPCM frames from sample_offset in the data chunk to the END frame.");
        k.params("sound_sample", KsyFile.param("grain_type", "u4", "the grain's type (1 and 9 are tones)"));
        k.params("sound_sample", KsyFile.param("ofs", "u4", "the grain's sample_offset"));
        Map<String, Object> frames = k.at("ofs", AdpcmLayout.FRAME, null, "up to the first frame with END set");
        frames.put("io", "_parent.data._io");
        frames.put("repeat", "until");
        frames.put("repeat-until", "_." + id(AdpcmLayout.END) + " != 0");
        s.instances().put("frames", KsyFile.when(frames, "grain_type == 1 or grain_type == 9"));
        return k;
    }

}
