import { TextAreaField, TextField } from "../../../components/ui/Field.tsx";
import { GameCover } from "../GameBits.tsx";
import { FormSection } from "./FormSection.tsx";
import { useCoverCheck } from "./useCoverCheck.ts";
import type { GameFormApi } from "./useGameForm.ts";

/**
 * "Media & Notes": the cover (previewed beside its address, through this origin), the description
 * and the user's notes. The address field holds only what the user gave: empty for the catalog's cover.
 */
export function MediaSection({ g }: { g: GameFormApi }) {
  const cover = useCoverCheck(g);
  return (
    <FormSection title="Media & Notes">
      <div className="flex items-start gap-3 sm:col-span-2">
        <GameCover src={cover.preview} className="h-20 w-15 shrink-0 rounded-md" />
        <div className="min-w-0 flex-1">
          <TextField
            label="Cover Image URL"
            type="url"
            autoComplete="off"
            {...g.field("imageUrl", { onBlur: (e: { target: { value: string } }) => cover.check(e.target.value) })}
          />
          <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {cover.checking ? "Checking the image…" : ""}
          </p>
        </div>
      </div>
      <TextAreaField label="Description" rows={3} wrapperClassName="sm:col-span-2" {...g.field("description")} />
      <TextAreaField label="Notes" rows={4} wrapperClassName="sm:col-span-2" {...g.field("notes")} />
    </FormSection>
  );
}
