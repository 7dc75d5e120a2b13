import { forwardRef, type InputHTMLAttributes } from "react";
import { FieldError } from "../../components/ui/FieldError.tsx";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, id, ...rest }, ref) {
  const inputId = id ?? rest.name;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
