/**
 * WAD-LZ, the compression of level segments (docs/formats/wad.md). {@link gcscript.wad.WadLz} is the whole
 * public surface; the decoder and encoder behind it are package-private. {@link gcscript.wad.LzBenchmark}
 * measures both on a synthetic level-like buffer.
 */
package gcscript.wad;
