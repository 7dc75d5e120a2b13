// Small inline SVG icons (decorative: callers give the control its accessible name).
export type IconProps = { className?: string };
type P = IconProps;
export const iconProps = (className = "h-5 w-5") => ({
  className,
  fill: "none",
  viewBox: "0 0 24 24",
  stroke: "currentColor",
  strokeWidth: 2,
  "aria-hidden": true,
});

export const SunIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
export const MoonIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);
export const MenuIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const ControllerIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M6 8h12a4 4 0 0 1 4 4v2a4 4 0 0 1-7 2.6L14 15h-4l-1 1.6A4 4 0 0 1 2 14v-2a4 4 0 0 1 4-4z" />
    <path d="M7 11v3M5.5 12.5h3M16 11.5h.01M18 13.5h.01" />
  </svg>
);
export const PlusIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const DotsVerticalIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <circle cx="12" cy="5" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="12" cy="19" r="1.2" />
  </svg>
);
export const ClockIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
/** A finish flag: how long a game takes to beat. */
export const FlagIcon = ({ className }: P) => (
  <svg {...iconProps(className)}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);
export const StarIcon = ({ className = "h-4 w-4" }: P) => (
  <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
    <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z" />
  </svg>
);
