import type { ReactNode } from "react";
import { BackLink } from "../../../components/ui/BackLink.tsx";
import { GameCover } from "../GameBits.tsx";

interface GamePageLayoutProps {
  imageUrl: string | null;
  title: string;
  /** The header's lines under the title (chips, status, progress). */
  summary: ReactNode;
  /** The header's buttons. */
  actions: ReactNode;
  /** The wide column's panels. */
  main: ReactNode;
  /** The side column's panels ("Game information"). */
  aside: ReactNode;
  /** What the page opens over itself (dialogs). */
  children?: ReactNode;
}

/** The frame of a game page: a link back to My Games, the header, then the two columns of panels. */
export function GamePageLayout({ imageUrl, title, summary, actions, main, aside, children }: GamePageLayoutProps) {
  return (
    <div className="space-y-6">
      <BackLink to="/">My Games</BackLink>
      <header className="card flex flex-col gap-5 p-4 sm:flex-row sm:p-6">
        <GameCover src={imageUrl} eager className="aspect-[3/4] w-32 shrink-0 self-center rounded-lg shadow sm:w-44 sm:self-start" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          <div className="mt-3 space-y-3">{summary}</div>
          <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">{main}</div>
        <aside className="min-w-0 space-y-6" aria-label="Game information">
          {aside}
        </aside>
      </div>
      {children}
    </div>
  );
}
