/**
 * WAD-LZ, the compression of level segments (docs/formats/wad.md). {@link gcscript.wad.WadLz} is the whole
 * public surface; the decoder and encoder behind it are package-private. the benchmark module's LzBenchmark
 * measures both on a synthetic level-like buffer.
 */
package gcscript.wad;
