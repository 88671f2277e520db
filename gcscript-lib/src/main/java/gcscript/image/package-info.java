/**
 * Every byte of an ISO image (docs/coverage.md, "The whole image"): the ISO structures read through
 * {@code gcscript.iso}'s declarations, each file's extent holding the claims its own readers made (placed at absolute
 * image offsets), sector padding after each file and the unallocated sectors between them, swept into one
 * {@link gcscript.coverage.CoverageMap} of the image; a summary row per file and per ISO structure. Knows bytes, ISO
 * and coverage, never discs: {@code gcscript.disc} hands it each file's claims.
 */
package gcscript.image;
