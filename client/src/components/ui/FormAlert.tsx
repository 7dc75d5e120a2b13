const ALERT_CLASS = "rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200";

/** A form's overall error (role="alert"); renders nothing without a message. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={className ? `${className} ${ALERT_CLASS}` : ALERT_CLASS}>
      {message}
    </div>
  );
}
