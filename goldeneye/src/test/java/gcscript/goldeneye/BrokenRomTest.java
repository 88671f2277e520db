package gcscript.goldeneye;

import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import gcscript.goldeneye.synth.SynthRom;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.Arrays;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/** Synthetic ROMs broken on purpose: every check and table says what is wrong, and where. */
class BrokenRomTest {
    static SynthRom.Rom synth() { return SynthRom.generate(new SynthRom.Options(21, SynthRom.Version.US, 24, 4)); }

    static String check(Table checks, String name) {
        return checks.where(checks.stringColumn("check").isEqualTo(name)).stringColumn("status").get(0);
    }

    @Test
    void aCorruptBlobFailsItsCheckAndItsRow() {
        SynthRom.Rom r = synth();
        Map<String, String> m = r.manifest();
        byte[] z = r.z64().clone();
        int at = Integer.decode(m.get("texture.5.rom_offset"));
        // a non-zlib header with method 12 (the game would hang) or, for zlib, format 3
        if ((z[at] & 0x40) == 0) z[at + 3] = (byte) ((z[at + 3] & 0xF0) | 12);
        else z[at + 1] = 3;
        GeRom rom = Ge.open(z, "corrupt.z64", Problems.Mode.LENIENT);
        Table t = rom.textures();
        String status = t.stringColumn("status").get(5);
        assertNotEquals("ok", status);
        Table checks = rom.checks();
        assertEquals("fails", check(checks, "every blob parses and uses its bytes"));
        assertTrue(checks.stringColumn("actual").get(2).contains("first: 5"), checks.stringColumn("actual").get(2));
        assertFalse(rom.problemRows().isEmpty());
        assertTrue(rom.problemRows().stream().anyMatch(p -> p.file().equals("texture[5]")));
        GeRom strict = Ge.open(z, "corrupt.z64", Problems.Mode.STRICT);
        assertThrows(FormatException.class, () -> strict.texture(5));
    }

    @Test
    void aBrokenModelFileIsReported() {
        SynthRom.Rom r = synth();
        Map<String, String> m = r.manifest();
        byte[] z = r.z64().clone();
        int at = Integer.decode(m.get("file.0.rom"));
        Arrays.fill(z, at + 2, at + 40, (byte) 0xFF);        // deflate garbage after the 11 72 header
        GeRom rom = Ge.open(z, "broken-model.z64", Problems.Mode.LENIENT);
        Table models = rom.models();
        assertTrue(models.stringColumn("status").get(0).startsWith("error:"), models.stringColumn("status").get(0));
        assertEquals("fails", check(rom.checks(), "model files inflate"));
    }

    @Test
    void aTruncatedRomStillOpensButItsChecksFail() {
        SynthRom.Rom r = synth();
        int images = Integer.decode(r.manifest().get("images_rom"));
        byte[] z = Arrays.copyOf(r.z64(), images + 40);
        GeRom rom = Ge.open(z, "truncated.z64", Problems.Mode.LENIENT);
        Table checks = rom.checks();
        assertEquals("fails", check(checks, "g_Textures sentinel found"),
                "the sizes no longer fit, so no run validates: " + rom.notes());
    }

    @Test
    void noDataSegmentIsAFormatError() {
        byte[] z = synth().z64().clone();
        for (int i = 0x40; i + 1 < z.length; i++) if ((z[i] & 0xFF) == 0x11 && (z[i + 1] & 0xFF) == 0x72) z[i] = 0;
        FormatException e = assertThrows(FormatException.class, () -> Ge.open(z, "no-cdata.z64", Problems.Mode.LENIENT));
        assertTrue(e.oneLine().contains("cdata"), e.oneLine());
    }
}
