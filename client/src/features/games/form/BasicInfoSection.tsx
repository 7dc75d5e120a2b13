// "Basic Information": the title (a catalog search when adding from scratch), platform, year, genres,
// developer, publisher, critic score and custom tags.
import type { ComponentProps } from "react";
import { GENRE_LIMITS, RELEASE_YEAR_MIN, TAG_LIMITS, releaseYearMax } from "@savepoint/common";
import { TextField } from "../../../components/ui/Field.tsx";
import { Spinner } from "../../../components/ui/Spinner.tsx";
import { ChipInput } from "./ChipInput.tsx";
import { FormSection } from "./FormSection.tsx";
import { GameSearchBox } from "./GameSearchBox.tsx";
import { PlatformCombobox } from "./PlatformCombobox.tsx";
import type { GameFormApi } from "./useGameForm.ts";

type ChipFieldProps = Omit<ComponentProps<typeof ChipInput>, "id" | "values" | "onChange" | "error"> & { g: GameFormApi; name: "genres" | "customTags" };

function ChipField({ g, name, ...rest }: ChipFieldProps) {
  return (
    <div className="sm:col-span-2">
      <ChipInput id={`game-${name}`} values={g.watch(name)} onChange={(v) => g.set(name, v)} error={g.err(name)} {...rest} />
    </div>
  );
}

export function BasicInfoSection({ g }: { g: GameFormApi }) {
  return (
    <FormSection title="Basic Information">
      <div className="sm:col-span-2">
        {g.searchMode ? (
          <GameSearchBox
            id="game-title"
            value={g.watch("title")}
            onChange={(t) => {
              g.set("title", t);
              g.titleChanged(t);
            }}
            onChoose={g.chooseResult}
            chosenTitle={g.chosenTitle}
            error={g.err("title")}
          />
        ) : (
          <TextField
            label="Title"
            autoComplete="off"
            data-autofocus
            {...g.field("title", { onChange: (e: { target: { value: string } }) => g.titleChanged(e.target.value) })}
          />
        )}
        {/* Always present, so a screen reader hears the note when it appears. */}
        <p role="status" className="mt-2 text-sm text-slate-600 empty:hidden dark:text-slate-300">
          {g.unlinkedNote}
        </p>
        {g.loadingDetails ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <Spinner size="sm" label="Loading game details..." />
          </p>
        ) : null}
      </div>
      <PlatformCombobox id="game-platform" value={g.watch("platform")} options={g.platformOptions} onChange={g.changePlatform} error={g.err("platform")} />
      <TextField label="Release Year" type="number" inputMode="numeric" min={RELEASE_YEAR_MIN} max={releaseYearMax()} step={1} {...g.field("releaseYear")} />
      <ChipField g={g} name="genres" label="Genres" noun="genre" placeholder="e.g. RPG" maxChars={GENRE_LIMITS.maxChars} />
      <TextField label="Developer" autoComplete="off" {...g.field("developer")} />
      <TextField label="Publisher" autoComplete="off" {...g.field("publisher")} />
      <TextField label="Metacritic" type="number" inputMode="numeric" min={0} max={100} step={1} {...g.field("metacritic")} />
      <ChipField g={g} name="customTags" label="Custom Tags" noun="tag" placeholder="e.g. co-op" maxChars={TAG_LIMITS.maxChars} prefix="#" />
    </FormSection>
  );
}
