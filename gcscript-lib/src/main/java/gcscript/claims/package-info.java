/**
 * The design notes' measured claims, checked on a disc: {@code disc.claims()} gives one row per entry of the
 * catalogue ({@code /gcscript/claims/claims.tsv}, {@link gcscript.claims.ClaimSpec}; its columns, notation and the
 * notes' counting ambiguities are described in {@code claims.md} beside it) with what was compared
 * ({@code basis}, {@code expected}), what was measured ({@code actual}), the {@code status} and a {@code detail}.
 *
 * <h2>The API</h2>
 * <ul>
 *   <li>{@link gcscript.claims.Claims#verify} (= {@code disc.claims()}), {@link gcscript.claims.Claims#summary},
 *       {@link gcscript.claims.Claims#registry}: the table, its one-line summary, every measured claim by id.</li>
 *   <li>{@link gcscript.claims.Claim}: an id, a measure ({@code Disc -> Measured}) and how the expected value is
 *       found, fixed by the factory: {@code manifest}, {@code rule}, {@code recipe}, {@code retail}, {@code notes}.</li>
 *   <li>{@link gcscript.claims.Measured}: one value, several named readings (an ambiguous claim holds when one
 *       does), or none with the reason (missing level, zero items).</li>
 *   <li>{@link gcscript.claims.Basis}: {@code notes}, {@code manifest}, {@code rule}.</li>
 * </ul>
 *
 * <h2>Adding claims for a format area</h2>
 * Write one class in this package that implements {@link gcscript.claims.ClaimArea} and returns its claims, and
 * add one line to {@code Claims.AREAS}. Each claim is one entry:
 * <pre>{@code
 * final class MobyClaims implements ClaimArea {
 *     public List<Claim> claims() {
 *         return List.of(
 *             Claim.manifest("moby.spans.count", d -> Measured.of("" + countSpans(d)),
 *                     (truth, d) -> Measures.sum(truth, "core.moby_spans.count")),   // a figure of the manifest
 *             Claim.rule("moby.parts.identity", d -> partsFraction(d), Claim.Rule.ALL)); // "n/n" of what was counted
 *     }
 * }
 * }</pre>
 * The id must be a catalogue id (the registry refuses others and duplicates). A measure returns
 * {@code Measured.none(reason)} when the disc has nothing to judge (no such level; zero items: a check over zero
 * items never holds), and every reading when the notes can be read two ways. Its synthetic expectation reads the
 * generator's manifest keys, so a new area adds the keys to the generator's truth (and to
 * {@code datasets/sample/README.md}) together with the claim.
 */
package gcscript.claims;
