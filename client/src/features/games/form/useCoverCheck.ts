// The Cover Image URL field's check: when the user leaves the field with a new web address, the
// server fetches it (the browser never does: the page may only load images from its own origin) and
// answers a same-origin preview, or the reason it cannot be a cover, which lands on the field.
import { useRef, useState } from "react";
import { CoverCheckSchema, type CoverCheckResult } from "@savepoint/common";
import { ApiError, api } from "../../../api/client.ts";
import type { GameFormApi } from "./useGameForm.ts";

type CheckState = { url: string; status: "checking" } | { url: string; status: "ok"; previewUrl: string };

const FALLBACK = "The image could not be checked. Please try again.";

export function useCoverCheck(g: GameFormApi) {
  const [state, setState] = useState<CheckState | null>(null);
  const latest = useRef("");
  const value = g.watch("imageUrl").trim();
  const saved = g.defaults.imageUrl;
  const shownCover = g.watch("shownCover");

  const check = async (raw: string) => {
    const url = raw.trim();
    latest.current = url;
    // Empty, the address the game already has, or not a web address (the form's own check says so).
    if (!url || url === saved || !CoverCheckSchema.safeParse({ imageUrl: url }).success) {
      setState(null);
      return;
    }
    setState({ url, status: "checking" });
    try {
      const answer = await api.post<CoverCheckResult>("/covers/check", { imageUrl: url });
      if (latest.current !== url) return;
      setState({ url, status: "ok", previewUrl: answer.previewUrl });
      g.fieldError("imageUrl", null);
    } catch (e) {
      if (latest.current !== url) return;
      setState(null);
      const issue = e instanceof ApiError ? (e.issues.find((i) => i.path === "imageUrl")?.message ?? e.message) : FALLBACK;
      g.fieldError("imageUrl", issue);
    }
  };

  /** What the preview shows: the game's cover, the checked image, or nothing while unknown. */
  let preview: string | null = null;
  if (!value || value === saved) preview = shownCover || null;
  else if (state?.status === "ok" && state.url === value) preview = state.previewUrl;

  const checking = state?.status === "checking" && state.url === value;
  return { preview, checking, check: (raw: string) => void check(raw) };
}
