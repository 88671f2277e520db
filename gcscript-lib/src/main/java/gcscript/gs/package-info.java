/**
 * Shared PS2 GS building blocks used by several format areas: the 16-byte A+D qword ({@link gcscript.gs.GsAd})
 * as stored in AD-GIF blocks, GS register addresses, and the packed fields the game keeps in them on disc
 * (TEX1 K and MMIN, CLAMP wrap modes). Kept minimal on purpose; no format area is imported from here.
 */
package gcscript.gs;
