// Labelled form fields: the label, the control (`field-input`) and its FieldError, linked through
// `aria-invalid` and `aria-describedby="{id}-error"`. The id defaults to the field's name.
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldError } from "./FieldError.tsx";
import { EyeIcon, EyeOffIcon } from "./IconsMore.tsx";

type Labelled = {
  label: string;
  error?: string;
  /** The label is read by screen readers only (a group's legend already says what the field is). */
  hideLabel?: boolean;
  /** Classes of the wrapper (e.g. a grid span). */
  wrapperClassName?: string;
};
type InputProps = InputHTMLAttributes<HTMLInputElement> & Labelled;
type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled;
type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled;
/** What a field's control receives: its id, its classes and the links to its error. */
type ControlProps = { id: string | undefined; className: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * The label, the control and its error message. `control` renders the control with `ControlProps`
 * (`controlClass` joined to the caller's `className`) and the caller's other props.
 */
function Field<P extends Labelled & { id?: string; name?: string; className?: string }>({
  props: { label, error, hideLabel, wrapperClassName, id: ownId, className, ...rest },
  controlClass,
  control,
}: {
  props: P;
  controlClass: string;
  control: (c: ControlProps, rest: Omit<P, keyof Labelled | "id" | "className">) => ReactNode;
}) {
  const id = ownId ?? rest.name;
  const errorId = `${id}-error`;
  const c: ControlProps = {
    id,
    className: className ? `${controlClass} ${className}` : controlClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
        {label}
      </label>
      {control(c, rest)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(props, ref) {
  return <Field props={props} controlClass="field-input" control={(c, rest) => <input ref={ref} {...c} {...rest} />} />;
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField(props, ref) {
  const [shown, setShown] = useState(false);
  const what = props.label.toLowerCase();
  return (
    <Field
      props={props}
      controlClass="field-input pr-11"
      control={(c, rest) => (
        <div className="relative">
          <input ref={ref} type={shown ? "text" : "password"} {...c} {...rest} />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? `Hide ${what}` : `Show ${what}`}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(props, ref) {
  return <Field props={props} controlClass="field-input resize-y" control={(c, rest) => <textarea ref={ref} {...c} {...rest} />} />;
});

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(props, ref) {
  return <Field props={props} controlClass="field-input" control={(c, rest) => <select ref={ref} {...c} {...rest} />} />;
});
