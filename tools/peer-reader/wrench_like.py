#!/usr/bin/env python3
"""A second reader of the global WADs, written independently of gcscript's Java code.

It reads a disc image the way Wrench's ISO unpacker does (chaoticgd/wrench, src/iso/iso_unpacker.cpp and
table_of_contents.cpp, as our reference describes them), not the way gcscript does:
  * the global WAD headers come from RC2.HDR's copies, walked one header_size after another from offset 0, each
    identified by its size (wad_identifier.cpp), not from the files' own first bytes;
  * a WAD's data is read by LBA (the copy's `sector` word), and its extent runs to the next higher LBA any ToC
    entry names (get_global_wad_file_size): MPEG.WAD, MPEG1.WAD and MPEG2.WAD are one range, as for Wrench;
  * only the ISO's directory is used to find RC2.HDR.
Then it decodes what Wrench's GC unpackers decode and prints one line per stored value:
    table <TAB> key <TAB> column <TAB> value
for ARMOR (slots, mesh-only headers, packet tables, material lists of PIF8), MPEG (subtitle tables), MISC (debug
font, the executable frontbin's sections, the IRX sub-WAD's ranges and image) and BONUS (compressed PIF8 images, credits text, credits images).
gcscript's PeerReaderTest runs it on the sample and on generated discs and compares every line with the library's
tables. Formats: gcscript's docs/formats/globalwad.md and pif.md; WAD-LZ: docs/formats/wad.md.
Python 3 standard library only. Usage: wrench_like.py IMAGE.iso
"""
import hashlib
import struct
import sys

SECTOR = 0x800
SIZES = {0x328: "MPEG", 0x40: "MISC", 0x1870: "HUD", 0xa48: "BONUS", 0x1800: "AUDIO", 0xba8: "SPACE",
         0x170: "SCENE", 0x3c8: "GADGET", 0xf8: "ARMOR"}
LEVEL_TABLE = 0x4ff8  # the nine GC header sizes added up: where the level table starts
LEVEL_COPIES = 0x5800  # per-level header copies: 0x3800 bytes each (LEVEL, AUDIO, SCENE)


def s32(b, o): return struct.unpack_from("<i", b, o)[0]
def u32(b, o): return struct.unpack_from("<I", b, o)[0]
def s16(b, o): return struct.unpack_from("<h", b, o)[0]
def u16(b, o): return struct.unpack_from("<H", b, o)[0]


def out(table, key, column, value):
    print(f"{table}\t{key}\t{column}\t{value}")


# --- ISO-9660: only what finding RC2.HDR needs -------------------------------------------------------------

def iso_file(img, name):
    pvd = img[16 * SECTOR:17 * SECTOR]
    if pvd[1:6] != b"CD001":
        raise SystemExit("not an ISO-9660 image")
    root = pvd[156:156 + 34]
    lba, size = u32(root, 2), u32(root, 10)
    d = img[lba * SECTOR:lba * SECTOR + size]
    p = 0
    while p < len(d):
        n = d[p]
        if n == 0:  # records do not cross sectors: the rest of this sector is padding
            p = (p // SECTOR + 1) * SECTOR
            continue
        ident = d[p + 33:p + 33 + d[p + 32]].decode("ascii", "replace").split(";")[0]
        if ident.upper() == name:
            return u32(d, p + 2), u32(d, p + 10)
        p += n
    raise SystemExit(name + " not found in the root directory")


# --- WAD-LZ (the packet grammar of docs/formats/wad.md) ------------------------------------------------------

def wad_lz(b):
    if b[:3] != b"WAD":
        raise ValueError("no WAD magic")
    end, p, o = s32(b, 3), 16, bytearray()

    def back(dist, n):
        if dist > len(o):
            raise ValueError("match before the start")
        for _ in range(n):
            o.append(o[-dist])

    while p < end:
        f = b[p]; p += 1
        if f < 0x10:
            n = f + 3 if f else b[p] + 18
            if not f:
                p += 1
            o += b[p:p + n]; p += n
            continue
        if f < 0x20:
            size = f & 7
            if size == 0:
                size = b[p] + 7; p += 1
            b0, b1 = b[p], b[p + 1]; p += 2
            r = (0x4000 if f & 8 else 0) + b1 * 64 + (b0 >> 2)
            if r == 0 and size != 1:
                p = 16 + -(-(p - 16) // 0x1000) * 0x1000
                continue
            if r:
                back(r + 0x4000, size + 2)
        elif f < 0x40:
            size = f & 0x1f
            if size == 0:
                size = b[p] + 0x1f; p += 1
            b1, b2 = b[p], b[p + 1]; p += 2
            back(b2 * 64 + (b1 >> 2) + 1, size + 2)
        else:
            b1 = b[p]; p += 1
            back(b1 * 8 + ((f >> 2) & 7) + 1, (f >> 5) + 1)
        t = b[p - 2] & 3
        o += b[p:p + t]; p += t
    return bytes(o)


# --- payloads ----------------------------------------------------------------------------------------------

def alpha(a): return 2 * a if a < 0x80 else 255


def pif(table, key, b, at=0):
    """A PIF8 at b[at:]: header words, then the pixels as RGBA (palette in CSM1 order, alpha doubled)."""
    if b[at:at + 4] != b"2FIP":
        raise ValueError(f"{table} {key}: no 2FIP")
    magic, file_size, w, h, fmt, clut_format, clut_order, mips = struct.unpack_from("<8i", b, at)
    for c, v in (("magic", magic), ("file_size", file_size), ("width", w), ("height", h), ("format", fmt),
                 ("clut_format", clut_format), ("clut_order", clut_order), ("mip_levels", mips)):
        out(table, key, c, v)
    if fmt != 0x13:
        raise ValueError(f"{table} {key}: format {fmt:#x}, only 8-bit PIFs are read")
    pal = b[at + 0x20:at + 0x420]
    px = bytearray()
    for t in b[at + 0x420:at + 0x420 + w * h]:
        i = (t & 0xe7) | ((t & 0x08) << 1) | ((t & 0x10) >> 1)  # bits 3 and 4 exchanged
        r, g, bl, a = pal[4 * i:4 * i + 4]
        px += bytes((r, g, bl, alpha(a)))
    out(table, key, "rgba_sha256", hashlib.sha256(px).hexdigest())


def rgba(table, key, b):
    w, h, pad0, pad1 = struct.unpack_from("<4i", b, 0)
    px = bytearray(b[16:16 + 4 * w * h])
    for i in range(3, len(px), 4):
        px[i] = alpha(px[i])
    for c, v in (("width", w), ("height", h), ("pad_0", pad0), ("pad_1", pad1),
                 ("rgba_sha256", hashlib.sha256(px).hexdigest())):
        out(table, key, c, v)


def sector_range(hdr, o): return s32(hdr, o), s32(hdr, o + 4)


# --- the WADs ----------------------------------------------------------------------------------------------

def armor(hdr, data):
    for k in range(15):
        group, index = ("armor", k) if k < 9 else ("wrench", k - 9)
        (ms, mn), (ts, tn) = sector_range(hdr, 8 + 16 * k), sector_range(hdr, 16 + 16 * k)
        if mn <= 0:  # Wrench's unpack_armors: a slot is there when its mesh has sectors
            continue
        key = f"{group}/{index}"
        for c, v in (("mesh_sector", ms), ("mesh_sectors", mn), ("textures_sector", ts), ("textures_sectors", tn)):
            out("armor", key, c, v)
        m = data[ms * SECTOR:(ms + mn) * SECTOR]
        high, low, metal, metal_begin = m[0], m[1], m[2], m[3]
        table_at, gif_usage, pad = s32(m, 4), s32(m, 8), s32(m, 12)
        for c, v in (("high_lod_count", high), ("low_lod_count", low), ("metal_count", metal),
                     ("metal_begin", metal_begin), ("packet_table_offset", table_at), ("gif_usage", gif_usage),
                     ("pad", pad)):
            out("armor", key, c, v)
        packets = high + low + metal
        for i in range(packets):
            e = table_at + 16 * i
            for c, v in (("vif_list_offset", u32(m, e)), ("vif_list_size", u16(m, e + 4)),
                         ("vif_list_texture_unpack_offset", u16(m, e + 6)), ("vertex_offset", u32(m, e + 8)),
                         ("vertex_data_size", m[e + 12]), ("unknown_d", m[e + 13]), ("unknown_e", m[e + 14]),
                         ("transfer_vertex_count", m[e + 15])):
                out("armor_packet", f"{key}/{i}", c, v)
        t = data[ts * SECTOR:(ts + tn) * SECTOR]
        count = s32(t, 0)
        out("armor", key, "texture_count", count)
        for i in range(count):
            at = s32(t, 4 + 4 * i)
            out("armor_texture", f"{key}/{i}", "list_offset", at)
            pif("armor_texture", f"{key}/{i}", t, at)


def mpeg(hdr, data):
    for i in range(50):
        so, sb = sector_range(hdr, 8 + 16 * i)
        if sb <= 0:
            continue
        blk = data[so * SECTOR:so * SECTOR + sb]
        n = 0
        while True:
            r = struct.unpack_from("<8h", blk, 16 * n)
            if r[0] < 0 or r[1] < 0:
                break
            key = f"{i}/{n}"
            names = ("english", "french", "german", "spanish", "italian")
            out("subtitle", key, "start_frame", r[0])
            out("subtitle", key, "stop_frame", r[1])
            for lang, off in zip(names, r[2:7]):
                out("subtitle", key, "text_offset_" + lang, off)
                text = blk[off:blk.index(0, off)]
                out("subtitle", key, "text_" + lang, text.decode("latin-1"))
            out("subtitle", key, "pad", r[7])
            n += 1
        out("mpeg", str(i), "subtitle_count", n)


def misc(hdr, data):
    fs, fn = sector_range(hdr, 8)
    if fn > 0:
        pif("pif", "MISC/debug_font/0", data[fs * SECTOR:(fs + fn) * SECTOR])
    bs, bn = sector_range(hdr, 0x20)
    if bn > 0:  # frontbin: a "Ratchet executable", read until a header's entry_point differs from the first one's
        blk = data[bs * SECTOR:(bs + bn) * SECTOR]
        p, i, entry = 0, 0, None
        while p + 16 <= len(blk):
            dest, size, kind, ep = struct.unpack_from("<IiiI", blk, p)
            if entry is None:
                entry = ep
            elif ep != entry:
                break
            for c, v in (("overlay_offset", p), ("dest_address", dest), ("copy_size", size), ("section_type", kind),
                         ("entry_point", ep)):
                out("frontbin", str(i), c, v)
            p += 16 + size
            i += 1
    xs, xn = sector_range(hdr, 16)
    if xn > 0:
        irx = wad_lz(data[xs * SECTOR:(xs + xn) * SECTOR])
        names = ("image", "unused_0", "unused_1", "sio2man", "mcman", "mcserv", "dbcman", "sio2d", "ds2u", "stash",
                 "libsd", "989snd")
        for j, name in enumerate(names):
            off, size = s32(irx, 8 * j), s32(irx, 8 * j + 4)
            if name.startswith("unused") or size <= 0:
                continue
            out("irx", name, "range_offset", off)
            out("irx", name, "range_size", size)
            if name == "image":
                rgba("rgba", "MISC/irx/0", irx[off:off + size])


BONUS_FIELDS = [("goodies_images", 10), ("character_sketches", 19), ("character_renders", 19),
                ("old_skill_images", 31), ("epilogue_english", 12), ("epilogue_french", 12),
                ("epilogue_italian", 12), ("epilogue_german", 12), ("epilogue_spanish", 12), ("sketchbook", 30),
                ("commercials", 5), ("item_images", 9), ("credits_text", 1), ("credits_images", 29),
                ("random_stuff", 5), ("movie_images", 5), ("cinematic_images", 33), ("skill_images", 30),
                ("clanks_day", 18), ("endorsement_deals", 10), ("short_cuts", 8), ("paintings", 6)]


def bonus(hdr, data):
    at = 8
    for field, n in BONUS_FIELDS:
        for i in range(n):
            s, c = sector_range(hdr, at)
            at += 8
            if c <= 0:
                continue
            blk = data[s * SECTOR:(s + c) * SECTOR]
            key = f"BONUS/{field}/{i}"
            if field == "credits_text":
                offs = [s32(blk, 4 * j) for j in range(8)]
                for j, o in enumerate(offs):
                    stop = offs[j + 1] if j < 7 else len(blk)
                    out("credits_text", str(j), "item_offset", o)
                    out("credits_text", str(j), "bytes", stop - o)
            elif field == "credits_images":
                rgba("rgba", key, blk)
            else:
                pif("pif", key, wad_lz(blk))
    assert at == 0xa48, hex(at)


def main(path):
    with open(path, "rb") as f:
        img = f.read()
    lba, size = iso_file(img, "RC2.HDR")
    toc = img[lba * SECTOR:lba * SECTOR + size]
    wads, p = [], 0
    while p < LEVEL_TABLE:
        hs = s32(toc, p)
        if hs < 8 or hs > 0xffff or hs not in SIZES:
            break
        wads.append((SIZES[hs], toc[p:p + hs], s32(toc, p + 4)))
        p += hs
    # every LBA the ToC names: the globals', and each level row's file LBAs (word +4 of the header copies)
    lbas = [w[2] for w in wads]
    row = LEVEL_COPIES
    while row + 0x2004 <= len(toc):
        lbas += [s32(toc, row + part + 4) for part in (0, 0x800, 0x2000)]
        row += 0x3800
    end = len(img) // SECTOR
    readers = {"ARMOR": armor, "MPEG": mpeg, "MISC": misc, "BONUS": bonus}
    for name, hdr, sector in wads:
        nxt = min([x for x in lbas if x > sector] + [end])
        out("wad", name, "sector", sector)
        out("wad", name, "sectors", nxt - sector)
        if name in readers:
            readers[name](hdr, img[sector * SECTOR:nxt * SECTOR])


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        sys.exit(1)
    main(sys.argv[1])
