/**
 * The one display of a journal entry: the general page's grid and the game journal screen.
 *
 * Props:
 * - entry: JournalEntryDto — what the API answered. Its content is plain text shown with its line
 *   breaks; nothing of it is ever rendered as HTML.
 * - dateFormat?: "long" | "us" (default "long") — "May 31, 2026", or "05/31/2026" (the game screen); both read the day in UTC.
 * - showCategory?: boolean (default true) — the category chip in its colour (grey when the account has no such category).
 * - showGame?: boolean (default false) — the game's title, for an entry that has one.
 * - onEdit?, onDelete?: (entry) => void — when given, an icon button each, named 'Edit {title}' / 'Delete {title}'.
 * - defaultExpanded?: boolean (default false) — a collapsed card shows the first lines of its content;
 *   clicking the card (or its title button, which carries aria-expanded) expands or collapses it.
 *
 * The card is an <article> named by its title ('Untitled' when it has none).
 */
import { dialogItem } from "../../components/ui/dialogItem.ts";
import { useId, useState, type MouseEvent } from "react";
import { JOURNAL_TEXTS, type JournalEntryDto } from "@savepoint/common";
import { PencilIcon, TrashIcon } from "../../components/ui/IconsMore.tsx";
import { CategoryChip } from "./CategoryChip.tsx";
import { entryDateLong, entryDateUs } from "./format.ts";

export interface JournalEntryCardProps {
  entry: JournalEntryDto;
  dateFormat?: "long" | "us";
  showCategory?: boolean;
  showGame?: boolean;
  onEdit?: (entry: JournalEntryDto) => void;
  onDelete?: (entry: JournalEntryDto) => void;
  defaultExpanded?: boolean;
}

/** 'Untitled' for an entry without a title. */
export const entryTitle = (entry: Pick<JournalEntryDto, "title">): string => entry.title?.trim() || JOURNAL_TEXTS.untitled;

const iconButton = "rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white";

/** A click on a control inside the card is that control's, not the card's. */
const onControl = (e: MouseEvent) => e.target instanceof Element && e.target.closest("button, a, input, select, textarea") !== null;

export function JournalEntryCard({
  entry,
  dateFormat = "long",
  showCategory = true,
  showGame = false,
  onEdit,
  onDelete,
  defaultExpanded = false,
}: JournalEntryCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const contentId = useId();
  const title = entryTitle(entry);
  const toggle = () => setExpanded((x) => !x);

  return (
    <article
      aria-label={title}
      onClick={(e) => {
        if (!onControl(e) && !window.getSelection()?.toString()) toggle();
      }}
      className="flex min-w-0 cursor-pointer flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-slate-300 dark:border-slate-700 dark:bg-slate-800 dark:hover:border-slate-600"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="text-base font-semibold break-words text-slate-900 dark:text-white">
            <button type="button" className="text-left hover:underline" aria-expanded={expanded} aria-controls={contentId} onClick={toggle}>
              {title}
            </button>
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            <time dateTime={entry.date}>{dateFormat === "us" ? entryDateUs(entry.date) : entryDateLong(entry.date)}</time>
            {showGame && entry.gameTitle ? <span> · {entry.gameTitle}</span> : null}
          </p>
        </div>
        {onEdit || onDelete ? (
          <div className="-mt-1 -mr-2 flex shrink-0 items-center">
            {onEdit ? (
              <button
                type="button"
                className={iconButton}
                aria-label={`Edit ${title}`}
                title="Edit"
                onClick={() => onEdit(entry)}
                {...dialogItem("entry", entry.id)}
              >
                <PencilIcon className="h-4 w-4" />
              </button>
            ) : null}
            {onDelete ? (
              <button type="button" className={iconButton} aria-label={`Delete ${title}`} title="Delete" onClick={() => onDelete(entry)}>
                <TrashIcon className="h-4 w-4" />
              </button>
            ) : null}
          </div>
        ) : null}
      </header>
      {showCategory ? (
        <div>
          <CategoryChip name={entry.category} color={entry.categoryColor} />
        </div>
      ) : null}
      <p
        id={contentId}
        data-expanded={expanded}
        className={`text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-200 ${expanded ? "" : "line-clamp-4"}`}
      >
        {entry.content}
      </p>
      {entry.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {entry.tags.map((t) => (
            <li key={t} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
              #{t}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
