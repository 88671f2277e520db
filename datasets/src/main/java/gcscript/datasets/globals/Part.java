package gcscript.datasets.globals;

/** One ISO file of a global WAD: its path and bytes (MPEG's logical WAD is three files, §3.3). */
public record Part(String path, byte[] data) {}
