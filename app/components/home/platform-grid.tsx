import { Link } from "@remix-run/react";
import { SolutionIcon } from "~/components/solution/icons";
import type { IconName } from "~/lib/solutions/schema";

type Entry = { path: string; label: string; icon: IconName; summary: string };

/**
 * Every module and industry as a small card (icon, name, one line), two to a row on phones so
 * eight modules take four short rows rather than eight tall ones.
 */
export function PlatformGrid({
  groups,
}: {
  groups: ReadonlyArray<{
    id: string;
    title: string;
    entries: readonly Entry[];
  }>;
}) {
  return (
    <div className="mt-12 flex flex-col gap-12 sm:mt-16">
      {groups.map((group) => (
        <div key={group.id}>
          <h3 id={group.id} className="scroll-mt-24 heading-3 text-ink-950">
            {group.title}
          </h3>
          <ul
            aria-labelledby={group.id}
            className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className="group flex h-full flex-col gap-3 rounded-xl border border-ink-100 bg-white p-4 transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 sm:flex-row sm:gap-4 sm:p-5"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                    <SolutionIcon name={entry.icon} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm leading-5 font-semibold text-ink-950 group-hover:text-brand-700 sm:text-base sm:leading-6">
                      {entry.label}
                    </span>
                    <span className="mt-1 block text-xs leading-5 text-ink-600 sm:text-sm sm:leading-6">
                      {entry.summary}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
