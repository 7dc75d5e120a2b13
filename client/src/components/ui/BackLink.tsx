// A page's way back: an arrow and the name of where it leads.
import { Link } from "react-router-dom";
import { ArrowLeftIcon } from "./IconsMore.tsx";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="link inline-flex items-center gap-1 text-sm">
      <ArrowLeftIcon className="h-4 w-4" />
      {children}
    </Link>
  );
}
