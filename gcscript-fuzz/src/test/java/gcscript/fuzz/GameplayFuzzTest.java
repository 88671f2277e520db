package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.gameplay.Gameplay;
import gcscript.gameplay.GameplayContext;
import gcscript.gameplay.GameplayModel;
import gcscript.gameplay.GameplayReader;
import gcscript.occlmap.OcclusionMappingModel;
import gcscript.occlmap.OcclusionMappings;
import gcscript.sound.SoundBank;
import gcscript.sound.SoundBankModel;
import gcscript.table.Scope;

/**
 * The decompressed gameplay stream (pointers, settings, lights, instances, class lists, groups, the occlusion
 * block read as slot-3 mappings) and the 989snd sound bank (SBlk, SFX, grains, every sample decoded to PCM).
 * Seeds: the sample disc's level 0 gameplay stream and sound bank (synthetic, from the generator).
 */
class GameplayFuzzTest {
    /** How many tables each pass builds (reflection only: nothing is parsed). */
    private static final int GAMEPLAY_TABLES = new Gameplay(Scope.of(() -> null)).tableNames().size();
    private static final int OCCLUSION_TABLES = new OcclusionMappings(Scope.of(() -> null)).tableNames().size();

    @FuzzTest
    void stream(byte[] data) {
        // one table row (a few hundred bytes) per 0x60..0x88-byte instance record and per pointer
        Guard.checkTables("gameplay.stream", data, data.length, 64, 2 * (GAMEPLAY_TABLES + OCCLUSION_TABLES), () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                GameplayModel m = GameplayReader.read(0, ByteReader.of(data, "gameplay"), GameplayContext.none(), p);
                Gameplay g = new Gameplay(Scope.of(() -> m));
                g.tables();
                if (m.occlusionBlock() != null) {
                    OcclusionMappingModel o = OcclusionMappingModel.read(0, m.occlusionBlock(),
                            new OcclusionMappingModel.Targets(() -> null, () -> new int[0], () -> new int[0]));
                    new OcclusionMappings(Scope.of(() -> o)).tables();
                }
            }
        });
    }

    @FuzzTest
    void soundBank(byte[] data) {
        // PCM is 3.5 bytes per ADPCM byte; tables a row per 12-byte SFX and 40-byte grain
        Guard.check("sound.bank", data, data.length, 64, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) {
                SoundBankModel m = SoundBankModel.read(0, "sound_bank", ByteReader.of(data, "bank"), 1, p);
                SoundBank b = new SoundBank(Scope.of(() -> m));
                b.tables();
                for (SoundBankModel.Sample s : m.sampleList()) {
                    if (s.error() == null) b.wav(s.index());
                }
            }
        });
    }
}
