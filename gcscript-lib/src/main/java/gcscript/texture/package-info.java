/**
 * Level textures (docs/formats/texture.md): 8-bit indexed texels, 256-entry PSMCT32 CLUTs in GS RAM stored in CSM1
 * order ({@link gcscript.texture.Clut#csm1}), PS2 alpha expanded to 0..255, the notes' mip model
 * ({@link gcscript.texture.TextureDecoder}), and contact sheets for looking at a whole table at once.
 */
package gcscript.texture;
