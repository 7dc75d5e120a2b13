const SIZES = { sm: "h-4 w-4", md: "h-6 w-6", lg: "h-10 w-10", xl: "h-14 w-14" } as const;

export function Spinner({ size = "md", label }: { size?: keyof typeof SIZES; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`${SIZES[size]} animate-spin rounded-full border-2 border-current border-t-transparent text-accent-500`} />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

export function FullPageLoader({ text }: { text: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600 dark:text-slate-300">
      <Spinner size="lg" label={text} />
    </div>
  );
}

/** A page's loading state: a large spinner with its text, centred in the content area. */
export function PageLoader({ label, className = "py-20" }: { label: string; className?: string }) {
  return (
    <div className={`${className} text-center text-slate-600 dark:text-slate-300`}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
