/**
 * Text whose codes ("J-2417", "16-100", "MS-0940") stay whole: a narrow column or card would
 * otherwise break them at their hyphen. The text still wraps at its spaces.
 */
export function WholeCodes({ text }: { text: string }) {
  return text.split(/(\S*-\S*)/).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
