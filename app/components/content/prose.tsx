/**
 * The HTML our build compiled from our own markdown (app/lib/content/markdown.ts). Nothing a
 * visitor sends ever reaches this component.
 */
export function Prose({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  return (
    <div
      className={className ? `prose ${className}` : "prose"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
