// Labelled form fields: the label, the control (`field-input`) and its FieldError, linked through
// `aria-invalid` and `aria-describedby="{id}-error"`. The id defaults to the field's name.
import { forwardRef, useState, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldError } from "./FieldError.tsx";
import { EyeIcon, EyeOffIcon } from "./Icons.tsx";

type Labelled = { label: string; error?: string };
type InputProps = InputHTMLAttributes<HTMLInputElement> & Labelled;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField({ label, error, id, ...rest }, ref) {
  const inputId = id ?? rest.name;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input ref={ref} id={inputId} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      <FieldError id={errorId} message={error} />
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField({ label, error, id, ...rest }, ref) {
  const [shown, setShown] = useState(false);
  const inputId = id ?? rest.name;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input ref={ref} id={inputId} type={shown ? "text" : "password"} className="field-input pr-11" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-slate-300 dark:hover:text-white"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled & { /** Classes of the wrapper (e.g. a grid span). */ wrapperClassName?: string };

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ label, error, id, wrapperClassName, ...rest }, ref) {
  const inputId = id ?? rest.name;
  const errorId = `${inputId}-error`;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <textarea ref={ref} id={inputId} className="field-input resize-y" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      <FieldError id={errorId} message={error} />
    </div>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled;

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, error, id, children, ...rest }, ref) {
  const inputId = id ?? rest.name;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <select ref={ref} id={inputId} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest}>
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
