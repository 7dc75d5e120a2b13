// What a fetched body really is, by its first bytes: only the raster formats a cover may be.
// SVG is never among them (it can carry scripts and links), whatever the Content-Type says.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString("latin1");

/** The image type the bytes are, or null when they are none of IMAGE_TYPES. */
export function sniffImageType(b: Buffer): ImageType | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "image/gif";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp";
  if (b.length >= 16 && ascii(b, 4, 8) === "ftyp" && isAvifBrand(b)) return "image/avif";
  return null;
}

/** An ISO-BMFF file whose major or a compatible brand is AVIF ("avif" still, "avis" sequence). */
function isAvifBrand(b: Buffer): boolean {
  const boxSize = Math.min(b.readUInt32BE(0), b.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(b, at, at + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/** The media type a Content-Type header names ("image/png; q=1" → "image/png"), lower case. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A declared type that may be a cover: one of IMAGE_TYPES ("image/jpg" as an old alias of JPEG). */
export function isAcceptedDeclaredType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type) || type === "image/jpg" || type === "image/pjpeg";
}
