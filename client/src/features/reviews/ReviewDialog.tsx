/**
 * The review dialog: 'Write a Review' or 'Edit Review'.
 *
 * Props:
 * - open, onClose: as every dialog. Keep `review`/`game` set while it closes, so its title stays.
 * - review?: ReviewDto — edit this review (of the caller's); its game is fixed.
 * - game?: { id, title, rating } — write a review of this library game (fixed; it must be Completed).
 * - onSaved?: (review) => void — after a save (the caches are refreshed already).
 * With neither, a picker offers the caller's Completed games that have no review yet; choosing one
 * sets the stars to that game's rating, or 5.
 */
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type LibraryGameSummary, type ReviewDto } from "@savepoint/common";
import { SelectField } from "../../components/ui/Field.tsx";
import { itemKey } from "../../components/ui/dialogItem.ts";
import { dialogSaved } from "../../components/ui/dialogReturn.ts";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { gamePickerLabels } from "../games/index.ts";
import { useCreateReview, useUpdateReview } from "./mutations.ts";
import { useAllMyReviews, useLibraryForReviews } from "./queries.ts";
import { presetRating, reviewFormResolver, type ReviewFormOutput, type ReviewFormValues } from "./reviewForm.ts";
import { reviewSaveError } from "./reviewText.ts";
import { CommentField, SpoilerField } from "./ReviewFields.tsx";
import { StarPicker } from "./StarPicker.tsx";

export interface ReviewDialogGame {
  id: string;
  title: string;
  rating: number | null;
}

export interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  review?: ReviewDto | null;
  game?: ReviewDialogGame | null;
  onSaved?: (review: ReviewDto) => void;
}

export function ReviewDialog({ open, onClose, review = null, game = null, onSaved }: ReviewDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={review ? "Edit Review" : "Write a Review"} layout="sheet" width="sm:max-w-xl">
      {review ? (
        <ReviewForm
          key={review.id}
          review={review}
          fixed={{ id: review.gameId, title: review.gameTitle, rating: review.rating }}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : game ? (
        <ReviewForm key={game.id} fixed={game} onClose={onClose} onSaved={onSaved} />
      ) : (
        <PickerForm onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

type Callbacks = Pick<ReviewDialogProps, "onClose" | "onSaved">;

/** Completed games without a review of the caller's, by title. */
function reviewable(games: LibraryGameSummary[], reviews: ReviewDto[]): LibraryGameSummary[] {
  const reviewed = new Set(reviews.map((r) => r.gameId));
  return games.filter((g) => g.status === "COMPLETED" && !reviewed.has(g.id)).sort((a, b) => a.title.localeCompare(b.title));
}

function PickerForm(callbacks: Callbacks) {
  const library = useLibraryForReviews();
  const mine = useAllMyReviews();
  const choices = useMemo(() => (library.data && mine.data ? reviewable(library.data, mine.data) : null), [library.data, mine.data]);
  if (choices) return <ReviewForm choices={choices} {...callbacks} />;
  return (
    <>
      <ModalBody>
        {library.isError || mine.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Failed to load games
          </p>
        ) : (
          <div className="py-8 text-center text-slate-600 dark:text-slate-300">
            <Spinner label="Loading games..." />
          </div>
        )}
      </ModalBody>
      <FormFooter onCancel={callbacks.onClose} />
    </>
  );
}

type ReviewFormProps = Callbacks & { review?: ReviewDto; fixed?: ReviewDialogGame; choices?: LibraryGameSummary[] };

function ReviewForm({ review, fixed, choices, onClose, onSaved }: ReviewFormProps) {
  const create = useCreateReview();
  const update = useUpdateReview();
  const [formError, setFormError] = useState<string | null>(null);
  // Copies of one title are told apart (platform; then status and the day added).
  const labels = useMemo(() => gamePickerLabels(choices ?? []), [choices]);
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: reviewFormResolver,
    defaultValues: {
      gameId: fixed?.id ?? "",
      rating: review?.rating ?? presetRating(fixed ?? undefined),
      comment: review?.comment ?? "",
      spoiler: review?.spoiler ?? false,
    },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (out) => {
    setFormError(null);
    const body = { rating: out.rating, comment: out.comment, spoiler: out.spoiler };
    try {
      const saved = review ? await update.mutateAsync({ id: review.id, body }) : await create.mutateAsync({ gameId: out.gameId, body });
      onSaved?.(saved);
      dialogSaved({ say: `Your review of ${saved.gameTitle} was saved.`, item: itemKey("review", saved.id) });
      onClose();
    } catch (err) {
      setFormError(reviewSaveError(err, review ? "update" : "create"));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
      <ModalBody className="space-y-5">
        <FormAlert message={formError} />
        {fixed ? (
          <div>
            <p className="field-label">Game</p>
            <p className="font-semibold break-words text-slate-900 dark:text-white">{fixed.title}</p>
          </div>
        ) : (
          <div>
            <SelectField
              id="review-game"
              label="Game"
              error={errors.gameId?.message}
              {...register("gameId", {
                onChange: (e: { target: { value: string } }) => setValue("rating", presetRating(choices?.find((g) => g.id === e.target.value))),
              })}
            >
              <option value="">Select a completed game...</option>
              {choices?.map((g) => (
                <option key={g.id} value={g.id}>
                  {labels.get(g.id)}
                </option>
              ))}
            </SelectField>
            {choices?.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every completed game of yours has a review. Mark a game Completed to review it.</p>
            ) : null}
          </div>
        )}
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => <StarPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="comment"
          render={({ field, fieldState }) => (
            <CommentField
              id="review-comment"
              label="Review"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller control={control} name="spoiler" render={({ field }) => <SpoilerField checked={field.value} onChange={field.onChange} />} />
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel={review ? "Update Review" : "Submit Review"} submitting={isSubmitting} />
    </form>
  );
}
