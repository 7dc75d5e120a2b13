/** A failed load (role="alert") with a 'Try again' button. */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={`${className ? `${className} ` : ""}rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200`}
    >
      <p className="font-semibold">{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
