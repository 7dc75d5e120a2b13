import { Link } from "react-router-dom";
import { ControllerIcon } from "../ui/Icons.tsx";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-white">
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-accent-700 text-white">
        <ControllerIcon className="h-5 w-5" />
      </span>
      Savepoint
    </Link>
  );
}
