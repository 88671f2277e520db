/**
 * The first-contact report: one self-contained HTML page about a disc, for a user's first look at their own copy
 * ({@code bin/gcscript report DISC --out report.html}). It holds no renderer of its own: tables through
 * {@link gcscript.table.TableView}, the coverage bars through {@link gcscript.coverage.CoveragePicture}, the maps through
 * the gameplay area's map, the claims line through {@link gcscript.claims.Claims#summary}.
 */
package gcscript.report;
