/**
 * The tfrag directional lighting pass of the design notes ("The lighting pass itself"), as pure functions on
 * plain arrays, computed twice: in the PS2 float model ({@link gcscript.ps2}) on int words, and in Java float.
 * Not wired to a level yet: the light bank (gameplay pointer 0x04, 0x40 bytes a light) and the light records'
 * select word are read elsewhere; these functions take their values as arrays. {@link gcscript.lighting.TfragNormals}
 * builds the normals table of a level's tfrag light records from its normal table. Depends on gcscript.ps2,
 * gcscript.overlay (the table) and gcscript.table.
 */
package gcscript.lighting;
