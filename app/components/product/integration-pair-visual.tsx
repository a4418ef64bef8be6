import { ArrowLeftRight } from "lucide-react";
import { AdenMark } from "~/components/layout/logo";

/**
 * Aden and a connected tool side by side, with the processes that run between them: the
 * integration pages' picture. The list under it is the page's own data, so nothing is invented.
 */
export function IntegrationPairVisual({
  name,
  logo,
  processes,
}: {
  name: string;
  logo: string;
  processes: readonly string[];
}) {
  return (
    <figure
      role="img"
      aria-label={`Aden connected to ${name}, running ${processes.length} business processes between them.`}
      className="relative mx-auto max-w-md rounded-2xl bg-white/[0.04] p-6 ring-1 ring-white/10 sm:p-8"
    >
      <div aria-hidden="true">
        <div className="flex items-center justify-between gap-4">
          <span className="grid size-20 place-items-center rounded-2xl bg-white shadow-[0_0_40px_-8px_rgb(106_92_244/0.8)]">
            <AdenMark className="size-12" />
          </span>
          <span className="relative flex flex-1 items-center">
            <span className="h-px flex-1 border-t border-dashed border-brand-300/60" />
            <span className="mx-2 grid size-9 place-items-center rounded-full bg-brand-500 text-white ring-4 ring-brand-500/20 motion-safe:animate-live-pulse">
              <ArrowLeftRight className="size-4" />
            </span>
            <span className="h-px flex-1 border-t border-dashed border-brand-300/60" />
          </span>
          <span className="grid size-20 place-items-center rounded-2xl bg-white p-2">
            <img src={logo} alt="" width={64} height={64} className="size-16" />
          </span>
        </div>
        {processes.length > 0 ? (
          <ul className="mt-8 space-y-2">
            {processes.map((process) => (
              <li
                key={process}
                className="flex items-center gap-3 rounded-lg bg-white/[0.06] px-3 py-2 text-sm text-ink-100"
              >
                <span className="size-1.5 shrink-0 rounded-full bg-mint-400" />
                {process}
                <span className="ml-auto text-xs text-ink-300">Live</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </figure>
  );
}
