// WAD-LZ decompression as a Kaitai Struct custom process (`process: wad_lz`): the class the generated JavaScript
// parsers call, written from the public description of the stream (Wrench docs/file_loading.md "WAD Compression";
// the packet grammar is summarised in docs/formats/wad.md), not from a decoder's code. Hand-written, not generated.
//
// A stream is a 16-byte header ("WAD", s32 compressed_size at 3, a name) and packets up to compressed_size. Each
// packet starts with a flag byte F:
//   0x00        big literal     N+18 bytes follow (N the next byte)
//   0x01..0x0f  medium literal  F+3 bytes follow
//   0x10..0x1f  far match, or a dummy (0x11 00 00: copies nothing) or a pad (skip to the next 0x1000 of the stream)
//   0x20..0x3f  medium/big match, distance B2*64 + (B1>>2) + 1
//   0x40..0xff  little match, distance B1*8 + ((F>>2)&7) + 1
// Every match (and dummy) is followed by up to 3 literal bytes, as many as the low 2 bits of the byte before the
// packet's last byte. Matches copy byte by byte, so they may overlap what they write.
//
// Licence: Apache-2.0, like the rest of gcscript.
(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports);
  } else {
    factory(root.WadLz || (root.WadLz = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (WadLz_) {
  var HEADER = 16;

  function fail(at, what) {
    throw new Error('wad_lz: at byte ' + at + ' of the stream: ' + what);
  }

  function WadLz() {}

  /** Decodes one stream (the bytes of a field sized to it); returns the decompressed bytes. */
  WadLz.prototype.decode = function (src) {
    if (src.length < HEADER || src[0] !== 0x57 || src[1] !== 0x41 || src[2] !== 0x44) fail(0, 'no "WAD" magic');
    var end = (src[3] | (src[4] << 8) | (src[5] << 16) | (src[6] << 24));
    if (end < HEADER || end > src.length) fail(3, 'compressed_size ' + end + ' outside [16, ' + src.length + ']');
    var out = new Uint8Array(Math.max(1024, end * 4));
    var n = 0;
    var p = HEADER;

    function grow(need) {
      if (n + need <= out.length) return;
      var size = out.length;
      while (size < n + need) size *= 2;
      var bigger = new Uint8Array(size);
      bigger.set(out.subarray(0, n));
      out = bigger;
    }
    function byte() {
      if (p >= end) fail(p, 'a packet runs past compressed_size ' + end);
      return src[p++];
    }
    function literal(count) {
      if (p + count > end) fail(p, 'a literal of ' + count + ' bytes runs past compressed_size ' + end);
      grow(count);
      out.set(src.subarray(p, p + count), n);
      n += count;
      p += count;
    }
    function copyBack(distance, count) {
      if (distance > n) fail(p, 'a match reaches ' + distance + ' bytes back, only ' + n + ' written');
      grow(count);
      for (var i = 0; i < count; i++, n++) out[n] = out[n - distance];
    }

    while (p < end) {
      var f = byte();
      if (f < 0x10) {
        literal(f !== 0 ? f + 3 : byte() + 18);
        if (p < end && src[p] < 0x10) fail(p, 'a literal follows a literal');
        continue;
      }
      if (f < 0x20) {
        var size = f & 7;
        if (size === 0) size = byte() + 7;
        var b0 = byte(), b1 = byte();
        var r = ((f & 8) ? 0x4000 : 0) + b1 * 64 + (b0 >> 2);
        if (r === 0 && size !== 1) {
          // pad: the rest of this 0x1000-byte block of the packet stream is filler
          p = HEADER + Math.ceil((p - HEADER) / 0x1000) * 0x1000;
          continue;
        }
        if (r !== 0) copyBack(r + 0x4000, size + 2);
      } else if (f < 0x40) {
        var msize = f & 0x1f;
        if (msize === 0) msize = byte() + 0x1f;
        var m1 = byte(), m2 = byte();
        copyBack(m2 * 64 + (m1 >> 2) + 1, msize + 2);
      } else {
        var l1 = byte();
        copyBack(l1 * 8 + ((f >> 2) & 7) + 1, (f >> 5) + 1);
      }
      literal(src[p - 2] & 3);
    }
    return out.slice(0, n);
  };

  WadLz_.WadLz = WadLz;
});
