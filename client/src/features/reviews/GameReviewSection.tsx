/**
 * The Add/Edit Game dialog's public Reviews section (shown while the game is Completed): it writes
 * the same review as the review dialog, saved right after the game.
 *
 * - useGameReviewDraft(gameId | null): the section's state. Editing a game loads its review (a
 *   review stays when its game leaves Completed, and shows again when it returns). `await validate()`
 *   before saving the game (an existing review's text cannot be emptied; 2,000 characters at most; the
 *   check's schema is fetched then, so zod stays out of the pages that show reviews); `save(gameId,
 *   rating)` after: creates the review when text was written, updates it when its text, spoiler flag
 *   or the game's rating changed, else does nothing; it answers the failure to show, or null. The
 *   review takes the game's rating, or 5.
 * - <GameReviewFields draft={draft} />: the text with its counter and the spoiler toggle.
 */
import { useState } from "react";
import { DEFAULT_REVIEW_RATING, REVIEW_TEXTS } from "@savepoint/common";
import { useCreateReview, useUpdateReview } from "./mutations.ts";
import { useGameReviews } from "./queries.ts";
import { reviewSaveError } from "./reviewText.ts";
import { CommentField, SpoilerField } from "./ReviewFields.tsx";

interface Draft {
  comment: string;
  spoiler: boolean;
}

export function useGameReviewDraft(gameId: string | null) {
  const reviews = useGameReviews(gameId);
  const existing = reviews.data?.pages[0]?.mine ?? null;
  const [edited, setEdited] = useState<Draft | null>(null);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateReview();
  const update = useUpdateReview();
  const value: Draft = edited ?? { comment: existing?.comment ?? "", spoiler: existing?.spoiler ?? false };

  const change = (next: Partial<Draft>) => {
    setEdited({ ...value, ...next });
    if (error && next.comment !== undefined) setError(undefined);
  };

  const validate = async (): Promise<boolean> => {
    if (!existing && value.comment.trim() === "") return true;
    const { reviewFormSchema } = await import("./reviewForm.ts");
    const check = reviewFormSchema.shape.comment.safeParse(value.comment);
    setError(check.success ? undefined : (check.error.issues[0]?.message ?? REVIEW_TEXTS.writeReview));
    return check.success;
  };

  const save = async (savedGameId: string, rating: number | null): Promise<string | null> => {
    const body = { comment: value.comment.trim(), spoiler: value.spoiler };
    try {
      if (existing) {
        const changed = body.comment !== existing.comment || body.spoiler !== existing.spoiler || (rating !== null && rating !== existing.rating);
        if (changed) await update.mutateAsync({ id: existing.id, body: rating === null ? body : { ...body, rating } });
      } else if (body.comment !== "") {
        await create.mutateAsync({ gameId: savedGameId, body: { ...body, rating: rating ?? DEFAULT_REVIEW_RATING } });
      }
      setEdited(null);
      return null;
    } catch (err) {
      return reviewSaveError(err, existing ? "update" : "create");
    }
  };

  return { value, error, existing, change, validate, save };
}

export type GameReviewDraft = ReturnType<typeof useGameReviewDraft>;

export function GameReviewFields({ draft }: { draft: GameReviewDraft }) {
  return (
    <div className="space-y-3 sm:col-span-2">
      <CommentField
        id="game-review"
        label="Public review"
        placeholder="Share what you thought of it with other players"
        value={draft.value.comment}
        onChange={(comment) => draft.change({ comment })}
        error={draft.error}
      />
      <SpoilerField checked={draft.value.spoiler} onChange={(spoiler) => draft.change({ spoiler })} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {draft.existing ? "Edits your review, which other players can read." : "Optional. Other players can read it; it takes the game's rating, or 5."}
      </p>
    </div>
  );
}
