import { TextAreaField, TextField } from "../../../components/ui/Field.tsx";
import { GameCover } from "../GameBits.tsx";
import { FormSection } from "./FormSection.tsx";
import type { GameFormApi } from "./useGameForm.ts";

/** "Media & Notes": the cover (previewed beside its address), the description and the user's notes. */
export function MediaSection({ g }: { g: GameFormApi }) {
  return (
    <FormSection title="Media & Notes">
      <div className="flex items-start gap-3 sm:col-span-2">
        <GameCover src={g.watch("imageUrl").trim() || null} className="h-20 w-15 shrink-0 rounded-md" />
        <TextField label="Cover Image URL" type="url" autoComplete="off" wrapperClassName="min-w-0 flex-1" {...g.field("imageUrl")} />
      </div>
      <TextAreaField label="Description" rows={3} wrapperClassName="sm:col-span-2" {...g.field("description")} />
      <TextAreaField label="Notes" rows={4} wrapperClassName="sm:col-span-2" {...g.field("notes")} />
    </FormSection>
  );
}
