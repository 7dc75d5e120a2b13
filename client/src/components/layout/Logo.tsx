import { Link } from "react-router-dom";
import { ControllerIcon } from "../ui/Icons.tsx";

/** `compact`: below 400 px only the mark shows (the name stays the link's accessible name). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-accent-700 text-white">
        <ControllerIcon className="h-5 w-5" />
      </span>
      <span className={compact ? "max-[400px]:sr-only" : undefined}>Savepoint</span>
    </Link>
  );
}
