// Labelled form fields: the label, the control (`field-input`) and its FieldError, linked through
// `aria-invalid` and `aria-describedby="{id}-error"`. The id defaults to the field's name.
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldError } from "./FieldError.tsx";
import { EyeIcon, EyeOffIcon } from "./Icons.tsx";

type Labelled = { label: string; error?: string };
type InputProps = InputHTMLAttributes<HTMLInputElement> & Labelled;
/** What a field's control receives: its id and the links to its error. */
type ControlProps = { id: string | undefined; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/** The label, the control and its error message; `control` renders the control with `ControlProps`. */
function Field({ id, label, error, className, control }: Labelled & { id: string | undefined; className?: string; control: (props: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField({ label, error, id, ...rest }, ref) {
  return <Field id={id ?? rest.name} label={label} error={error} control={(c) => <input ref={ref} className="field-input" {...c} {...rest} />} />;
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField({ label, error, id, ...rest }, ref) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      id={id ?? rest.name}
      label={label}
      error={error}
      control={(c) => (
        <div className="relative">
          <input ref={ref} type={shown ? "text" : "password"} className="field-input pr-11" {...c} {...rest} />
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
      )}
    />
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled & { /** Classes of the wrapper (e.g. a grid span). */ wrapperClassName?: string };

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField({ label, error, id, wrapperClassName, ...rest }, ref) {
  return (
    <Field id={id ?? rest.name} label={label} error={error} className={wrapperClassName} control={(c) => <textarea ref={ref} className="field-input resize-y" {...c} {...rest} />} />
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled;

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, error, id, children, ...rest }, ref) {
  return (
    <Field
      id={id ?? rest.name}
      label={label}
      error={error}
      control={(c) => (
        <select ref={ref} className="field-input" {...c} {...rest}>
          {children}
        </select>
      )}
    />
  );
});
