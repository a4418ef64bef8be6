import type { ReactNode } from "react";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import type { FilterChoice } from "~/lib/content/list-filter.server";
import type { Crumb } from "~/lib/seo";
import { FilterBar } from "./filter-chip";
import { PageHero } from "./page-hero";
import { LIST_MESSAGES } from "~/lib/messages";

/** The GET parameter of a directory's filter: `?category=accounting`. */
export const CATEGORY_PARAM = "category";

/**
 * A list page (`/integrations`, `/business-processes`): the dark hero, the entries filtered by
 * category with links (so it works without script) under one heading, and the call to action.
 * The route decides how the entries are laid out (grouped panels, a grid of cards).
 */
export function ListPage({
  crumbs,
  eyebrow,
  title,
  lead,
  aside,
  listTitle,
  filterLabel,
  path,
  choices,
  selected,
  children,
}: {
  crumbs: Crumb[];
  eyebrow: string;
  title: string;
  lead: string;
  aside?: ReactNode;
  listTitle: string;
  filterLabel: string;
  path: string;
  choices: readonly FilterChoice[];
  selected: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        aside={aside}
      />
      <section
        id="directory"
        aria-labelledby="directory-title"
        className="scroll-mt-20 bg-ink-50 py-16 sm:py-24"
      >
        <Container>
          <div className="flex flex-col gap-6">
            <h2 id="directory-title" className="heading-2 text-ink-950">
              {listTitle}
            </h2>
            <FilterBar
              label={filterLabel}
              path={path}
              param={CATEGORY_PARAM}
              hash="#directory"
              allLabel={LIST_MESSAGES.allCategories}
              choices={choices}
              selected={selected}
            />
          </div>
          <div className="mt-10">{children}</div>
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
