// A page's 'not found' state: its heading (the page's h1), a line saying what is missing, and a
// link back.
import { Link } from "react-router-dom";
import { ArrowLeftIcon } from "./IconsMore.tsx";

export function NotFound({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      <Link to={backTo} className="btn-primary mt-6">
        <ArrowLeftIcon className="h-5 w-5" />
        {backLabel}
      </Link>
    </div>
  );
}
