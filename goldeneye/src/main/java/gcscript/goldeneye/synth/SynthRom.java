package gcscript.goldeneye.synth;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a small synthetic GoldenEye-shaped ROM with known ground truth, from the format reference's layout
 * (§1): an N64 header naming GOLDENEYE, cartridge "GE" and a country byte; a rarezip-compressed data segment
 * (inflating to the version's data VA) holding {@code g_Textures} (8-byte entries of blob sizes with the 0xFFFF
 * sentinel), the file names, the file resource table (12-byte records {index, name*, rom address} closed by an end
 * marker), a ModelFileHeader per model and the model record tables; the named files (rarezip model files and a few
 * stored ones); then the images segment of texture blobs from {@link TexEncoder}. No byte comes from a real ROM.
 */
public final class SynthRom {
    /** Version: country byte, data segment VA, ModelFileHeader size (reference §1.5). */
    public enum Version {
        US('E', 0x80020D90L, 0x20), JP('J', 0x80020DD0L, 0x20), EU('P', 0x8001EC50L, 0x1C);

        public final char country;
        public final long dataVa;
        public final int modelHeaderSize;

        Version(char country, long dataVa, int modelHeaderSize) {
            this.country = country;
            this.dataVa = dataVa;
            this.modelHeaderSize = modelHeaderSize;
        }
    }

    public record Options(long seed, Version version, int textures, int models) {
        public static Options defaults() { return new Options(7, Version.US, 48, 9); }
    }

    /** The ROM in z64 order and its ground truth as ordered key/value pairs. */
    public record Rom(byte[] z64, Map<String, String> manifest) {
        public byte[] v64() { return ByteOrders.toV64(z64); }
        public byte[] n64() { return ByteOrders.toN64(z64); }

        public void write(Path rom, Path manifestFile) throws IOException {
            Files.write(rom, z64);
            StringBuilder sb = new StringBuilder("key\tvalue\n");
            manifest.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
            Files.writeString(manifestFile, sb.toString(), StandardCharsets.UTF_8);
        }
    }

    private SynthRom() {}

    public static Rom generate(Options o) {
        Random rnd = new Random(o.seed());
        Map<String, String> m = new LinkedHashMap<>();
        Version v = o.version();
        m.put("version", v.name());
        m.put("data_va", String.format("0x%08x", v.dataVa));

        // ---- texture blobs
        List<byte[]> blobs = new ArrayList<>();
        for (int id = 0; id < o.textures(); id++) {
            TexSpec ts = TexSpec.random(rnd, id);
            TexEncoder.Blob b = ts.encode(rnd);
            blobs.add(b.bytes());
            String k = "texture." + id + ".";
            m.put(k + "size", Integer.toString(b.bytes().length));
            m.put(k + "header_byte", String.format("0x%02x", b.bytes()[0] & 0xFF));
            m.put(k + "format", ts.formatLabel());
            m.put(k + "method", ts.methodLabel());
            m.put(k + "width", Integer.toString(ts.width));
            m.put(k + "height", Integer.toString(ts.height));
            m.put(k + "stored_levels", Integer.toString(ts.storedLevels()));
            m.put(k + "levels", Integer.toString(ts.expectedLevels()));
            b.truth().forEach((kk, vv) -> m.put(k + kk, vv));
            if (ts.palette != null) m.put(k + "ncol", Integer.toString(ts.palette.length));
        }
        m.put("textures", Integer.toString(o.textures()));

        // ---- files: models (rarezip) and a few stored files
        List<String> names = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        List<ModelWriter> models = new ArrayList<>();
        String[] prefixes = {"C", "G", "P"};
        for (int i = 0; i < o.models(); i++) {
            String name = prefixes[i % 3] + "synth" + (char) ('a' + i) + "Z";
            ModelWriter mw = new ModelWriter(rnd, o.textures());
            models.add(mw);
            names.add(name);
            contents.add(rarezip(mw.file));
            String k = "model." + name + ".";
            m.put(k + "inflated_size", Integer.toString(mw.file.length));
            m.put(k + "num_switches", Integer.toString(mw.numSwitches));
            m.put(k + "num_textures", Integer.toString(mw.textureIds.size()));
            m.put(k + "texture_ids", join(mw.textureIds));
            m.put(k + "nodes", Integer.toString(mw.nodes));
            m.put(k + "display_lists", Integer.toString(mw.displayLists));
            m.put(k + "settex_walk", Integer.toString(mw.walked.size()));
            m.put(k + "settex_scan", Integer.toString(mw.scanCount));
            List<Integer> ids = new ArrayList<>();
            StringBuilder fields = new StringBuilder();
            for (ModelWriter.SetTex t : mw.walked) {
                ids.add(t.texture());
                if (fields.length() > 0) fields.append(';');
                fields.append(t.type()).append(',').append(t.shiftt()).append(',').append(t.shifts()).append(',')
                        .append(t.offset()).append(',').append(t.cmt()).append(',').append(t.cms()).append(',')
                        .append(t.minlevel()).append(',').append(t.detail()).append(',').append(t.texture());
            }
            m.put(k + "settex_texture_ids", join(ids));
            m.put(k + "settex_fields", fields.toString());
        }
        m.put("models", Integer.toString(o.models()));
        for (String extra : new String[]{"bg/bg_synth_all_p.seg", "ob/Usetupsynth"}) {
            byte[] b = new byte[64 + rnd.nextInt(200)];
            rnd.nextBytes(b);
            names.add(extra);
            contents.add(b);
        }

        // ---- data segment (inflated), at VA v.dataVa
        Seg d = new Seg();
        byte[] filler = new byte[0x140];
        rnd.nextBytes(filler);
        d.bytes(filler).align(8);
        int texturesAt = d.pos();
        for (byte[] b : blobs) {
            int hs = rnd.nextInt(16), ht = rnd.nextInt(16);
            d.u32((long) hs << 28 | (long) ht << 24 | b.length);
            d.u16(rnd.nextInt(0x10000)).u16(0);
        }
        d.u32(0xFFFF).u32(0);                         // sentinel
        d.u32(0).u32(0);
        m.put("g_textures_offset", String.format("0x%x", texturesAt));
        m.put("g_textures_va", String.format("0x%08x", v.dataVa + texturesAt));
        // strings
        List<Long> nameVa = new ArrayList<>();
        for (String n : names) { d.align(4); nameVa.add(v.dataVa + d.pos()); d.cstring(n); }
        d.align(4);
        long endNameVa = v.dataVa + d.pos();
        d.cstring("ob/ob_end.seg").align(4);
        byte[] pad = new byte[16];
        rnd.nextBytes(pad);
        d.bytes(pad).align(4);
        // ROM layout decided before writing the file table: header, cdata placeholder, files, images
        // (the cdata length is known only after compression, so files start at a fixed offset after it)
        int tableAt = d.pos();
        int fileRecords = names.size() + 1;
        for (int i = 0; i < fileRecords; i++) d.u32(0).u32(0).u32(0);   // patched below
        m.put("file_table_offset", String.format("0x%x", tableAt));
        m.put("files", Integer.toString(names.size()));
        // model headers and record tables
        List<Long> headerVa = new ArrayList<>();
        for (int i = 0; i < models.size(); i++) {
            ModelWriter mw = models.get(i);
            d.align(4);
            headerVa.add(v.dataVa + d.pos());
            d.u32(0).u32(0).u32(0).u16(mw.numSwitches).u16(1).f32(10f + i).u16(0).u16(mw.textureIds.size()).u32(0);
            if (v.modelHeaderSize == 0x20) d.u32(0);
        }
        d.align(4);
        for (int i = 0; i < models.size(); i++) {
            long nva = nameVa.get(i);
            d.u32(headerVa.get(i)).u32(nva).f32(1.0f);
            if (names.get(i).startsWith("C")) d.f32(0.9f).u8(i % 2).u8(1).u8(0).u8(0);
        }
        d.u32(0).u32(0).u32(0);
        byte[] tail = new byte[0x60];
        rnd.nextBytes(tail);
        d.bytes(tail);
        byte[] data = d.toArray();

        // ---- ROM: compress the data segment first to learn where the files go
        int cdataAt = 0x1000;
        byte[] cdata = rarezip(data);     // patched table changes the bytes, so compress again after patching
        int filesAt = align(cdataAt + cdata.length + 0x400, 16);
        // iterate: patch table with addresses computed from the current cdata length, recompress, until stable
        for (int pass = 0; pass < 8; pass++) {
            int at = filesAt;
            for (int i = 0; i < names.size(); i++) {
                int rec = tableAt + 12 * i;
                Seg.put32(data, rec, i);
                Seg.put32(data, rec + 4, nameVa.get(i));
                Seg.put32(data, rec + 8, at);
                at = align(at + contents.get(i).length, 16);
            }
            int rec = tableAt + 12 * names.size();
            Seg.put32(data, rec, names.size());
            Seg.put32(data, rec + 4, endNameVa);
            Seg.put32(data, rec + 8, at);
            byte[] again = rarezip(data);
            int need = align(cdataAt + again.length + 0x40, 16);
            cdata = again;
            if (need <= filesAt) break;
            filesAt = align(need + 0x400, 16);
        }
        int imagesAt = 0;
        {
            int at = filesAt;
            for (byte[] c : contents) at = align(at + c.length, 16);
            imagesAt = at;
        }
        int imagesLen = 0;
        for (byte[] b : blobs) imagesLen += b.length;
        int romLen = align(imagesAt + imagesLen + 8, 16);
        byte[] rom = new byte[romLen];
        // header
        Seg.put32(rom, 0, 0x80371240L);
        Seg.put32(rom, 4, 0x0000000FL);
        Seg.put32(rom, 8, 0x80000400L);
        byte[] title = String.format("%-20s", "GOLDENEYE").getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(title, 0, rom, 0x20, 20);
        rom[0x3B] = 'N';
        rom[0x3C] = 'G';
        rom[0x3D] = 'E';
        rom[0x3E] = (byte) v.country;
        // boot/code stand-in: deterministic noise that never contains 11 72
        for (int i = 0x40; i < cdataAt; i++) rom[i] = (byte) (0x20 + (i * 7) % 64);
        System.arraycopy(cdata, 0, rom, cdataAt, cdata.length);
        int at = filesAt;
        for (byte[] c : contents) { System.arraycopy(c, 0, rom, at, c.length); at = align(at + c.length, 16); }
        int p = imagesAt;
        for (byte[] b : blobs) { System.arraycopy(b, 0, rom, p, b.length); p += b.length; }
        m.put("cdata_rom", String.format("0x%x", cdataAt));
        m.put("cdata_length", Integer.toString(cdata.length));
        m.put("data_segment_length", Integer.toString(data.length));
        m.put("images_rom", String.format("0x%x", imagesAt));
        m.put("images_length", Integer.toString(imagesLen));
        at = filesAt;
        for (int i = 0; i < names.size(); i++) {
            m.put("file." + i + ".name", names.get(i));
            m.put("file." + i + ".rom", String.format("0x%x", at));
            m.put("file." + i + ".size", Integer.toString(align(at + contents.get(i).length, 16) - at));
            at = align(at + contents.get(i).length, 16);
        }
        int off = 0;
        for (int id = 0; id < blobs.size(); id++) {
            m.put("texture." + id + ".rom_offset", String.format("0x%x", imagesAt + off));
            off += blobs.get(id).length;
        }
        return new Rom(rom, m);
    }

    static int align(int v, int a) { return (v + a - 1) / a * a; }

    static byte[] rarezip(byte[] data) {
        byte[] z = TexEncoder.deflateRaw(data);
        byte[] out = new byte[z.length + 2];
        out[0] = 0x11;
        out[1] = 0x72;
        System.arraycopy(z, 0, out, 2, z.length);
        return out;
    }

    private static String join(List<Integer> xs) {
        StringBuilder sb = new StringBuilder();
        for (int x : xs) { if (sb.length() > 0) sb.append(','); sb.append(x); }
        return sb.toString();
    }
}
