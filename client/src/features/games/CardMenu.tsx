// A game card's actions menu: the shared menu button (components/ui/ActionMenu.tsx) in the card's corner.
import type { ReactNode } from "react";
import { ActionMenu, type ActionMenuItem } from "../../components/ui/ActionMenu.tsx";

export type CardMenuItem = ActionMenuItem;

export function CardMenu({ label, button, items }: { label: string; button: ReactNode; items: CardMenuItem[] }) {
  return (
    <ActionMenu
      label={label}
      button={button}
      items={items}
      buttonClassName="-mr-1 -mt-1 shrink-0 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
    />
  );
}
