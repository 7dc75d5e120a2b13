// The accent colour picker: every accent as a swatch of its 600 shade.
import type { AccentColor } from "@savepoint/common";
import { SwatchRadioGroup } from "./SwatchRadioGroup.tsx";

/** Swatch fills (the 600 shade of each accent) so the picker shows every colour at once. */
const SWATCH: Record<AccentColor, string> = {
  indigo: "#4f46e5",
  blue: "#2563eb",
  green: "#16a34a",
  purple: "#9333ea",
  pink: "#db2777",
  red: "#dc2626",
  orange: "#ea580c",
  yellow: "#ca8a04",
  emerald: "#059669",
  amber: "#d97706",
};

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function ColorSwatches<C extends AccentColor>({
  colors,
  value,
  onChange,
  label,
}: {
  colors: readonly C[];
  value: C;
  onChange: (c: C) => void;
  label: string;
}) {
  const options = colors.map((c) => ({ value: c, name: cap(c), fill: SWATCH[c] }));
  return <SwatchRadioGroup options={options} value={value} onChange={onChange} label={label} />;
}
