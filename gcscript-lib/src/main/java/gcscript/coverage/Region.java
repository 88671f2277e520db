package gcscript.coverage;

import gcscript.bytes.Coverage;

/**
 * One run of a buffer with one kind and one owner: {@code [start, end)} absolute in {@code file}. {@code claim} is
 * the innermost claim over the run (null where nothing claims it), for field names.
 */
public record Region(int level, String file, long start, long end, Kind kind, String owner, Coverage.Claim claim) {
    public long size() { return end - start; }
    public boolean contains(long offset) { return offset >= start && offset < end; }
}
