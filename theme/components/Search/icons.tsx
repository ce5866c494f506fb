const LENS = ['M4 11a7 7 0 1 0 14 0 7 7 0 1 0-14 0', 'm20 20-3.5-3.5'];

/** The search UI's stroked 24×24 icons, by name, with their size in pixels. */
const ICONS = {
  search: [20, LENS],
  clear: [20, ['M18 6 6 18M6 6l12 12']],
  title: [20, ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5']],
  header: [20, ['M5 4v16M15 4v16M5 12h10M19 20V11l-2 1']],
  content: [20, ['M4 6h16M4 12h16M4 18h10']],
  empty: [48, [...LENS, 'M8.5 8.5l5 5M13.5 8.5l-5 5']],
  external: [14, ['M14 4h6v6M20 4 10 14M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5']],
} as const;

/** One icon; decorative, so hidden from assistive technology. */
export function Icon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  const [size, paths] = ICONS[name];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
