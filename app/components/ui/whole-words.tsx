/**
 * Text whose hyphenated words and codes ("life-support", "J-2417", "16-100") stay whole: a
 * heading, a narrow column or a card would otherwise break them at their hyphen, leaving "life-"
 * at a line's end. The text still wraps at its spaces.
 */
export function WholeWords({ text }: { text: string }) {
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
