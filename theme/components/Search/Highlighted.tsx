import { type HighlightRange, splitHighlights } from '../../logic/search';

/** Text with highlighted ranges, rendered as text nodes: a query is never interpreted as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((piece, i) =>
        piece.highlighted ? (
          <mark key={i} className="mf-search__mark">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
