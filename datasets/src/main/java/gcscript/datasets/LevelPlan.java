package gcscript.datasets;

/**
 * What one level file will contain. {@code fileNumber} is n of {@code /G/LEVELn.WAD}; {@code levelId} is the id
 * at header +0x08 (differs from n on one file, §1.4); {@code chunks} 0..3 (streamed levels have 2 or 3);
 * {@code clamped}: the file ends inside its last extent's final sector (§1.1); {@code soundBank}: false leaves the
 * sound-bank range empty (offset 0, size 0).
 */
record LevelPlan(int fileNumber, int levelId, int reverb, int chunks, boolean occlusion, boolean clamped, boolean soundBank) {
    boolean streamed() { return chunks > 0; }
}
