// The Add/Edit Game dialog: a form in sections that follow the status, validated with the shared
// schema; useGameForm holds what it does.
import { PLATFORMS, type CatalogGame, type LibraryGameDto } from "@savepoint/common";
import { FormAlert } from "../../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody } from "../../../components/ui/Modal.tsx";
import { Spinner } from "../../../components/ui/Spinner.tsx";
import { GameReviewFields, useGameReviewDraft } from "../../reviews/index.ts";
import { useGame } from "../queries.ts";
import { BasicInfoSection } from "./BasicInfoSection.tsx";
import { FormSection } from "./FormSection.tsx";
import {
  EMPTY_VALUES,
  catalogFill,
  catalogPlatformOptions,
  editPlatformOptions,
  platformAfterOptions,
  valuesFromGame,
  type GameFormValues,
} from "./gameFormModel.ts";
import { CopyAlert } from "./CopyAlert.tsx";
import { MediaSection } from "./MediaSection.tsx";
import { ProgressSection } from "./ProgressSection.tsx";
import { useGameForm, type GameFormOptions } from "./useGameForm.ts";

type Callbacks = { onClose: () => void; onSaved?: (game: LibraryGameDto) => void };
type GameFormDialogProps = { open: boolean } & Callbacks & ({ mode: "add"; prefill?: CatalogGame | null } | { mode: "edit"; gameId: string });

export function GameFormDialog(props: GameFormDialogProps) {
  const { open, onClose, onSaved } = props;
  return (
    <Modal open={open} onClose={onClose} title={props.mode === "add" ? "Add New Game" : "Edit Game"} layout="sheet" width="sm:max-w-2xl">
      {props.mode === "edit" ? (
        <EditGameLoader gameId={props.gameId} onClose={onClose} onSaved={onSaved} />
      ) : (
        <AddGameForm prefill={props.prefill ?? null} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** A new game: empty, or filled from the catalog game it is added from (offering only its platforms). */
function AddGameForm({ prefill, ...callbacks }: { prefill: CatalogGame | null } & Callbacks) {
  if (!prefill) return <GameForm mode="add" defaults={EMPTY_VALUES} platformOptions={[...PLATFORMS]} {...callbacks} />;
  const options = catalogPlatformOptions(prefill);
  const fill = catalogFill(prefill);
  const defaults: GameFormValues = { ...EMPTY_VALUES, ...fill, platform: platformAfterOptions("", options) };
  return <GameForm mode="add" defaults={defaults} platformOptions={options} linked={{ title: prefill.title, fill }} {...callbacks} />;
}

function EditGameLoader({ gameId, ...callbacks }: { gameId: string } & Callbacks) {
  const game = useGame(gameId);
  if (game.data) {
    return (
      <GameForm
        mode="edit"
        gameId={gameId}
        defaults={valuesFromGame(game.data)}
        kept={game.data.kept}
        platformOptions={editPlatformOptions(game.data.platform)}
        {...callbacks}
      />
    );
  }
  return (
    <>
      <ModalBody>
        {game.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Failed to load game details
          </p>
        ) : (
          <div className="py-8 text-center text-slate-600 dark:text-slate-300">
            <Spinner label="Loading game details..." />
          </div>
        )}
      </ModalBody>
      <FormFooter onCancel={callbacks.onClose} />
    </>
  );
}

function GameForm(props: GameFormOptions) {
  const review = useGameReviewDraft(props.gameId ?? null);
  const g = useGameForm({ ...props, review });
  return (
    <form onSubmit={g.submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={g.isSubmitting || g.loadingDetails}>
      <ModalBody className="space-y-6">
        <FormAlert message={g.formError} />
        {g.copy ? <CopyAlert key={g.copy.id} copy={g.copy} onOpen={() => g.openCopy(g.copy!)} onAddAnother={() => g.addAnotherCopy(g.copy!)} /> : null}
        <BasicInfoSection g={g} />
        <ProgressSection g={g} />
        {g.watch("status") === "COMPLETED" ? (
          <FormSection title="Reviews">
            <GameReviewFields draft={review} />
          </FormSection>
        ) : null}
        {/* Every status shows it: the cover, description and notes belong to the game (ADR 017). */}
        <MediaSection g={g} />
      </ModalBody>
      <FormFooter
        onCancel={props.onClose}
        submitLabel={props.mode === "add" ? "Add Game" : "Update Game"}
        submitting={g.isSubmitting}
        disabled={g.loadingDetails}
      />
    </form>
  );
}
