// A rating shown as ten stars and '(n/10)'. Display only: the review dialog has its own picker.
import { StarIcon } from "../../components/ui/Icons.tsx";

const MAX = 10;

/** Ten stars, the first `rating` filled, then '(n/10)'; read out as 'Rated n out of 10'. */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={`Rated ${rating} out of ${MAX}`} className="inline-flex">
        {Array.from({ length: MAX }, (_, i) => (
          <StarIcon key={i} className={`h-4 w-4 ${i < rating ? "text-amber-500 dark:text-amber-400" : "text-slate-300 dark:text-slate-600"}`} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        ({rating}/{MAX})
      </span>
    </span>
  );
}
