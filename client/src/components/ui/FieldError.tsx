/** A field's error text, linked to its input through `aria-describedby={id}`; renders nothing without one. */
export function FieldError({ id, message }: { id: string; message: string | undefined | null | false }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
