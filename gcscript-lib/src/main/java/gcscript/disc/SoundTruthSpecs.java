package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import gcscript.level.Level;
import gcscript.sound.SoundBank;
import java.util.List;
import java.util.function.Function;
import tech.tablesaw.api.Table;

/** Per-field truth comparisons of the sound bank tables (see {@link TruthSpec}; run by SoundFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class SoundTruthSpecs {
    private SoundTruthSpecs() {}

    public static List<TruthSpec> specs() {
        return List.of(
            // the SBlk header of the level bank, one row per field; value_hex and value_f32 print the same word
            TruthSpec.of("sound_bank_header", l -> l.soundBank().header(), keyOf("field"),
                    "level", "field", "offset", "type", "value_hex", "value_f32", "doc"),
            // file_type: retail levels always hold 3; chunk_count: 2 by the format (metadata, samples) in every bank
            TruthSpec.of("sound_bank_chunks", banks(SoundBank::fileChunks), keyOf("bank", "record"), "level", "bank", "record", "offset")
                    .exempt("file_type", "chunk_count"),
            TruthSpec.of("sound_bank_sounds", banks(SoundBank::sounds), keyOf("bank", "record"), "level", "bank", "record", "offset"),
            TruthSpec.of("sound_bank_grains", banks(SoundBank::grains), keyOf("bank", "record"), "level", "bank", "record", "offset"),
            // rate: not stored (a bank has no rate; 48 kHz is the SPU2's native pitch); error: empty when the sample reads
            TruthSpec.of("sound_bank_samples", banks(SoundBank::samples), keyOf("bank", "record"),
                    "level", "bank", "record", "offset", "rate", "error"));
    }

    /** One table of every bank of a level: the level's bank (slot 1), then the chunk banks (slots 7-9) it has. */
    static Function<Level, Table> banks(Function<SoundBank, Table> table) {
        return l -> {
            Table t = table.apply(l.soundBank()).copy();
            for (int i = 0; i < 3; i++) t.append(table.apply(l.chunkSoundBank(i)));
            return t;
        };
    }
}
