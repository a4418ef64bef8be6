import { PageHero } from "~/components/content/page-hero";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import type { Crumb } from "~/lib/seo";
import { cx } from "~/lib/cx";
import { hydrateWhenIdle, IdleBoundary } from "~/lib/idle-hydration";
import { SOLUTION_MESSAGES } from "~/lib/messages";
import type { SolutionView } from "~/lib/solutions/schema";
import * as eagerHeroVisual from "./hero-visual";
import * as eagerSections from "./solution-sections";

// The hero's picture has nothing to click, and the sections under the first screen are text,
// pictures, links and a FAQ of native disclosures: the browser keeps the server's HTML of both
// (its links work as they are) and hydrates them when idle, as on the home page
// (docs/decisions/035). The hero's calls to action hydrate with the page.
const HeroVisual = hydrateWhenIdle(
  import.meta.env.SSR ? eagerHeroVisual.HeroVisual : null,
  () => import("./hero-visual").then((module) => module.HeroVisual),
);
const SolutionSections = hydrateWhenIdle(
  import.meta.env.SSR ? eagerSections.SolutionSections : null,
  () => import("./solution-sections").then((module) => module.SolutionSections),
);

/**
 * The one template of the module and industry pages (docs/decisions/022): the page's data
 * decides every word, visual and link, the hero's layout and the order of the sections, whose
 * bands alternate white and tinted down the page whatever the order; the kind only words the
 * FAQ heading.
 */
export function SolutionTemplate({
  page,
  crumbs,
}: {
  page: SolutionView;
  crumbs: Crumb[];
}) {
  const centred = page.hero.layout === "centred";
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={page.label}
        title={page.hero.title}
        lead={page.hero.lead}
        aside={
          <IdleBoundary>
            <HeroVisual
              hero={page.hero}
              behind={page.features.items[0]?.visual}
            />
          </IdleBoundary>
        }
        asideLayout={centred ? "below" : "product"}
      >
        <HeroActions
          integrations={page.connections.integrations}
          centred={centred}
        />
      </PageHero>
      <IdleBoundary>
        <SolutionSections page={page} />
      </IdleBoundary>
      <CtaBand title={page.cta.title} lead={page.cta.lead} />
    </>
  );
}

/** The hero's two calls to action, and the tools the page connects to, as logos. */
function HeroActions({
  integrations,
  centred,
}: {
  integrations: SolutionView["connections"]["integrations"];
  centred: boolean;
}) {
  return (
    <>
      <CtaActions className={cx("mt-10", centred && "sm:justify-center")} />
      <div
        className={cx(
          "mt-10 flex flex-wrap items-center gap-x-4 gap-y-3",
          centred && "sm:justify-center",
        )}
      >
        <p className="text-sm text-ink-300">{SOLUTION_MESSAGES.connectsTo}</p>
        <ul className="flex flex-wrap gap-2">
          {integrations.slice(0, 4).map((integration) => (
            <li
              key={integration.slug}
              className="flex items-center gap-2 rounded-lg bg-white/5 py-1.5 pr-3 pl-1.5 ring-1 ring-white/10"
            >
              <img
                src={integration.logo}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-md bg-white object-contain p-0.5"
              />
              <span className="text-sm text-ink-100">{integration.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
