package gcscript.globalwad;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.sound.Adpcm;
import gcscript.table.TableBuilder;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import tech.tablesaw.api.Table;

/**
 * The voice lines of AUDIO.WAD (vendor and help tables, Sector32 starts, §7) and the streams of every AUDIOn.WAD
 * (music bins and specials, exact SectorByteRanges, §12.1): each a VAGp header and SPU-ADPCM frames.
 */
public final class Vags {
    /** One stream: the WAD, its slot and header. */
    public record Vag(WadFile wad, Slot slot, Rec header, String name) {
        public int frames() { return (int) (header.u(VagLayouts.DATA_SIZE) / Adpcm.FRAME); }
    }

    private final List<Vag> vags = new ArrayList<>();
    private final Checks checks = new Checks();

    /** A stream outside its WAD's file is a problem (lenient: left out). */
    Vags(List<WadFile> wads, gcscript.bytes.Problems problems) {
        checks.declare("vag_magic", "a voice line or music slot points at \"VAGp\" (§7.3 check 1, §12.1)");
        checks.declare("vag_fits", "0x30 + data_size fits the slot's extent (§7.3 check 2); exact in AUDIOn (§12.1)");
        for (WadFile w : wads) {
            if (!w.name().equals("AUDIO") && w.level() < 0) continue;
            for (Slot s : w.blocks()) {
                try {
                    read(w, s);
                } catch (gcscript.bytes.FormatException e) {
                    problems.caught(e, w.level());
                }
            }
        }
    }

    private void read(WadFile w, Slot s) {
        String path = w.name().toLowerCase() + "." + s.name();
        ByteReader b = w.block(s);
        if (b.length() < VagLayouts.HEADER.size()) {
            checks.expect("vag_magic", path, s.headerOffset(), false, "a 0x30-byte VAGp header", b.length() + " bytes");
            return;
        }
        Rec h = VagLayouts.HEADER.read(b, 0, path + ".vag");
        if (!checks.expect("vag_magic", path, s.headerOffset(), h.u(VagLayouts.MAGIC) == VagLayouts.VAGP, "VAGp", gcscript.bytes.Hex.of(h.u(VagLayouts.MAGIC)))) return;
        long total = VagLayouts.HEADER.size() + h.u(VagLayouts.DATA_SIZE);
        boolean exact = s.kind() == RangeLayouts.Kind.SECTOR_BYTE_RANGE;
        checks.expect("vag_fits", path, s.headerOffset(), exact ? total == b.length() : total <= b.length(),
                (exact ? "== " : "<= ") + b.length(), total);
        byte[] n = b.slice(path + ".vag.name", 0x20, 16).toArray();
        int end = 0;
        while (end < n.length && n[end] != 0) end++;
        vags.add(new Vag(w, s, h, new String(n, 0, end, StandardCharsets.ISO_8859_1)));
    }

    public List<Vag> list() { return vags; }

    /** Stream {@code i} of {@link #list()} decoded to 16-bit PCM (every frame data_size declares, §2.6.4). */
    public short[] pcm(int i) {
        Vag v = vags.get(i);
        return Adpcm.decode(v.wad().block(v.slot()), VagLayouts.HEADER.size(), v.frames(), v.wad().name().toLowerCase() + "." + v.slot().name() + ".adpcm");
    }

    /** Stream {@code i} as a mono 16-bit WAV at its sample rate. */
    public byte[] wav(int i) { return Adpcm.wav(pcm(i), (int) vags.get(i).header().u(VagLayouts.SAMPLE_RATE)); }

    /**
     * {@code wad, file, record, offset, field, index, version, data_size, sample_rate, channels, name, frames, pcm_sha256}:
     * one row per stream (record and offset: its header slot; pcm_sha256: the decoded PCM, 16-bit little-endian).
     */
    public Table table() {
        TableBuilder t = new TableBuilder("global vags").strings("wad", "file").ints("record").longs("offset").strings("field").ints("index")
                .longs("version", "data_size", "sample_rate").ints("channels").strings("name").ints("frames").strings("pcm_sha256");
        for (int i = 0; i < vags.size(); i++) {
            Vag v = vags.get(i);
            t.row(v.wad().name(), v.wad().fileName(), v.slot().record(), v.slot().headerOffset(), v.slot().field(), v.slot().index(),
                    v.header().u(VagLayouts.VERSION), v.header().u(VagLayouts.DATA_SIZE), v.header().u(VagLayouts.SAMPLE_RATE),
                    v.header().i(VagLayouts.CHANNELS), v.name(), v.frames(), sha256(pcm(i)));
        }
        return t.build();
    }

    Checks checkList() { return checks; }

    static String sha256(short[] pcm) {
        ByteBuffer le = ByteBuffer.allocate(2 * pcm.length).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) le.putShort(s);
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(le.array()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
