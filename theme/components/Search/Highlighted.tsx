import { type HighlightRange, splitHighlights, type TextPiece } from '../../logic/search';

/** Each piece with the offset in the text where it starts. */
function withOffsets(pieces: TextPiece[]): { piece: TextPiece; offset: number }[] {
  let offset = 0;
  return pieces.map((piece) => {
    const at = offset;
    offset += piece.text.length;
    return { piece, offset: at };
  });
}

/** Text with highlighted ranges, rendered as text nodes: a query is never interpreted as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return (
    <>
      {withOffsets(splitHighlights(text, ranges)).map(({ piece, offset }) =>
        piece.highlighted ? (
          // A piece is identified by where it starts in the text.
          <mark key={offset} className="mf-search__mark">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
