package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.globalwad.GlobalWad;
import gcscript.globalwad.GlobalWads;
import java.util.Arrays;
import java.util.List;

/**
 * One global WAD file (rac2-global-wads: the header's ranges and slots, then what each family decodes: MPEG's video
 * and subtitle tables, AUDIO's VAG headers and their ADPCM, the PIF textures of MISC/BONUS/ARMOR, IRX modules, RGBA
 * images, credits text) with every table and check built, lenient and strict. Input: one byte naming the WAD
 * (its index in {@link GlobalWad}, modulo their count), then the file's bytes. Seeds: the sample's global WADs
 * (synthetic, from the generator).
 */
class GlobalWadFuzzTest {
    /**
     * Tables each pass builds: the disc table, ranges, starts, videos, subtitles, voice lines, textures, IRX modules,
     * RGBA images, credits text, ARMOR's seven tables, and checks(), which joins one checks table per part (header
     * ranges, slots, MPEG, VAGs, PIFs, extras, ARMOR). Measured uninstrumented (ThreadMXBean, both passes): 1.5-2.0 MB per seed, tables
     * included; Jazzer's instrumentation multiplies that by about 5, hence the per-table allowance.
     */
    static final int TABLES = 24;

    /**
     * Per input byte: the level decoders' bound (a WAD-LZ block's output, each texel an ARGB int and a hash input)
     * times 4. Measured on the MPEG seed (29 KB, 50 header entries, 36 subtitle records with five strings each, every
     * check a row): 136 bytes per input byte uninstrumented for both passes, 866 under Jazzer's instrumentation, just
     * over the level bound; a header size read as a count (the amplification this guards against) asks for megabytes
     * per byte.
     */
    static final long BYTES_PER_BYTE = 4 * LevelFuzzTest.DECODING_BYTES_PER_BYTE;

    @FuzzTest
    void wad(byte[] data) {
        if (data.length < 1) return;
        GlobalWad kind = GlobalWad.values()[(data[0] & 0xff) % GlobalWad.values().length];
        byte[] file = Arrays.copyOfRange(data, 1, data.length);
        // a compressed block (BONUS's PIF8 images, MISC's IRX container) decodes to at most the WAD-LZ bound per
        // input byte, and each texel becomes an ARGB int and a row of a hash input
        Guard.checkTables("globalwad.wad", data, file.length, BYTES_PER_BYTE, 2 * TABLES, () -> {
            for (Problems p : new Problems[] {Problems.lenient(), Problems.strict()}) touch(open(kind, file, p));
        });
    }

    static GlobalWads open(GlobalWad kind, byte[] file, Problems p) {
        String name = kind.name() + ".WAD";
        GlobalWads.FileRef ref = new GlobalWads.FileRef(name, -1, file.length, () -> ByteReader.of(file, name));
        return GlobalWads.open("fuzz.iso", List.of(GlobalWads.Source.global(kind, List.of(ref), null, 0)), p);
    }

    static void touch(GlobalWads g) {
        g.table();
        g.ranges();
        g.starts();
        g.checks();
        if (g.wad("MPEG").isPresent()) {
            g.mpeg().videos();
            g.mpeg().subtitles();
        }
        g.voiceLines();
        for (int i = 0; i < Math.min(4, g.vags().list().size()); i++) g.vags().wav(i);
        g.textures();
        for (var e : g.pifs().list()) e.pif().rgbaSha256();
        g.irxModules();
        g.rgbaImages();
        g.creditsText();
        g.frontbinSections();
        g.slotCandidates();
        // ARMOR's mesh-only blocks through the moby packet reader, and their material lists
        var armor = g.armor();
        armor.armours();
        armor.packets();
        armor.vertices();
        armor.triangles();
        armor.primitives();
        armor.gifUsage();
        armor.textures();
    }
}
