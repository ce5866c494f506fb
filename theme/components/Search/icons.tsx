/** Small inline icons of the search UI; decorative, so hidden from assistive technology. */
interface IconProps {
  className?: string;
}

/** One stroked 24×24 icon drawn from `paths`, `size` pixels wide. */
function StrokeIcon({ paths, size = 20, className }: IconProps & { paths: readonly string[]; size?: number }) {
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

/** The magnifier: a circle of radius 7 at (11, 11) and its handle. */
const LENS = ['M4 11a7 7 0 1 0 14 0 7 7 0 1 0-14 0', 'm20 20-3.5-3.5'];

export const SearchIcon = (props: IconProps) => <StrokeIcon {...props} paths={LENS} />;
export const ClearIcon = (props: IconProps) => <StrokeIcon {...props} paths={['M18 6 6 18M6 6l12 12']} />;
export const PageIcon = (props: IconProps) => (
  <StrokeIcon {...props} paths={['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5']} />
);
export const HeaderIcon = (props: IconProps) => (
  <StrokeIcon {...props} paths={['M5 4v16M15 4v16M5 12h10M19 20V11l-2 1']} />
);
export const TextIcon = (props: IconProps) => <StrokeIcon {...props} paths={['M4 6h16M4 12h16M4 18h10']} />;
export const EmptyIcon = (props: IconProps) => (
  <StrokeIcon {...props} paths={[...LENS, 'M8.5 8.5l5 5M13.5 8.5l-5 5']} size={48} />
);
export const ExternalIcon = (props: IconProps) => (
  <StrokeIcon
    {...props}
    paths={['M14 4h6v6M20 4 10 14M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5']}
    size={14}
  />
);
