import { PageHero } from "~/components/content/page-hero";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import type { Crumb } from "~/lib/seo";
import type { SolutionView } from "~/lib/solutions/schema";
import { HeroVisual } from "./hero-visual";
import {
  Connections,
  Features,
  Problems,
  Proof,
  Questions,
  Related,
} from "./solution-sections";

/**
 * The one template of the module and industry pages (docs/decisions/022): the page's data
 * decides every word, visual and link; the kind only words the FAQ heading.
 */
export function SolutionTemplate({
  page,
  crumbs,
}: {
  page: SolutionView;
  crumbs: Crumb[];
}) {
  const faqTitle =
    page.kind === "industry"
      ? `Questions ${page.label.toLowerCase()} teams ask`
      : `Questions about ${page.label}`;
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={page.label}
        title={page.hero.title}
        lead={page.hero.lead}
        aside={<HeroVisual hero={page.hero} />}
        asideLayout="product"
      >
        <HeroActions integrations={page.connections.integrations} />
      </PageHero>
      <Problems problems={page.problems} />
      <Features features={page.features} />
      <Proof quote={page.quote} caseStudy={page.caseStudy} />
      <Connections connections={page.connections} />
      <Questions title={faqTitle} faq={page.faq} />
      <Related related={page.related} />
      <CtaBand title={page.cta.title} lead={page.cta.lead} />
    </>
  );
}

/** The hero's two calls to action, and the tools the page connects to, as logos. */
function HeroActions({
  integrations,
}: {
  integrations: SolutionView["connections"]["integrations"];
}) {
  return (
    <>
      <CtaActions className="mt-10" />
      <div className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="text-sm text-ink-300">Connects to</p>
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
