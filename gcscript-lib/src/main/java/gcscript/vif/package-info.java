/**
 * VIF1 code words and command lists on any bytes (docs/formats/vif.md): {@link gcscript.vif.VifCode} decodes a word
 * and sizes its command, {@link gcscript.vif.Vif#walk} walks a region into {@link gcscript.vif.VifCommand}s
 * (stopping with one {@code invalid}/{@code truncated} row), {@link gcscript.vif.Vif#walkStrict} throws instead,
 * and {@link gcscript.vif.Vif#rate} measures how much of a region a walk covers, against a random-bytes control.
 */
package gcscript.vif;
