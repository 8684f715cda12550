/**
 * The label's typeface: DejaVu Sans from the dejavu-fonts-ttf package (Bitstream Vera licence,
 * DejaVu changes in the public domain), read from node_modules at run time like pdfkit's own
 * font metrics. It covers Latin with every European mark, Greek and Cyrillic; pdfkit embeds only
 * the glyphs a page uses (about 20–40 KB per PDF).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const LABEL_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;
