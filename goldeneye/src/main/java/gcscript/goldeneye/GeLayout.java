package gcscript.goldeneye;

import gcscript.bytes.FormatException;
import gcscript.goldeneye.texture.GeTexture;
import gcscript.goldeneye.texture.GeTextureDecoder;
import gcscript.bytes.Problems;
import gcscript.n64.RareZip;
import gcscript.n64.RomImage;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds GoldenEye's tables in a ROM by signature (reference §1.5), using the per-version constants only as a fast
 * path: the compressed data segment (a rarezip stream that inflates to a segment holding a file table), the file
 * resource table ({index, name*, rom address} records with consecutive indices, names inside the segment), the
 * images segment (at the file table's last address), {@code g_Textures} (an 8-byte-stride run of sizes closed by
 * the 0xFFFF sentinel whose first blobs mostly decode to exactly their sizes) and the model records ({header*, name*})
 * that point at the model files' names.
 */
public final class GeLayout {
    public record FileRecord(int index, String name, long nameVa, int rom, int size) {}
    public record ModelHeader(long va, int numSwitches, int numMatrices, int numRecords, int numTextures, float radius) {}

    final RomImage rom;
    int cdataRom = -1;
    int cdataUsed;
    byte[] data;
    long dataVa;
    int fileTableOffset = -1;
    final List<FileRecord> files = new ArrayList<>();
    int imagesRom = -1;
    int texturesOffset = -1;
    int[] sizes = new int[0];
    int[] word0 = new int[0];
    int[] word1 = new int[0];
    final Map<String, ModelHeader> modelHeaders = new LinkedHashMap<>();
    final List<String> notes = new ArrayList<>();
    final GeVersion version;

    GeLayout(RomImage rom, GeVersion version) {
        this.rom = rom;
        this.version = version;
    }

    static GeLayout find(RomImage rom, GeVersion version, Problems problems) {
        GeLayout l = new GeLayout(rom, version);
        l.findData();
        l.findTextures();
        l.findModelHeaders();
        return l;
    }

    // ------------------------------------------------------------------ data segment and file table

    private void findData() {
        byte[] b = rom.bytes();
        List<Integer> candidates = new ArrayList<>();
        if (version != null) candidates.add(version.cdataRom);
        int limit = Math.min(b.length - 2, 0x400000);
        for (int i = 0x40; i < limit; i++) if ((b[i] & 0xFF) == 0x11 && (b[i + 1] & 0xFF) == 0x72) candidates.add(i);
        List<Long> bases = new ArrayList<>();
        if (version != null) bases.add(version.dataVa);
        for (GeVersion v : GeVersion.values()) if (!bases.contains(v.dataVa)) bases.add(v.dataVa);
        byte[] out = new byte[0x100000 + 1];
        for (int at : candidates) {
            if (at < 0 || at + 3 > b.length || (b[at] & 0xFF) != 0x11 || (b[at + 1] & 0xFF) != 0x72) continue;
            RareZip.Result r;
            try {
                r = RareZip.inflateRaw(b, at + 2, Math.min(b.length, at + 2 + 0x80000), out, 0x100000, rom.name(), "cdata");
            } catch (FormatException e) {
                continue;
            }
            if (r.overflow() || r.length() < 256) continue;
            byte[] seg = java.util.Arrays.copyOf(out, r.length());
            for (long base : bases) {
                if (findFileTable(seg, base)) {
                    cdataRom = at;
                    cdataUsed = r.inputEnd() - at;
                    data = seg;
                    dataVa = base;
                    if (version != null && at != version.cdataRom) notes.add("data segment found by signature at 0x" + Integer.toHexString(at) + ", not at the " + version + " constant");
                    if (version != null && base != version.dataVa) notes.add("data VA 0x" + Long.toHexString(base) + " differs from the " + version + " constant");
                    return;
                }
            }
        }
        throw new FormatException(rom.name(), "cdata", 0, "a rarezip data segment holding a file resource table", "none found", null);
    }

    private boolean findFileTable(byte[] seg, long base) {
        int bestAt = -1, bestLen = 0;
        for (int at = 0; at + 12 <= seg.length; at += 4) {
            int n = 0;
            long first = u32(seg, at);
            long prevRom = -1;
            while (at + 12 * (n + 1) <= seg.length) {
                int p = at + 12 * n;
                long idx = u32(seg, p), name = u32(seg, p + 4), addr = u32(seg, p + 8);
                if (idx != first + n || idx > 100000) break;
                if (name < base || name >= base + seg.length) break;
                if (addr < prevRom || addr >= rom.length() + 1) break;
                String s = cstring(seg, (int) (name - base));
                if (s == null) break;
                prevRom = addr;
                n++;
            }
            if (n > bestLen) { bestLen = n; bestAt = at; }
            if (n > 0) at += 12 * n - 4;
        }
        if (bestLen < 4) return false;
        fileTableOffset = bestAt;
        files.clear();
        for (int i = 0; i < bestLen; i++) {
            int p = bestAt + 12 * i;
            long name = u32(seg, p + 4);
            int addr = (int) u32(seg, p + 8);
            int next = i + 1 < bestLen ? (int) u32(seg, p + 20) : addr;
            files.add(new FileRecord((int) u32(seg, p), cstring(seg, (int) (name - base)), name, addr, next - addr));
        }
        imagesRom = files.get(files.size() - 1).rom();
        return true;
    }

    /** A printable NUL-terminated ASCII string of 1..128 characters at {@code at}, or null. */
    static String cstring(byte[] seg, int at) {
        int end = at;
        while (end < seg.length && end - at <= 128 && seg[end] != 0) {
            int c = seg[end] & 0xFF;
            if (c < 0x20 || c > 0x7E) return null;
            end++;
        }
        if (end >= seg.length || seg[end] != 0 || end == at) return null;
        return new String(seg, at, end - at, StandardCharsets.US_ASCII);
    }

    // ------------------------------------------------------------------ g_Textures

    private void findTextures() {
        int fromTable = imagesRom;
        findTexturesAt();
        if (texturesOffset < 0 && version != null && version.imagesRom > 0 && version.imagesRom != fromTable) {
            imagesRom = version.imagesRom;
            findTexturesAt();
            if (texturesOffset >= 0) {
                notes.add(String.format("images segment taken from the %s constant 0x%x, not the file table's last address 0x%x",
                        version, version.imagesRom, fromTable));
            } else imagesRom = fromTable;
        }
    }

    private void findTexturesAt() {
        byte[] seg = data;
        int bestStart = -1, bestSentinel = -1;
        for (int s = 0; s + 8 <= seg.length; s += 4) {
            if ((u32(seg, s) & 0xFFFFFF) != 0xFFFF) continue;
            // maximal plausible run before the sentinel
            int t = s;
            while (t - 8 >= 0 && plausible(seg, t - 8)) t -= 8;
            int n = (s - t) / 8;
            if (n == 0) continue;
            // trim leading entries until the first blobs decode to exactly their sizes
            for (int k = 0; k < Math.min(n, 64); k++) {
                int start = t + 8 * k;
                if (validates(seg, start, s)) { bestStart = start; bestSentinel = s; break; }
            }
            if (bestStart >= 0) break;
        }
        if (bestStart < 0) {
            if (!notes.isEmpty() && notes.get(notes.size() - 1).startsWith("g_Textures not found")) return;
            notes.add("g_Textures not found: no sentinel run whose first blobs decode at the images segment start 0x" + Integer.toHexString(imagesRom));
            return;
        }
        texturesOffset = bestStart;
        int n = (bestSentinel - bestStart) / 8;
        sizes = new int[n];
        word0 = new int[n];
        word1 = new int[n];
        for (int i = 0; i < n; i++) {
            word0[i] = (int) u32(seg, bestStart + 8 * i);
            word1[i] = (int) u32(seg, bestStart + 8 * i + 4);
            sizes[i] = word0[i] & 0xFFFFFF;
        }
        if (version != null && version.texturesVa > 0 && dataVa + bestStart != version.texturesVa) {
            notes.add(String.format("g_Textures at VA 0x%08x, the %s constant says 0x%08x", dataVa + bestStart, version, version.texturesVa));
        }
    }

    private static boolean plausible(byte[] seg, int at) {
        int size = (int) (u32(seg, at) & 0xFFFFFF);
        return size > 0 && size < 0xFFFF && (u32(seg, at + 4) & 0xFFFF) == 0;
    }

    private boolean validates(byte[] seg, int start, int sentinel) {
        int n = (sentinel - start) / 8;
        long total = 0;
        for (int i = 0; i < n; i++) total += u32(seg, start + 8 * i) & 0xFFFFFF;
        if (imagesRom < 0 || imagesRom + total > rom.length()) return false;
        int off = imagesRom;
        int probe = Math.min(n, 16), good = 0;
        for (int i = 0; i < probe; i++) {
            int size = (int) (u32(seg, start + 8 * i) & 0xFFFFFF);
            byte[] blob = java.util.Arrays.copyOfRange(rom.bytes(), off, off + size);
            GeTexture t = GeTextureDecoder.decode(blob, "probe", Problems.lenient());
            if (t.complete() && t.bytesUsed() == size) good++;
            off += size;
        }
        // a damaged blob must not hide the table: three in four of the first blobs must decode to exactly their size
        return good * 4 >= probe * 3 && good > 0;
    }

    // ------------------------------------------------------------------ model records

    private void findModelHeaders() {
        java.util.Set<String> modelNames = new java.util.HashSet<>();
        for (FileRecord f : files) if (isModel(f.name())) modelNames.add(f.name());
        int tableEnd = fileTableOffset + 12 * files.size();
        int hsize = version != null ? version.modelHeaderSize : 0x20;
        for (int at = 4; at + 4 <= data.length; at += 4) {
            if (at >= fileTableOffset && at < tableEnd) continue;
            long p = u32(data, at);
            if (p < dataVa || p >= dataVa + data.length) continue;
            // the record's name pointer: the file table's string or another copy of the same name
            String name = cstring(data, (int) (p - dataVa));
            if (name == null || !modelNames.contains(name) || modelHeaders.containsKey(name)) continue;
            long hva = u32(data, at - 4);
            int ho = (int) (hva - dataVa);
            if (hva < dataVa || ho + hsize > data.length || (ho & 3) != 0) continue;
            int numSwitches = s16(data, ho + 0x0C), numMatrices = s16(data, ho + 0x0E);
            float radius = Float.intBitsToFloat((int) u32(data, ho + 0x10));
            int numRecords = s16(data, ho + 0x14), numTextures = s16(data, ho + 0x16);
            if (numSwitches < 0 || numTextures < 0 || numSwitches > 4096 || numTextures > 4096) continue;
            modelHeaders.put(name, new ModelHeader(hva, numSwitches, numMatrices, numRecords, numTextures, radius));
        }
    }

    /** Model files: rarezip (Z suffix) characters, guns and props (reference §1.4). */
    public static boolean isModel(String name) {
        if (name == null || name.length() < 3 || !name.endsWith("Z") || name.contains("/")) return false;
        char c = name.charAt(0);
        return c == 'C' || c == 'G' || c == 'P';
    }

    static long u32(byte[] b, int at) {
        return ((long) (b[at] & 0xFF) << 24) | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
    }

    static int s16(byte[] b, int at) { return (short) ((b[at] & 0xFF) << 8 | (b[at + 1] & 0xFF)); }
}
