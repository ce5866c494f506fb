/** Small inline icons of the search UI; decorative, so hidden from assistive technology. */
interface IconProps {
  className?: string;
}

const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
};

export function SearchIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function ClearIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function PageIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

export function HeaderIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" className={className}>
      <path d="M5 4v16M15 4v16M5 12h10M19 20V11l-2 1" />
    </svg>
  );
}

export function TextIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" className={className}>
      <path d="M4 6h16M4 12h16M4 18h10" />
    </svg>
  );
}

export function EmptyIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" width={48} height={48} className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps) {
  return (
    <svg {...svg} aria-hidden="true" width={14} height={14} className={className}>
      <path d="M14 4h6v6M20 4 10 14M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
