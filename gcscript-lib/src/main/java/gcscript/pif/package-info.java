/**
 * PIF textures ("2FIP") and texture lists (rac2-global-wads §2.6.1, §2.6.3): the form of a level's transition
 * textures (data header +0x50, WAD-LZ compressed). Low layer: {@link PifLayouts} (list count, list offsets, PIF
 * header; palettes and texels through {@link gcscript.texture.Clut} and {@link gcscript.texture.Texels}); high layer:
 * {@link TextureList} (one row per texture, the decoded image's hash beside the stored header). docs/formats/pif.md.
 */
package gcscript.pif;
