package gcscript.claims;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;
import gcscript.disc.GroundTruth;
import gcscript.level.ByteRange;
import gcscript.level.DataHeader;
import gcscript.level.Level;
import gcscript.wad.WadLz;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A damaged copy of the bundled sample disc: its ISO bytes and a copy of its manifest, patched in memory. Offsets
 * are found through a clean copy of the sample (so the patch lands where the reader will look) and written with
 * raw little-endian stores. A core_data patch recompresses the stream and updates the three places that state
 * its size (the data header, core_index's assets_compressed_size, the manifest), so only the intended damage
 * remains.
 */
final class Mutant {
    final byte[] iso;
    final Map<String, String> truth;
    final Disc clean = Gc.sample();

    Mutant() {
        try (InputStream in = Gc.class.getResourceAsStream(Gc.SAMPLE_RESOURCE)) {
            iso = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        truth = new TreeMap<>(clean.groundTruth().orElseThrow().all());
    }

    /** Opens the damaged copy, strict, with the (possibly edited) manifest; {@code withTruth} false opens it without one. */
    Disc open(boolean withTruth) {
        Disc d = DiscOpener.open(ByteReader.of(iso.clone(), "mutant.iso"), "mutant.iso", Problems.strict());
        if (!withTruth) return d;
        StringBuilder sb = new StringBuilder();
        truth.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        return d.withGroundTruth(GroundTruth.read(new ByteArrayInputStream(sb.toString().getBytes(StandardCharsets.UTF_8))));
    }

    Disc open() { return open(true); }

    /** Offset in the ISO of byte {@code at} of level file n. */
    long iso(int level, long at) {
        return clean.file("/G/LEVEL" + level + ".WAD").orElseThrow().lba() * 2048 + at;
    }

    Level level(int n) { return clean.level(n); }

    /** Offset in level file n of core_index byte {@code at}. */
    long coreIndex(int n, int at) { return level(n).data().coreIndex().absolute(at); }

    void putU8(long isoOffset, int v) { iso[(int) isoOffset] = (byte) v; }

    void putU16(long isoOffset, int v) { ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN).putShort((int) isoOffset, (short) v); }

    void putS32(long isoOffset, int v) { ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN).putInt((int) isoOffset, v); }

    int s32(long isoOffset) { return ByteBuffer.wrap(iso).order(ByteOrder.LITTLE_ENDIAN).getInt((int) isoOffset); }

    /** Writes a s32 at core_index + {@code field} of level n (a LevelCoreHeader word). */
    void coreHeader(int n, int field, int value) { putS32(iso(n, coreIndex(n, field)), value); }

    /**
     * Decompresses level n's core_data, lets {@code patch} change it (offsets as in the core_data tables), and
     * stores it recompressed in place. Fails if the new stream does not fit before the next range.
     */
    void coreData(int n, Consumer<byte[]> patch) {
        Level l = level(n);
        byte[] data = l.core().coreData().toArray();
        patch.accept(data);
        byte[] wad = WadLz.compress(data, "coredata");
        DataHeader h = l.data().headerRecord();
        ByteRange cd = h.coreData();
        long room = l.data().bytes().length() - cd.offset();
        for (ByteRange r : h.ranges().values()) if (r.size() > 0 && r.offset() > cd.offset()) room = Math.min(room, r.offset() - cd.offset());
        if (wad.length > room) {
            // the generator packs the ranges tight (0x40-aligned); a planted byte may cost the recompressed stream a
            // byte more than the gap: move transition_textures, the range after core_data, to the next 0x40 boundary
            ByteRange tt = h.ranges().get("transition_textures");
            long moved = (cd.offset() + wad.length + 0x3f) & ~0x3fL;
            if (tt == null || tt.offset() != cd.offset() + room || moved + tt.size() > l.data().bytes().length()) {
                throw new AssertionError("recompressed core_data of level " + n + " needs " + wad.length + " bytes, " + room + " free");
            }
            byte[] body = l.data().bytes().bytes("transition_textures", tt.offset(), tt.size());
            System.arraycopy(body, 0, iso, (int) iso(n, l.data().bytes().absolute((int) moved)), body.length);
            putS32(iso(n, l.data().bytes().absolute(0x50)), (int) moved);   // data header transition_textures.offset
            truth.put("level." + n + ".data.transition_textures.offset", "" + moved);
        }
        long start = l.data().bytes().absolute(cd.offset());
        System.arraycopy(wad, 0, iso, (int) iso(n, start), wad.length);
        putS32(iso(n, l.data().bytes().absolute(0x4c)), wad.length);   // data header core_data.size
        coreHeader(n, 0x88, wad.length);                                 // assets_compressed_size
        truth.put("level." + n + ".core_data_compressed", "" + wad.length);
        truth.put("level." + n + ".core.assets_compressed_size", "" + wad.length);
        truth.put("level." + n + ".data.core_data.size", "" + wad.length);
    }

    static void u16(byte[] b, long at, int v) { b[(int) at] = (byte) v; b[(int) at + 1] = (byte) (v >> 8); }

    static void s32(byte[] b, long at, int v) { ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt((int) at, v); }
}
