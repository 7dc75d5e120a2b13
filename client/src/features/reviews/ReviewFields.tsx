// The review's text (with its 'n/2000 characters' counter) and its spoiler toggle: the review dialog
// and the Add/Edit Game dialog's Reviews section show the same two fields.
import { REVIEW_COMMENT_MAX } from "@savepoint/common";
import { TextAreaField } from "../../components/ui/Field.tsx";
import { CharacterCount, overLimitProps } from "../../components/ui/CharacterCount.tsx";

interface CommentFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
}

export function CommentField({ id, label, value, onChange, onBlur, error, placeholder = "What did you think of it?" }: CommentFieldProps) {
  const countId = `${id}-count`;
  return (
    <div>
      <TextAreaField
        id={id}
        name={id}
        label={label}
        rows={6}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={error}
        aria-describedby={[countId, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        {...overLimitProps(value.length, REVIEW_COMMENT_MAX)}
      />
      <CharacterCount id={countId} length={value.length} max={REVIEW_COMMENT_MAX} />
    </div>
  );
}

export function SpoilerField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800 dark:text-slate-100">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-[var(--accent-600)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">Contains spoilers</span>
        <span className="block text-slate-600 dark:text-slate-300">Other players see the text only after choosing to.</span>
      </span>
    </label>
  );
}
