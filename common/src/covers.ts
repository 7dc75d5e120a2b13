// Remote cover images: the server fetches an address the user pasted (never the browser), checks that
// it is an image of sane size on a public host, and serves it from this origin.
import { z } from "zod";
import { text } from "./primitives.ts";

/** The largest remote cover the server fetches. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_MAX_MB = COVER_MAX_BYTES / (1024 * 1024);

/** Why a remote cover was refused. */
export type CoverRefusal = "invalid" | "private" | "unreachable" | "not-image" | "too-large";

/** What the user reads for each refusal (on the Cover Image URL field). */
export const COVER_REFUSAL_MESSAGES: Record<CoverRefusal, string> = {
  invalid: "Image URL must be a web address (http:// or https://)",
  private: "Addresses on private networks are not allowed",
  unreachable: "That address is not reachable from this server",
  "not-image": "That address is not an image",
  "too-large": `The image is too large (max ${COVER_MAX_MB} MB)`,
};

/** A cover address the server fetches itself (the rest are this instance's own paths). */
export function isRemoteImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** POST /api/covers/check: the address the user pasted in the Cover Image URL field. */
export const CoverCheckSchema = z.object({
  imageUrl: text("Image URL", COVER_REFUSAL_MESSAGES.invalid)
    .trim()
    .min(1, "Enter the image's web address")
    .max(2048, "Image URL must be at most 2048 characters")
    .refine((s) => {
      try {
        const u = new URL(s);
        return isRemoteImageUrl(s) && u.hostname !== "";
      } catch {
        return false;
      }
    }, COVER_REFUSAL_MESSAGES.invalid),
});
export type CoverCheckInput = z.infer<typeof CoverCheckSchema>;

/** The answer to a check that passed: the image and where this origin shows it. */
export interface CoverCheckResult {
  ok: true;
  contentType: string;
  bytes: number;
  /** A same-origin path that shows the checked image (served from the server's cache). */
  previewUrl: string;
}
